// The daily CrUX collection spread over the day: each site starts at its own moment of the 24 hours
// after the daily schedule runs, not all at midnight, so the project's quota (150 queries a minute) is
// not spent in the first minutes by whoever comes first.
const DAY_MS = 24 * 60 * 60 * 1000;
/** The fractional part of the golden ratio: consecutive site ids land far apart, evenly over the day. */
const GOLDEN = 0.6180339887498949;

export function dailySpreadDelayMs(siteId: number): number {
  return Math.floor(((siteId * GOLDEN) % 1) * DAY_MS);
}
