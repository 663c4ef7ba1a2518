// The proxy every request of an audited page goes through. It resolves each host itself, refuses it
// when an address is not allowed by the network policy, and connects to the address it checked (so DNS
// cannot answer differently between the check and the connection): checked-address.ts, the path that
// integrations' calls out take too. Redirects and subresources are new requests through it, so they are
// checked too. Chromium is told to send loopback through it as well.
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect, isIP, type Socket } from 'node:net';
import {
  type AddressFamily,
  AddressRefused,
  type CheckedAddress,
  checkedAddress,
  pinnedLookup,
  type ResolveHost,
  systemResolve,
} from './checked-address.ts';
import type { NetworkPolicy } from './network-policy.ts';

/**
 * `pattern=address` pairs (`*.doubleclick.net=127.0.0.1`), like Chromium's host resolver rules; a pattern
 * given twice (`both.test=127.0.0.1,both.test=::1`) answers both addresses.
 */
export type HostRules = readonly { pattern: string; address: string }[];

export function parseHostRules(value: string): HostRules {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [pattern, address] = part.split('=').map((s) => s.trim());
      if (!pattern || !address || !isIP(address))
        throw new Error(`${part} is not a rule like host=127.0.0.1`);
      return { pattern: pattern.toLowerCase(), address };
    });
}

export interface GuardEvent {
  host: string;
  /** refused: resolves to a network the policy refuses; dns: does not resolve; connect: no connection. */
  kind: 'refused' | 'dns' | 'connect';
  detail: string;
}

export interface GuardProxy {
  /** `http://127.0.0.1:<port>` for Chromium's --proxy-server. */
  url: string;
  /** Requests refused or failed, in order: the failure classifier reads them. */
  events: GuardEvent[];
  close(): Promise<void>;
}

class Refused extends Error {
  constructor(
    readonly kind: GuardEvent['kind'],
    message: string,
  ) {
    super(message);
  }
}

export interface GuardOptions {
  /** How names are resolved: the system's resolver unless a test stages the answers. */
  resolve?: ResolveHost;
  /** The audited site's IP option: connect over IPv4 only or IPv6 only; absent or null, either. */
  family?: AddressFamily | null;
}

export async function startGuardProxy(
  policy: NetworkPolicy,
  rules: HostRules = [],
  options: GuardOptions = {},
): Promise<GuardProxy> {
  const events: GuardEvent[] = [];
  const sockets = new Set<Socket>();
  const resolve = options.resolve ?? systemResolve;
  // Connections kept alive for this guard (this audit) only: Node's global agent pools sockets by host
  // and port, so a warm audit process would hand the next audit, with another IP option or network
  // policy, a socket to the address the previous one checked.
  const agent = new Agent({ keepAlive: true });

  async function resolveChecked(host: string, port: number): Promise<CheckedAddress> {
    const name = host.replace(/^\[|\]$/g, '').toLowerCase();
    const matches = (pattern: string) =>
      pattern.startsWith('*.')
        ? name.endsWith(pattern.slice(1)) || name === pattern.slice(2)
        : name === pattern;
    const rule = rules.find(({ pattern }) => matches(pattern));
    // Every rule of the first matching pattern answers, like a name with A and AAAA records.
    const answers = rule ? rules.filter(({ pattern }) => pattern === rule.pattern) : [];
    const ruled: ResolveHost = async () => answers.map(({ address }) => ({ address, family: isIP(address) }));
    try {
      return await checkedAddress(name, policy, rule ? ruled : resolve, port, options.family);
    } catch (error) {
      if (!(error instanceof AddressRefused)) throw error;
      throw new Refused(
        error.kind,
        error.kind === 'refused'
          ? `${name} resolves to ${error.detail}, which audits may not reach`
          : error.family
            ? `${name} has no IPv${error.family} address, which the site's IP option asks for (${error.detail})`
            : `${name} does not resolve (${error.detail})`,
      );
    }
  }

  function record(host: string, error: unknown): Refused {
    const refused = error instanceof Refused ? error : new Refused('connect', String(error));
    events.push({ host, kind: refused.kind, detail: refused.message });
    return refused;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    resolveChecked(target.hostname, Number(target.port || 80)).then(
      (resolved) => {
        const upstream = httpRequest(
          {
            host: target.hostname,
            port: target.port || 80,
            method: req.method,
            path: `${target.pathname}${target.search}`,
            headers: stripHopByHop(req.headers),
            agent,
            // The address checked above, never a second lookup.
            lookup: pinnedLookup(resolved),
          },
          (response) => {
            res.writeHead(response.statusCode ?? 502, stripHopByHop(response.headers));
            response.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          record(target.hostname, error);
          if (!res.headersSent) res.writeHead(502, { 'x-pace-guard': 'connect' });
          res.end();
        });
        req.pipe(upstream);
      },
      (error) => {
        const refused = record(target.hostname, error);
        res.writeHead(refused.kind === 'dns' ? 502 : 403, {
          'content-type': 'text/plain',
          'x-pace-guard': refused.kind,
        });
        res.end(refused.message);
      },
    );
  });

  // HTTPS (and WebSockets over TLS): a tunnel to the checked address.
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const [host = '', port = '443'] = splitHostPort(req.url ?? '');
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    resolveChecked(host, Number(port)).then(
      ({ address }) => {
        const upstream = connect(Number(port), address, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        sockets.add(upstream);
        upstream.on('close', () => {
          sockets.delete(upstream);
          client.destroy();
        });
        upstream.on('error', (error) => {
          record(host, error);
          if (client.writable) client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        });
      },
      (error) => {
        const refused = record(host, error);
        client.end(`HTTP/1.1 ${refused.kind === 'dns' ? 502 : 403} ${refused.kind}\r\n\r\n`);
      },
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    events,
    async close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function splitHostPort(value: string): [string, string] {
  const match = /^\[?([^\]]*?)\]?:(\d+)$/.exec(value);
  return match ? [match[1]!, match[2]!] : [value, '443'];
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'proxy-authenticate',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function stripHopByHop(headers: IncomingMessage['headers']) {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name.toLowerCase())) kept[name] = value;
  }
  return kept;
}
