import { hasValue, type LocaleOptions, resolveLocale } from './format.ts';
import { messagesFor } from './messages.ts';
import type { MetricDefinition, Rating } from './types.ts';

export const RATINGS: readonly Rating[] = ['good', 'average', 'poor', 'ungraded', 'no_data'];

/**
 * Rates a value against the metric's good and poor stops. The budget direction says which way is
 * better (LessThan: higher is better, as for scores); the stops say which side a value equal to a stop
 * falls on. null, undefined and NaN are 'no_data'; a value of a metric without stops is 'ungraded'.
 */
export function rate(
  definition: Pick<MetricDefinition, 'stops' | 'budgetDirection'>,
  value: number | null | undefined,
): Rating {
  if (!hasValue(value)) return 'no_data';
  const { stops } = definition;
  if (!stops) return 'ungraded';
  if (definition.budgetDirection === 'LessThan') {
    if (stops.goodInclusive ? value >= stops.good : value > stops.good) return 'good';
    if (stops.poorInclusive ? value <= stops.poor : value < stops.poor) return 'poor';
    return 'average';
  }
  if (stops.goodInclusive ? value <= stops.good : value < stops.good) return 'good';
  if (stops.poorInclusive ? value >= stops.poor : value > stops.poor) return 'poor';
  return 'average';
}

/** The words for a rating: 'Good', 'Needs improvement', 'Poor', 'Not rated', 'No data'. */
export const ratingLabel = (rating: Rating, options: LocaleOptions = {}): string =>
  messagesFor(resolveLocale(options.locale)).rating[rating];

/**
 * The marker drawn beside a rating, as Lighthouse does (circle, square, triangle), so that colour is
 * never the only signal. Unrated and missing values get a neutral dash.
 */
export type RatingShape = 'circle' | 'square' | 'triangle' | 'dash';

const SHAPES: Readonly<Record<Rating, RatingShape>> = {
  good: 'circle',
  average: 'square',
  poor: 'triangle',
  ungraded: 'dash',
  no_data: 'dash',
};

export const ratingShape = (rating: Rating): RatingShape => SHAPES[rating];

/** How many sessions (or page views) rated good, needs improvement and poor. */
export interface RatingCounts {
  readonly good: number;
  readonly average: number;
  readonly poor: number;
}

/** ux_rating: the share of good sessions, 0–100, or null when there are none. */
export function uxRatingFromSessions(counts: RatingCounts): number | null {
  const total = counts.good + counts.average + counts.poor;
  return total > 0 ? (counts.good / total) * 100 : null;
}
