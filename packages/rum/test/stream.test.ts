// The Redis beacon stream on a real Redis: the beacons of one turn of the event loop share one entry (at
// most MAX_BEACONS_PER_ENTRY), each append resolves once its entry is written, and closing the stream
// writes what is still waiting instead of dropping it.
import { createLogger } from '@pace/platform/log';
import { deleteKeys, startPrivateRedis, TEST_REDIS_URL, testKeyPrefix } from '@pace/platform/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BEACONS_PER_ENTRY, RedisBeaconStream } from '../src/beacon-stream.ts';
import { storedBeacon } from '../src/testing.ts';

const prefix = testKeyPrefix();
const redis = new Redis(TEST_REDIS_URL);
afterAll(async () => {
  redis.disconnect();
  await deleteKeys(prefix);
});

const stored = storedBeacon;

describe('RedisBeaconStream', () => {
  it('writes the beacons of one turn as entries of at most MAX_BEACONS_PER_ENTRY', async () => {
    const stream = new RedisBeaconStream(TEST_REDIS_URL, { prefix: `${prefix}turn:` });
    try {
      const sent = Array.from({ length: 2 * MAX_BEACONS_PER_ENTRY + 20 }, () => stored(7));
      await Promise.all(sent.map((one) => stream.append(one, { firstOfPageView: true })));
      expect(await redis.xlen(`${prefix}turn:rum:beacons`)).toBe(3);
      const entries = await stream.read({ consumer: 'test', count: 10, claimIdleMs: 60_000 });
      expect(entries.map((entry) => entry.beacons.length)).toEqual([50, 50, 20]);
      expect(entries.flatMap((entry) => entry.beacons.map((one) => one.pageViewId))).toEqual(
        sent.map((one) => one.pageViewId),
      );
      expect(await stream.liveVisitors(7)).toBe(sent.length);
    } finally {
      await stream.close();
    }
  });

  it('writes what is waiting when it is closed', async () => {
    const stream = new RedisBeaconStream(TEST_REDIS_URL, { prefix: `${prefix}close:` });
    const appended = stream.append(stored(8), { firstOfPageView: false });
    await stream.close();
    await expect(appended).resolves.toBeUndefined();
    expect(await redis.xlen(`${prefix}close:rum:beacons`)).toBe(1);
  });

  it('rejects appends while Redis is down, and logs the outage once and its end once', {
    timeout: 30_000,
  }, async () => {
    const redisServer = await startPrivateRedis();
    const lines: { msg: string; component?: string }[] = [];
    const log = createLogger({
      level: 'info',
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    const stream = new RedisBeaconStream(redisServer.url, { prefix: 'outage:', log });
    try {
      await stream.append(stored(9), { firstOfPageView: false });
      await redisServer.stop();
      // Not kept, so not acknowledged: the collector answers 503.
      await expect(stream.append(stored(9), { firstOfPageView: false })).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(lines.filter((line) => /Redis unreachable/.test(line.msg))).toHaveLength(1);
      await redisServer.start();
      await expect
        .poll(() => lines.filter((line) => /Redis reachable again \(beacon stream\)/.test(line.msg)).length, {
          timeout: 15_000,
        })
        .toBe(1);
      await stream.append(stored(9), { firstOfPageView: false });
      expect(lines.filter((line) => /Redis unreachable/.test(line.msg))).toHaveLength(1);
    } finally {
      await stream.close();
      await redisServer.stop();
    }
  });
});

describe('RedisBeaconStream, on a Redis that lost its data', () => {
  it('makes its consumer group again and reads what comes next', { timeout: 30_000 }, async () => {
    const redisServer = await startPrivateRedis();
    const stream = new RedisBeaconStream(redisServer.url, { prefix: 'emptied:' });
    const read = () => stream.read({ consumer: 'test', count: 10, claimIdleMs: 60_000 });
    try {
      await stream.append(stored(10), { firstOfPageView: false });
      expect(await read()).toHaveLength(1);
      // Restarted without persistence (or failed over to an empty replica): stream and group are gone.
      await redisServer.stop();
      await redisServer.start();
      const next = stored(10);
      await expect
        .poll(
          () =>
            stream.append(next, { firstOfPageView: false }).then(
              () => true,
              () => false,
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      const entries = await read();
      expect(entries.flatMap((entry) => entry.beacons.map((one) => one.pageViewId))).toEqual([
        next.pageViewId,
      ]);
    } finally {
      await stream.close();
      await redisServer.close();
    }
  });
});
