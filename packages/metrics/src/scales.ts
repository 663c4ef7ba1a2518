import type { BudgetDirection, ScaleName } from './types.ts';

export interface Scale {
  readonly name: ScaleName;
  /** Default stops for metrics of this scale that have none of their own. */
  readonly good: number;
  readonly poor: number;
  /** Top of a chart's axis where the spec gives one, else null (the axis follows the data). */
  readonly max: number | null;
  /** The budget direction of metrics on this scale unless a metric says otherwise. */
  readonly direction: BudgetDirection;
  /**
   * The log-spaced histogram buckets of this scale (see histogram.ts): their range, and the anchors,
   * values added as bucket bounds so that shares of good, needs-improvement and poor values are exact
   * at the field metrics' stops. Changing any of these changes the bucket scheme, which stored histograms
   * are read back with: raise the version with it, so old histograms are refused rather than misread.
   */
  readonly histogram: {
    readonly version: number;
    readonly low: number;
    readonly high: number;
    readonly anchors: readonly number[];
  };
}

const scale = (s: Scale): Scale => Object.freeze(s);

export const SCALES: Readonly<Record<ScaleName, Scale>> = Object.freeze({
  // From the spec's generic scales.
  duration: scale({
    name: 'duration',
    good: 2500,
    poor: 5000,
    max: 30000,
    direction: 'GreaterThan',
    histogram: {
      version: 1,
      low: 1,
      high: 60000,
      anchors: [25, 50, 100, 150, 175, 200, 250, 300, 500, 800, 1000, 1800, 2500, 3000, 4000],
    },
  }),
  score: scale({
    name: 'score',
    good: 90,
    poor: 49,
    max: 100,
    direction: 'LessThan',
    histogram: { version: 1, low: 1, high: 100, anchors: [49, 90] },
  }),
  size: scale({
    name: 'size',
    good: 1_000_000,
    poor: 5_000_000,
    max: null,
    direction: 'GreaterThan',
    histogram: { version: 1, low: 100, high: 1e9, anchors: [153_600, 307_200, 1_000_000, 5_000_000] },
  }),
  milli: scale({
    name: 'milli',
    good: 100,
    poor: 250,
    max: null,
    direction: 'GreaterThan',
    histogram: { version: 1, low: 1, high: 10000, anchors: [100, 250] },
  }),
  count: scale({
    name: 'count',
    good: 25,
    poor: 75,
    max: null,
    direction: 'GreaterThan',
    histogram: { version: 1, low: 1, high: 10000, anchors: [25, 75] },
  }),
  trust: scale({
    name: 'trust',
    good: 25,
    poor: 75,
    max: null,
    direction: 'GreaterThan',
    histogram: { version: 1, low: 1, high: 10000, anchors: [25, 75, 500, 1000] },
  }),
  // Not in the spec's list: ux_rating's stops, and field CLS, which CrUX and web-vitals report unitless.
  percentage: scale({
    name: 'percentage',
    good: 75,
    poor: 50,
    max: 100,
    direction: 'LessThan',
    histogram: { version: 1, low: 1, high: 100, anchors: [50, 75] },
  }),
  layoutShift: scale({
    name: 'layoutShift',
    good: 0.1,
    poor: 0.25,
    max: null,
    direction: 'GreaterThan',
    histogram: { version: 1, low: 0.001, high: 10, anchors: [0.1, 0.25] },
  }),
});
