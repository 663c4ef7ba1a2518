// DNS rebinding, staged on loopback. A name server that answers the checked address to the first
// question and loopback to every later one, installed for the whole process (as a hostile name server
// would answer every resolver in it) and handed to the code under test as its resolver; and two HTTP
// servers on one port: the receiver at the checked address, and the canary on 127.0.0.1 that a
// second resolution would reach. 127.0.0.2 stands in for a public address: the test policy allows
// exactly it, and the canary's address stays refused.
import dns from 'node:dns';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import type { AddressInfo } from 'node:net';

export const CHECKED_ADDRESS = '127.0.0.2';
export const CANARY_ADDRESS = '127.0.0.1';
export const REBINDING_NAME = 'rebind.pace.test';

type Answer = { address: string; family: number };

export interface RebindingDns {
  /** The resolver handed to the code under test (the same answers the process gets). */
  resolve(host: string): Promise<Answer[]>;
  /** How many times the name was asked for. */
  questions: number;
  uninstall(): void;
}

export function installRebindingDns(): RebindingDns {
  const original = { lookup: dns.lookup, promised: dns.promises.lookup };
  const state = { questions: 0 };
  const answer = (): Answer => ({
    address: state.questions++ === 0 ? CHECKED_ADDRESS : CANARY_ADDRESS,
    family: 4,
  });
  const ours = (host: string) => host.toLowerCase() === REBINDING_NAME;
  // biome-ignore lint/suspicious/noExplicitAny: node:dns's overloads, answered for one name
  const lookup: any = (host: string, options: unknown, callback?: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    // biome-ignore lint/suspicious/noExplicitAny: passed through as given
    if (!ours(host)) return (original.lookup as any)(host, options, callback);
    const reply = answer();
    process.nextTick(() => (all ? done(null, [reply]) : done(null, reply.address, reply.family)));
  };
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const promised: any = async (host: string, options?: { all?: boolean }) => {
    // biome-ignore lint/suspicious/noExplicitAny: passed through as given
    if (!ours(host)) return (original.promised as any)(host, options);
    const reply = answer();
    return options?.all ? [reply] : reply;
  };
  Object.assign(dns, { lookup });
  Object.assign(dns.promises, { lookup: promised });
  syncBuiltinESMExports();
  return {
    resolve: async (host) => (await promised(host, { all: true })) as Answer[],
    get questions() {
      return state.questions;
    },
    uninstall() {
      Object.assign(dns, { lookup: original.lookup });
      Object.assign(dns.promises, { lookup: original.promised });
      syncBuiltinESMExports();
    },
  };
}

export interface Listener {
  hits: IncomingMessage[];
  server: Server;
}

export interface RebindingStage {
  /** `http://rebind.pace.test:<port>`: the receiver when pinned, the canary when resolved again. */
  url: string;
  /** The checked address, answering `answer()`. */
  receiver: Listener;
  /** Loopback: answers a secret, to show whether it leaks into the delivery log. */
  canary: Listener;
  answer: (request: IncomingMessage) => { status: number; body: string; headers?: Record<string, string> };
  close(): Promise<void>;
}

export const CANARY_SECRET = 'canary: internal admin page';

export async function startRebindingStage(): Promise<RebindingStage> {
  const listen = async (address: string, port: number) => {
    const hits: IncomingMessage[] = [];
    const server = createServer((request, response) => {
      hits.push(request);
      request.resume();
      request.on('end', () => {
        const { status, body, headers } =
          address === CANARY_ADDRESS ? { status: 200, body: CANARY_SECRET } : stage.answer(request);
        response.writeHead(status, { 'content-type': 'text/plain', ...headers }).end(body);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, address, resolve);
    });
    return { hits, server };
  };
  // The two share a port, picked free on the checked address; another process may hold it on loopback
  // (CI saw EADDRINUSE there): then both try a fresh one.
  const listenBoth = async (attempt: number): Promise<[Listener, Listener, number]> => {
    const receiver = await listen(CHECKED_ADDRESS, 0);
    const port = (receiver.server.address() as AddressInfo).port;
    try {
      return [receiver, await listen(CANARY_ADDRESS, port), port];
    } catch (error) {
      await new Promise((resolve) => receiver.server.close(resolve));
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
      return listenBoth(attempt + 1);
    }
  };
  const [receiver, canary, port] = await listenBoth(1);
  const stage: RebindingStage = {
    url: `http://${REBINDING_NAME}:${port}`,
    receiver,
    canary,
    answer: () => ({ status: 200, body: 'ok' }),
    async close() {
      for (const { server } of [receiver, canary]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
  return stage;
}
