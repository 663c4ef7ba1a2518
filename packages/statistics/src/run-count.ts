// How many runs a synthetic test makes: at least the minimum, then one more at a time until the
// confidence interval of the key metric lies within the target fraction of its median (the runs agree
// well enough that one more would change little), or the cap is reached. A page that measures the same
// every time stops at the minimum; a noisy one gets the cap. Three runs can agree by chance on a page
// whose runs fall in two groups (one test in four on the bench's page), so where the page's earlier tests
// are known their pooled run-to-run variance counts too: the test stops only when both say it may.
import { type Spread, spreadOf, squaresAbout, tHalfWidth } from './spread.ts';

/** The run-to-run variance of a page's earlier tests, each test's weighted by its degrees of freedom. */
export interface PooledVariance {
  variance: number;
  degreesOfFreedom: number;
}

export interface RunCountRule {
  minRuns: number;
  maxRuns: number;
  /** The interval must lie within median ± targetFraction × |median| (0.05: 5 %). */
  targetFraction: number;
  /** Of the interval; 0.95 unless said. */
  confidence?: number;
  /** The page's earlier tests' run-to-run variance (`pooledVariance`), when it has any. */
  earlier?: PooledVariance | null;
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
  const precise =
    withinTarget(spread, rule.targetFraction) &&
    (!rule.earlier || withinTarget(pooledSpread(spread, values, rule.earlier), rule.targetFraction));
  return precise ? { more: false, reason: 'precise', spread } : { more: true, reason: 'imprecise', spread };
}

/**
 * The variance within each sample, pooled over the samples of at least two values (those of one have no
 * spread); null when none has.
 */
export function pooledVariance(samples: readonly (readonly number[])[]): PooledVariance | null {
  let squares = 0;
  let degreesOfFreedom = 0;
  for (const sample of samples) {
    if (sample.length < 2) continue;
    squares += squaresAbout(sample, sample.reduce((sum, value) => sum + value, 0) / sample.length);
    degreesOfFreedom += sample.length - 1;
  }
  return degreesOfFreedom === 0 ? null : { variance: squares / degreesOfFreedom, degreesOfFreedom };
}

/** This test's interval of the mean with its own variance pooled with the earlier tests'. */
function pooledSpread(own: Spread, values: readonly number[], earlier: PooledVariance): Spread {
  const n = values.length;
  const degreesOfFreedom = earlier.degreesOfFreedom + n - 1;
  const squares = earlier.variance * earlier.degreesOfFreedom + squaresAbout(values, own.mean);
  const halfWidth = tHalfWidth(squares / degreesOfFreedom, n, degreesOfFreedom, own.confidence);
  return { ...own, lower: own.mean - halfWidth, upper: own.mean + halfWidth, halfWidth };
}

/** Both ends of the interval within the target fraction of the median; a single value has no interval. */
export function withinTarget(spread: Spread, targetFraction: number): boolean {
  if (spread.lower === null || spread.upper === null) return false;
  const allowed = targetFraction * Math.abs(spread.median);
  return spread.upper - spread.median <= allowed && spread.median - spread.lower <= allowed;
}
