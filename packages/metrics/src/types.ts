/** Where a measurement comes from: our Lighthouse audits, Chrome's field data, or our RUM agent. */
export type MetricSource = 'synthetic' | 'crux' | 'rum';

/**
 * How a value is shown. The formatter also fixes the unit the value is stored in:
 * - gradeScore: a 0–100 score (Lighthouse's 0–1 category score times 100)
 * - trust: a plain number (counts, the benchmark index, field CLS)
 * - fileSize: bytes
 * - humanDuration: milliseconds
 * - milliunit: thousandths of a unitless value (synthetic CLS 0.1 is stored as 100)
 * - percentage: a 0–100 share
 */
export type Formatter = 'gradeScore' | 'trust' | 'fileSize' | 'humanDuration' | 'milliunit' | 'percentage';

/**
 * Which side of a budget fails. GreaterThan: exceeded when the measured value goes above the budget
 * (durations, counts, sizes: lower is better). LessThan: exceeded when it goes below (scores, ux_rating,
 * the benchmark index: higher is better). Rating uses the same field to know which way is better.
 */
export type BudgetDirection = 'GreaterThan' | 'LessThan';

/** Grouping used by metric pickers; `historical` holds deprecated metrics kept for old measurements. */
export type MetricCategory =
  | 'lighthouse'
  | 'paint'
  | 'runtime'
  | 'request'
  | 'byteSize'
  | 'thirdParty'
  | 'historical'
  | 'diagnostic'
  | 'rum';

/**
 * The generic scales of the spec (duration, score, size, milli, count, trust) plus two it does not name:
 * percentage (ux_rating) and layoutShift (field CLS, a unitless value around 0–1).
 */
export type ScaleName =
  | 'duration'
  | 'score'
  | 'size'
  | 'milli'
  | 'count'
  | 'trust'
  | 'percentage'
  | 'layoutShift';

/**
 * Good and poor stops in the metric's stored unit. Whether a value equal to a stop falls on the good or
 * poor side differs between conventions, so it is data rather than code:
 * - lower is better (Core Web Vitals): good when ≤ good, poor when > poor (4000 ms LCP is not poor)
 * - higher is better (Lighthouse scores): good when ≥ good, poor when ≤ poor (49 is poor)
 * - ux_rating: good when > 75 %, poor when < 50 % (both stops themselves rate "needs improvement")
 */
export interface Stops {
  readonly good: number;
  readonly poor: number;
  /** A value equal to `good` rates good. */
  readonly goodInclusive: boolean;
  /** A value equal to `poor` rates poor. */
  readonly poorInclusive: boolean;
}

export interface MetricDefinition {
  /** Unique within its source; used in routes (`crux/metrics/{key}`) and stored budgets. */
  readonly key: string;
  readonly source: MetricSource;
  /**
   * The name of the measured value: the Lighthouse audit or category id for synthetic metrics that have
   * one, the CrUX API metric name for CrUX, the web-vitals metric (and attribution property) name for
   * RUM, otherwise the name the stored measurement uses.
   */
  readonly valueField: string;
  readonly name: string;
  readonly abbreviation: string;
  readonly formatter: Formatter;
  readonly budgetDirection: BudgetDirection;
  readonly scale: ScaleName;
  readonly category: MetricCategory;
  /** null: the spec gives no stops for this metric, so it is never rated (see `rate`). */
  readonly stops: Stops | null;
  /** Suggested first when a user picks metrics for a budget or a dashboard. */
  readonly recommended: boolean;
  /** Key of the metric this one is a part of (LCP, INP and TTFB sub-metrics), else null. */
  readonly parent: string | null;
  /** Keys of this metric's parts, in the order they add up. */
  readonly subMetrics: readonly string[];
  readonly docsPath: string;
  readonly tooltip: string;
  /** The stops in words, in the default locale; `describeStops` gives them in another. */
  readonly thresholdsText: string;
  /**
   * How many times the usual variation a change must be to count as significant. 'unknown' where the
   * spec gives no value: no number is invented.
   */
  readonly significantChangeMultiplier: number | 'unknown';
  /** Fraction digits for the trust and percentage formatters (default 0). */
  readonly fractionDigits?: number;
}

/** A metric's rating. `ungraded`: a value exists but the metric has no stops. */
export type Rating = 'good' | 'average' | 'poor' | 'ungraded' | 'no_data';

/** Where a measurement stands against its budget (see budget.ts). */
export type BudgetState = 'met' | 'at_risk' | 'exceeded' | 'no_measurement';

/** The Core Web Vitals assessment (see crux-assessment.ts). */
export type CruxAssessment = 'pass' | 'fail' | 'not_assessed';
