import { hasValue, type LocaleOptions, resolveLocale } from './format.ts';
import { messagesFor } from './messages.ts';
import type { BudgetState, MetricDefinition } from './types.ts';

// The type lives with the other shared types, so messages.ts needs nothing from this file.
export type { BudgetState } from './types.ts';

export const BUDGET_STATES: readonly BudgetState[] = ['met', 'at_risk', 'exceeded', 'no_measurement'];

/** A budget is at risk when the measurement is within this share of the budget value (spec: 10 %). */
export const BUDGET_AT_RISK_SHARE = 0.1;
/** Budget history is shown only with at least this many measurements… */
export const BUDGET_HISTORY_MIN_MEASUREMENTS = 15;
/** …within this window. */
export const BUDGET_HISTORY_WINDOW_DAYS = 90;

/**
 * The state of a budget for one measurement. GreaterThan budgets (durations, counts, sizes) are exceeded
 * above the budget value, LessThan budgets (scores, ux_rating, benchmark index) below it. A measurement
 * on the passing side but within 10 % of the budget value from it (the budget value itself included) is
 * at risk: for a 2500 ms budget that is 2250–2500 ms, for a score budget of 90 it is 90–99. A budget of
 * 0 has no band: meeting it exactly is met.
 */
export function budgetState(
  definition: Pick<MetricDefinition, 'budgetDirection'>,
  budgetValue: number,
  measuredValue: number | null | undefined,
): BudgetState {
  if (!Number.isFinite(budgetValue))
    throw new RangeError(`A budget value must be a finite number: ${budgetValue}`);
  if (!hasValue(measuredValue)) return 'no_measurement';
  // How far the measurement is from failing; negative once it fails.
  const headroom =
    definition.budgetDirection === 'GreaterThan' ? budgetValue - measuredValue : measuredValue - budgetValue;
  if (headroom < 0) return 'exceeded';
  const band = Math.abs(budgetValue) * BUDGET_AT_RISK_SHARE;
  // The band and the headroom are both rounded doubles (0.1 − 0.09 > 0.1 × 0.1): compare with a
  // tolerance far below any meaningful difference, so a value exactly 10 % away is at risk.
  const tolerance = Math.abs(budgetValue) * 1e-12;
  if (band > 0 && headroom - band <= tolerance) return 'at_risk';
  return 'met';
}

/** Whether a budget has enough measurements to show its history (spec: at least 15 in 90 days). */
export const hasBudgetHistory = (measurementCount: number): boolean =>
  measurementCount >= BUDGET_HISTORY_MIN_MEASUREMENTS;

/** The words for a budget state: 'Met', 'At risk', 'Exceeded', 'No measurement'. */
export const budgetStateLabel = (state: BudgetState, options: LocaleOptions = {}): string =>
  messagesFor(resolveLocale(options.locale)).budget[state];
