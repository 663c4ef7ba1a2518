// How many runs a synthetic test makes: at least the minimum, then one more at a time until the
// confidence interval of the key metric lies within the target fraction of its median (the runs agree
// well enough that one more would change little), or the cap is reached. A page that measures the same
// every time stops at the minimum; a noisy one gets the cap.
import { type Spread, spreadOf } from './spread.ts';

export interface RunCountRule {
  minRuns: number;
  maxRuns: number;
  /** The interval must lie within median ± targetFraction × |median| (0.05: 5 %). */
  targetFraction: number;
  /** Of the interval; 0.95 unless said. */
  confidence?: number;
}

export type RunCountReason = 'minimum' | 'imprecise' | 'precise' | 'cap';

export interface RunCountDecision {
  /** Whether to run once more. */
  more: boolean;
  /**
   * minimum: fewer runs than the minimum; imprecise: the interval is wider than the target; precise: it is
   * within it; cap: no more runs allowed.
   */
  reason: RunCountReason;
  spread: Spread | null;
}

export function checkRunCountRule(rule: RunCountRule): void {
  if (!Number.isInteger(rule.minRuns) || rule.minRuns < 1)
    throw new RangeError('The minimum runs must be a whole number of at least 1');
  if (!Number.isInteger(rule.maxRuns) || rule.maxRuns < rule.minRuns)
    throw new RangeError('The run cap must be a whole number no lower than the minimum runs');
  if (!(rule.targetFraction > 0)) throw new RangeError('The target fraction must be above 0');
}

/** Whether a test with these values of its key metric so far runs once more, and why. */
export function nextRun(values: readonly number[], rule: RunCountRule): RunCountDecision {
  checkRunCountRule(rule);
  const spread = values.length ? spreadOf(values, rule.confidence ?? 0.95) : null;
  if (values.length >= rule.maxRuns) return { more: false, reason: 'cap', spread };
  if (!spread || values.length < rule.minRuns) return { more: true, reason: 'minimum', spread };
  if (withinTarget(spread, rule.targetFraction)) return { more: false, reason: 'precise', spread };
  return { more: true, reason: 'imprecise', spread };
}

/** Both ends of the interval within the target fraction of the median; a single value has no interval. */
export function withinTarget(spread: Spread, targetFraction: number): boolean {
  if (spread.lower === null || spread.upper === null) return false;
  const allowed = targetFraction * Math.abs(spread.median);
  return spread.upper - spread.median <= allowed && spread.median - spread.lower <= allowed;
}
