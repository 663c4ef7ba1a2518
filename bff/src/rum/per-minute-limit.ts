// A budget of requests a minute per key (a client address, a site), in this process's memory
// (rate-limiter-flexible): each bff process counts its own share, so no store is asked per beacon.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Null while the key has budget left, else the seconds until it has; `perMinute` 0: no limit. */
export function perMinuteLimit(perMinute: number): (key: string | number) => Promise<number | null> {
  if (perMinute <= 0) return async () => null;
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return async (key) => {
    try {
      await limiter.consume(key);
      return null;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
      throw refused;
    }
  };
}
