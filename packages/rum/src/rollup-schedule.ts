// When a day is rolled up again after new beacons: at most once per delay window per site and day (the
// job id dedupes requests within a window). A day's rollup re-reads the whole day, so busy sites wait
// longer: the delay grows with what the last rollup of the site cost (20 times its duration).
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';

const COST_FACTOR = 20;
const costKey = (siteId: number) => `rum:rollup-cost:${siteId}`;

export async function rollupDelayFor(deps: { kv: KeyValueStore; rollupDelayMs: number }, siteId: number) {
  const cost = Number((await deps.kv.get(costKey(siteId))) ?? 0);
  return Math.max(deps.rollupDelayMs, cost * COST_FACTOR);
}

export async function recordRollupCost(kv: KeyValueStore, siteId: number, durationMs: number) {
  await kv.set(costKey(siteId), String(Math.round(durationMs)), { ttlMs: 24 * 60 * 60 * 1000 });
}

export async function requestRollup(
  deps: { kv: KeyValueStore; queues: JobQueues; rollupDelayMs: number },
  siteId: number,
  day: string,
  now = Date.now(),
) {
  const delay = await rollupDelayFor(deps, siteId);
  const window = delay > 0 ? Math.floor(now / delay) : now;
  const delayMs = delay > 0 ? (window + 1) * delay - now : 0;
  await deps.queues.enqueue(
    'rum-rollups',
    'rollup-day',
    { siteId, day },
    { jobId: `rum-rollup.${siteId}.${day}.${window}`, delayMs },
  );
}
