// The tests a plan's change grants in the billing period under way. Extra packs bought mid-period are
// charged for the part of the period left (Stripe's proration), so they grant that part of their tests; a
// downgrade is not credited (proration_behavior none) and takes effect at renewal, so the period keeps what
// was paid for. A new period grants its packs in full (see currentAllotment in account.ts).
import { PLANS, type Plan } from '@pace/platform/db';
import { TESTS_PER_PACK } from './plans.ts';

export interface PlanShape {
  plan: Plan | null;
  seats: number;
  testPacks: number;
}

/** Fewer packs, a smaller plan or fewer seats: nothing is credited, the change applies at renewal. */
export function isDowngrade(before: PlanShape, after: PlanShape): boolean {
  if (!before.plan || !after.plan) return false;
  return (
    after.testPacks < before.testPacks ||
    PLANS.indexOf(after.plan) < PLANS.indexOf(before.plan) ||
    after.seats < before.seats
  );
}

export interface AllotmentChange {
  /** The period's allotment before the change, and its packs. */
  allotmentBefore: number;
  packsBefore: number;
  packsAfter: number;
  downgrade: boolean;
  /** The billing period before the change and after it (Stripe's current_period_start/end). */
  periodStartBefore: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  now: Date;
}

/** The tests granted for the period after a change in it, or null when a new period began (its packs' amount). */
export function grantAfterChange(change: AllotmentChange): number | null {
  const { periodStart, periodEnd, periodStartBefore } = change;
  if (!periodStart || !periodEnd || periodStartBefore?.getTime() !== periodStart.getTime()) return null;
  if (change.downgrade) return change.allotmentBefore;
  const length = periodEnd.getTime() - periodStart.getTime();
  if (length <= 0) return change.allotmentBefore;
  const remaining = Math.min(length, Math.max(0, periodEnd.getTime() - change.now.getTime()));
  const added = Math.max(0, change.packsAfter - change.packsBefore);
  return change.allotmentBefore + Math.floor((added * TESTS_PER_PACK * remaining) / length);
}

export interface BilledPeriod {
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  interval: 'month' | 'year' | null;
}

/** `months` calendar months after `date`, on the same day and time (or the month's last day), as Stripe bills. */
export function addMonths(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date);
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/**
 * The period tests are counted in for a plan: its billing period, or for a yearly plan the month of it
 * that `now` is in (months counted from the period's start: a year's invoice buys twelve months' tests,
 * a month at a time). Null when Stripe has not told us the period.
 */
export function allotmentPeriod(billed: BilledPeriod, now: Date): { start: Date; end: Date } | null {
  const { currentPeriodStart: start, currentPeriodEnd: end } = billed;
  if (!start || !end) return null;
  if (billed.interval !== 'year') return { start, end };
  for (let month = 0; month < 12; month++) {
    const next = addMonths(start, month + 1);
    if (now < next || month === 11) {
      const sliceEnd = next > end ? end : next;
      return { start: addMonths(start, month), end: month === 11 ? end : sliceEnd };
    }
  }
  return { start, end };
}
