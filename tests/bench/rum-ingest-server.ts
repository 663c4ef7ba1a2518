// The baseline server of the RUM ingest benchmark, in a process of its own (the load generator runs in the
// benchmark's process): node:http reading the body and answering 204. Prints `listening <port>`. The
// measured server is the bff itself, started from its entry point (see startServer in rum.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    response.writeHead(204);
    response.end();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
