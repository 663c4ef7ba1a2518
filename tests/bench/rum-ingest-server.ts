// The servers the RUM ingest benchmark loads, each in a process of its own (the load generator runs in
// the benchmark's process): `bare` is node:http reading the body and answering 204; `bff` is the Pace app
// on MariaDB and Redis. Prints `listening <port>`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '@pace/bff/app';
import { openDatabase } from '@pace/platform/db';
import { silentLogger } from '@pace/platform/log';
import { BullQueues, QUEUES } from '@pace/platform/queues';
import { RedisStore } from '@pace/platform/redis';
import { testConfig } from '@pace/platform/testing';

const kind = process.argv[2];
let server: ReturnType<typeof createServer>;
if (kind === 'bare') {
  server = createServer((request, response) => {
    request.on('data', () => {});
    request.on('end', () => {
      response.writeHead(204);
      response.end();
    });
  });
} else {
  const config = testConfig({
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    TRUST_PROXY: process.env.TRUST_PROXY,
  });
  const db = await openDatabase(config.database);
  const kv = new RedisStore(config.redisUrl!, { prefix: config.redisPrefix });
  const queues = new BullQueues(QUEUES, config.redisUrl!, { prefix: `${config.redisPrefix}bull` });
  server = createServer(createApp({ config, log: silentLogger(), db, kv, queues }).callback());
}
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => process.exit(0));
