// A lock that expires, on the key-value store: Redis when configured (every process sees it), the
// in-memory store otherwise (one process, which is then the only one). The holder renews it while its
// work runs, so a slow holder keeps it and a crashed one loses it after `ttlMs`; only the holder's token
// releases it.
import { randomUUID } from 'node:crypto';
import type { KeyValueStore } from './types.ts';

export interface LockOptions {
  /** How long the lock lasts without renewal (a crashed holder's lock frees after this). */
  ttlMs?: number;
  /** How long to wait for a lock someone else holds before giving up with LockBusyError. */
  waitMs?: number;
}

/** The lock stayed taken for the whole wait. */
export class LockBusyError extends Error {
  override name = 'LockBusyError';
}

const POLL_MS = 50;

/** Runs `work` holding the lock `name`; waits for it while another holder has it. */
export async function withLock<T>(
  kv: KeyValueStore,
  name: string,
  work: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const ttlMs = options.ttlMs ?? 30_000;
  const waitMs = options.waitMs ?? 15_000;
  const key = `lock:${name}`;
  const token = randomUUID();
  const giveUpAt = Date.now() + waitMs;
  while (!(await kv.set(key, token, { ttlMs, onlyIfAbsent: true }))) {
    if (Date.now() >= giveUpAt) throw new LockBusyError(`${name} is locked`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + Math.random() * POLL_MS));
  }
  const renewal = setInterval(() => {
    kv.expireIfValue(key, token, ttlMs).catch(() => {});
  }, ttlMs / 3);
  renewal.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await kv.delIfValue(key, token).catch(() => {});
  }
}
