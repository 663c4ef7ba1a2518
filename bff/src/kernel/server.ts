// Serving the app: listen, report the address, and close without cutting requests in flight.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatUrl } from '@pace/platform/process';
import type { Runtime } from '@pace/platform/runtime';
import { createApp } from './app.ts';

export interface RunningServer {
  server: Server;
  /** http://host:port, with the real port when PORT was 0. */
  url: string;
  /** Stops accepting connections and waits up to `graceMs` for requests in flight. */
  close(graceMs?: number): Promise<void>;
}

export async function startServer(
  runtime: Runtime,
  options: { host?: string; port?: number; startedAt?: Date } = {},
): Promise<RunningServer> {
  const host = options.host ?? runtime.config.host;
  const app = createApp({ ...runtime, startedAt: options.startedAt ?? new Date() });
  const server = app.listen({ host, port: options.port ?? runtime.config.port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  // Slow or idle clients must not hold sockets for ever; Node's defaults are kept otherwise.
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: formatUrl(host, port),
    close(graceMs = 10_000) {
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
