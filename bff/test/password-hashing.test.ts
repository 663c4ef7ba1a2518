// Password hashes wait in a line of their own: at most HASHING_CONCURRENCY run at once (libuv's pool of 4
// stays free for DNS, zlib and files), and past HASHING_QUEUE_LIMIT waiting a sign-in is refused with a
// 429 at once instead of queueing for minutes.
import { TooManyRequestsError } from '@pace/platform/errors';
import { expect, it } from 'vitest';
import {
  HASHING_CONCURRENCY,
  HASHING_QUEUE_LIMIT,
  hashingLoad,
  hashPassword,
  verifyPassword,
} from '../src/accounts/passwords.ts';

it('runs two hashes at a time and refuses what would wait too long', async () => {
  const stored = await hashPassword('the right password');
  let busiest = 0;
  const sampler = setInterval(() => {
    busiest = Math.max(busiest, hashingLoad().running);
  }, 5);
  const flood = 40;
  const outcomes = await Promise.allSettled(
    Array.from({ length: flood }, (_, guess) => verifyPassword(`guess ${guess}`, stored)),
  );
  clearInterval(sampler);
  const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
  expect(refused).toHaveLength(flood - HASHING_QUEUE_LIMIT);
  for (const outcome of refused) {
    expect(outcome.reason).toBeInstanceOf(TooManyRequestsError);
    expect((outcome.reason as Error).message).toBe('Too many sign-ins at once; try again in a moment');
  }
  expect(
    outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value === false),
  ).toHaveLength(HASHING_QUEUE_LIMIT);
  expect(busiest).toBeGreaterThan(0);
  expect(busiest).toBeLessThanOrEqual(HASHING_CONCURRENCY);
  expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  expect(await verifyPassword('the right password', stored)).toBe(true);
  // 25 hashes at 128 MiB each, two at a time: seconds on a quiet machine, minutes on a loaded one.
}, 240_000);
