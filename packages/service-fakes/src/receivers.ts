// Local receivers for the integration tests: an HTTP server on loopback that records every request and
// answers as told (status, body, or never, for timeouts). It stands in for whatever an integration calls
// (a webhook endpoint, Slack's or Teams' incoming webhooks, GitHub's API): each provider's test speaks its
// wire format through one of these; nothing leaves the machine.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  json(): unknown;
}

export type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';
export type Responder = (request: ReceivedRequest) => Answer;

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  /** Answers for the next requests, in order; once used up, `fallback` answers. */
  queue(...answers: Answer[]): void;
  fallback: Responder;
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startReceiver(
  fallback: Responder = () => ({ status: 200, body: 'ok' }),
): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const answers: Answer[] = [];
  const hanging = new Set<ServerResponse>();
  const receiver: Receiver = {
    url: '',
    requests,
    fallback,
    queue: (...next) => answers.push(...next),
    async waitForRequests(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return requests;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const received: ReceivedRequest = {
        method: request.method ?? 'GET',
        path: request.url ?? '/',
        headers: request.headers,
        body,
        json: () => JSON.parse(body),
      };
      requests.push(received);
      const answer = answers.shift() ?? receiver.fallback(received);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      response.writeHead(answer.status, {
        'content-type': typeof answer.body === 'string' ? 'text/plain' : 'application/json',
        ...answer.headers,
      });
      response.end(text);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return receiver;
}
