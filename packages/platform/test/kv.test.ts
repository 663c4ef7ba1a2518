// One suite, both implementations: the embedded mode must behave like Redis.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  getJson,
  type KeyValueStore,
  LockBusyError,
  MemoryStore,
  RedisStore,
  setJson,
  withLock,
} from '../src/redis.ts';
import { deleteKeys, TEST_REDIS_URL, testKeyPrefix } from '../src/testing.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const IMPLEMENTATIONS = [
  ['redis', (prefix: string) => new RedisStore(TEST_REDIS_URL, { prefix })],
  ['memory', () => new MemoryStore()],
] as const;

describe.each(IMPLEMENTATIONS)('key-value store on %s', (kind, create) => {
  let kv: KeyValueStore;
  const prefix = testKeyPrefix();

  beforeAll(() => {
    kv = create(prefix);
  });
  afterAll(async () => {
    await kv.close();
    if (kind === 'redis') await deleteKeys(prefix);
  });

  test('reports what it is and answers a ping', async () => {
    expect(kv.kind).toBe(kind);
    await expect(kv.ping()).resolves.toBeUndefined();
  });

  test('get returns what set stored, null for a missing key', async () => {
    expect(await kv.get('missing')).toBeNull();
    expect(await kv.set('greeting', 'hello')).toBe(true);
    expect(await kv.get('greeting')).toBe('hello');
    await kv.set('greeting', 'again');
    expect(await kv.get('greeting')).toBe('again');
  });

  test('a value set with a TTL disappears after it', async () => {
    await kv.set('short', 'lived', { ttlMs: 150 });
    expect(await kv.get('short')).toBe('lived');
    const left = await kv.ttl('short');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(150);
    await sleep(250);
    expect(await kv.get('short')).toBeNull();
    expect(await kv.ttl('short')).toBe(-2);
  });

  test('onlyIfAbsent sets a key once', async () => {
    expect(await kv.set('lock', 'first', { onlyIfAbsent: true, ttlMs: 10_000 })).toBe(true);
    expect(await kv.set('lock', 'second', { onlyIfAbsent: true })).toBe(false);
    expect(await kv.get('lock')).toBe('first');
  });

  test('del removes keys and counts those that existed', async () => {
    await kv.set('a', '1');
    await kv.set('b', '2');
    expect(await kv.del('a', 'b', 'never-set')).toBe(2);
    expect(await kv.get('a')).toBeNull();
    expect(await kv.del()).toBe(0);
  });

  test('incr counts from zero, by any step, and keeps the expiry', async () => {
    expect(await kv.incr('counter')).toBe(1);
    expect(await kv.incr('counter')).toBe(2);
    expect(await kv.incr('counter', 10)).toBe(12);
    expect(await kv.incr('counter', -2)).toBe(10);
    await kv.expire('counter', 5_000);
    await kv.incr('counter');
    expect(await kv.ttl('counter')).toBeGreaterThan(1_000);
    expect(await kv.get('counter')).toBe('11');
  });

  test('incr refuses a value that is not an integer', async () => {
    await kv.set('word', 'abc');
    await expect(kv.incr('word')).rejects.toThrow(/not an integer/);
  });

  test('expire sets a TTL on an existing key only; ttl is -1 without one', async () => {
    await kv.set('persistent', 'yes');
    expect(await kv.ttl('persistent')).toBe(-1);
    expect(await kv.expire('persistent', 100)).toBe(true);
    expect(await kv.expire('nothing-here', 100)).toBe(false);
    await sleep(200);
    expect(await kv.get('persistent')).toBeNull();
  });

  test('a session-like record: JSON with a sliding expiry', async () => {
    // Margins of 400 ms either way: with 80 ms, a pause under CI's load once let the record lapse
    // before it was renewed.
    await setJson(kv, 'session:abc', { userId: 7, roles: ['admin'] }, { ttlMs: 1_000 });
    await sleep(600);
    expect(await kv.expire('session:abc', 1_000)).toBe(true);
    await sleep(600);
    expect(await getJson(kv, 'session:abc')).toEqual({ userId: 7, roles: ['admin'] });
    expect(await getJson(kv, 'session:none')).toBeNull();
  });

  test('delIfValue and expireIfValue act only while the key holds the value', async () => {
    await kv.set('held', 'mine', { ttlMs: 10_000 });
    expect(await kv.delIfValue('held', 'theirs')).toBe(false);
    expect(await kv.expireIfValue('held', 'theirs', 50_000)).toBe(false);
    expect(await kv.ttl('held')).toBeLessThanOrEqual(10_000);
    expect(await kv.expireIfValue('held', 'mine', 50_000)).toBe(true);
    expect(await kv.ttl('held')).toBeGreaterThan(10_000);
    expect(await kv.delIfValue('held', 'mine')).toBe(true);
    expect(await kv.get('held')).toBeNull();
    expect(await kv.delIfValue('held', 'mine')).toBe(false);
  });

  test('withLock runs one holder at a time, renews while it works, and gives up after its wait', async () => {
    const order: string[] = [];
    const hold = (label: string, ms: number) =>
      withLock(
        kv,
        'org:1',
        async () => {
          order.push(`${label} in`);
          await sleep(ms);
          order.push(`${label} out`);
          return label;
        },
        // A TTL the process's own pauses cannot reach: under CI's load a 150 ms one once lapsed between
        // two renewals (every TTL/3) and let the second holder in.
        { ttlMs: 1_000, waitMs: 5_000 },
      );
    // The first holder outlives the TTL twice over: renewal keeps the second one waiting.
    expect(await Promise.all([hold('a', 2_500), sleep(20).then(() => hold('b', 10))])).toEqual(['a', 'b']);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
    const busy = withLock(kv, 'org:2', () => sleep(500), { ttlMs: 1_000 });
    await sleep(20);
    await expect(withLock(kv, 'org:2', async () => 'never', { waitMs: 100 })).rejects.toBeInstanceOf(
      LockBusyError,
    );
    await busy;
    expect(await withLock(kv, 'org:2', async () => 'free again')).toBe('free again');
  });

  test('a lock whose holder vanished frees itself after its TTL', async () => {
    await kv.set('lock:org:3', 'crashed holder', { ttlMs: 100 });
    expect(await withLock(kv, 'org:3', async () => 'taken', { ttlMs: 1_000, waitMs: 1_000 })).toBe('taken');
  });
});

test('the Redis store keeps to its prefix', async () => {
  const prefix = testKeyPrefix();
  const kv = new RedisStore(TEST_REDIS_URL, { prefix });
  const raw = new RedisStore(TEST_REDIS_URL, { prefix: '' });
  try {
    await kv.set('k', 'v');
    expect(await raw.get(`${prefix}k`)).toBe('v');
  } finally {
    await kv.close();
    await raw.close();
    await deleteKeys(prefix);
  }
});
