// The worker's liveness mark: the heartbeat job writes it, /healthz reads it.
import { hostname } from 'node:os';
import { getJson, type KeyValueStore, setJson } from './redis.ts';

export const HEARTBEAT_KEY = 'worker:heartbeat';
export const HEARTBEAT_EVERY_MS = 30_000;
/** Three missed beats: the worker is considered gone. */
export const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_EVERY_MS;

export interface Heartbeat {
  /** ISO time of the beat. */
  at: string;
  host: string;
  pid: number;
}

export async function recordHeartbeat(kv: KeyValueStore, now = new Date()): Promise<Heartbeat> {
  const beat: Heartbeat = { at: now.toISOString(), host: hostname(), pid: process.pid };
  // Expires on its own, so a worker removed for good does not leave a mark forever.
  await setJson(kv, HEARTBEAT_KEY, beat, { ttlMs: 24 * 60 * 60 * 1000 });
  return beat;
}

export function readHeartbeat(kv: KeyValueStore): Promise<Heartbeat | null> {
  return getJson<Heartbeat>(kv, HEARTBEAT_KEY);
}
