// Live visitors counted in the process, per site and minute: the embedded mode's count (one process
// answers every beacon). Best effort like the Redis counts: a restart starts them again.
import { LIVE_WINDOW_MINUTES, minuteOf } from './stream-types.ts';

export class LiveVisitorCounts {
  private readonly counts = new Map<string, number>();
  private prunedAt = Number.NEGATIVE_INFINITY;

  add(siteId: number, receivedAt: number) {
    const minute = minuteOf(receivedAt);
    const key = `${siteId}:${minute}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    // Minutes out of the window go once a minute, not on every beacon (a scan of every site's keys was
    // a few per cent of the embedded process's time under load).
    if (minute <= this.prunedAt) return;
    this.prunedAt = minute;
    for (const old of this.counts.keys()) {
      if (Number(old.split(':')[1]) <= minute - LIVE_WINDOW_MINUTES) this.counts.delete(old);
    }
  }

  count(siteId: number, now = Date.now()) {
    const minute = minuteOf(now);
    let sum = 0;
    for (let i = 0; i < LIVE_WINDOW_MINUTES; i += 1) sum += this.counts.get(`${siteId}:${minute - i}`) ?? 0;
    return sum;
  }
}
