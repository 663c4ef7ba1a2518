// A Redis outage is logged once, and its end once, by the key-value store and the job queues, however
// many reconnection attempts fail in between (they used to be swallowed). On a private redis-server that
// the test kills and starts again: the machine's Redis is shared by every other test.
import { createLogger } from '@pace/platform/log';
import { BullQueues } from '@pace/platform/queues';
import { RedisStore } from '@pace/platform/redis';
import { type PrivateRedis, startPrivateRedis } from '@pace/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '../src/queues/definitions.ts';

interface Line {
  level: number;
  msg: string;
  component?: string;
  downMs?: number;
}

const QUEUES = { outage: { ping: defineJob(z.object({})) } };

describe('Redis outages', () => {
  let redis: PrivateRedis;
  const lines: Line[] = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(() => redis?.stop());

  it('are logged once when Redis goes away and once when it is back, per user of the connection', {
    timeout: 30_000,
  }, async () => {
    const kv = new RedisStore(redis.url, { prefix: 'outage:', log });
    const queues = new BullQueues(QUEUES, redis.url, { prefix: 'outage:bull', log });
    try {
      await kv.set('a', '1');
      await queues.enqueue('outage', 'ping', {});

      await redis.stop();
      // Requests fail while it is down; ioredis retries the connection many times meanwhile.
      await expect(kv.get('a')).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const down = lines.filter((line) => /Redis unreachable/.test(line.msg));
      expect(down.map((line) => line.component).sort()).toEqual(['job queues', 'key-value store']);
      expect(down.every((line) => line.level === 50)).toBe(true);

      await redis.start();
      await expect
        .poll(() => lines.filter((line) => /Redis reachable again/.test(line.msg)).length, {
          timeout: 15_000,
        })
        .toBe(2);
      expect(await kv.set('b', '2')).toBe(true);
      const back = lines.filter((line) => /Redis reachable again/.test(line.msg));
      expect(back.map((line) => line.component).sort()).toEqual(['job queues', 'key-value store']);
      expect(back.every((line) => (line.downMs ?? 0) >= 2_000)).toBe(true);
      // Still one line each for the whole outage.
      expect(lines.filter((line) => /Redis unreachable/.test(line.msg))).toHaveLength(2);
    } finally {
      await queues.close();
      await kv.close();
    }
  });
});
