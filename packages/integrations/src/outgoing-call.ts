// One call out to a URL a user gave (webhooks, Slack and Teams incoming webhooks, automation hooks).
// The host is resolved and checked once, by the path the audits' guard proxy takes (checkedAddress of
// @pace/lighthouse-runner), and the connection goes to that address: fetch would resolve the name
// again, and a rebinding name would then reach our own networks. The name stays in the Host header and
// in TLS (SNI, the certificate check). A redirect is an answer like any other, never followed: its
// target was not checked. The start of the answer is kept only from a peer the policy allows.
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  AddressRefused,
  checkedAddress,
  type NetworkPolicy,
  pinnedLookup,
  type ResolveHost,
  webUrlProblem,
} from '@pace/lighthouse-runner';
import { IntegrationCallError } from './errors.ts';

export interface OutgoingCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

export interface OutgoingCallOptions {
  /** Where calls may go: public addresses, plus the networks the operator allows. */
  policy: NetworkPolicy;
  resolve?: ResolveHost;
  /** For the whole call: resolving, connecting, the answer and its start. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** How much of the answer to keep, in characters. */
  excerptChars: number;
}

export interface OutgoingAnswer {
  status: number;
  /** The answer's start, or null when the peer is not one the policy allows. */
  excerpt: string | null;
}

/** Makes the call once; an answer of any status resolves, a refusal or no answer throws IntegrationCallError. */
export async function callOut(call: OutgoingCall, options: OutgoingCallOptions): Promise<OutgoingAnswer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const noAnswer = () => new IntegrationCallError('timeout', `No answer within ${options.timeoutMs} ms`);
  // The URL policy again at sending (its address part is checkedAddress's, below, on every address).
  const problem = webUrlProblem(call.url);
  if (problem) throw new IntegrationCallError('http', problem, null, null, false);
  const url = new URL(call.url);
  let checked: Awaited<ReturnType<typeof checkedAddress>>;
  try {
    checked = await abortable(checkedAddress(url.hostname, options.policy, options.resolve), signal);
  } catch (error) {
    if (timeout.aborted) throw noAnswer();
    if (error instanceof AddressRefused && error.kind === 'refused')
      throw new IntegrationCallError('http', 'The URL leads to a private network address', null, null, false);
    if (error instanceof AddressRefused)
      throw new IntegrationCallError('http', `Could not resolve ${error.host}: ${error.detail}`);
    throw error;
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutgoingAnswer>((resolve, reject) => {
    const fail = (error: Error & { code?: string }) =>
      reject(
        timeout.aborted
          ? noAnswer()
          : new IntegrationCallError('http', `Could not connect: ${error.code ?? error.message}`),
      );
    const request: ClientRequest = send(
      {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: call.method,
        headers: { ...call.headers, 'content-length': String(Buffer.byteLength(call.body)) },
        lookup: pinnedLookup(checked),
        // A fresh connection per call: a pooled one could carry another check's address.
        agent: false,
        signal,
      },
      (response) => {
        const peer = response.socket?.remoteAddress;
        const status = response.statusCode ?? 0;
        if (!peer || !options.policy.allows(peer)) {
          response.destroy();
          resolve({ status, excerpt: null });
          return;
        }
        readExcerpt(response, options.excerptChars).then(
          (excerpt) => resolve({ status, excerpt }),
          () =>
            timeout.aborted
              ? reject(new IntegrationCallError('timeout', noAnswer().message, status))
              : resolve({ status, excerpt: '' }),
        );
      },
    );
    request.on('error', fail);
    request.end(call.body);
  });
}

/** The answer's first characters; the rest is not read (a receiver may answer with a whole page). */
function readExcerpt(response: IncomingMessage, chars: number): Promise<string> {
  // Four bytes per character at most, so the excerpt is whole unless the answer is longer.
  const limit = chars * 4;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, limit).toString('utf8').slice(0, chars));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', reject);
    // Cut off before its end (the time limit): no excerpt to keep.
    response.on('close', () => {
      if (!response.readableEnded) reject(new Error('The answer was cut off'));
    });
  });
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
