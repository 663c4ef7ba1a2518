// The RUM time periods (spec section 9) as ranges of UTC days, both ends included.
import { chartPeriodRange } from '@pace/metrics';

export const RUM_PERIODS = [
  'today',
  'last_7_days',
  'last_14_days',
  'last_month',
  'last_3_months',
  'last_6_months',
  'year',
] as const;
export type RumPeriod = (typeof RUM_PERIODS)[number];

const DAYS: Record<Exclude<RumPeriod, 'year'>, number> = {
  today: 1,
  last_7_days: 7,
  last_14_days: 14,
  last_month: 28,
  last_3_months: 91,
  last_6_months: 182,
};

export interface DayRange {
  from: string;
  to: string;
  days: string[];
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `year` is the whole calendar year given ("all time by year"); the others end today. */
export function periodRange(period: RumPeriod, options: { year?: number; now?: Date } = {}): DayRange {
  const now = options.now ?? new Date();
  let start: Date;
  let end: Date;
  if (period === 'year') {
    const year = options.year ?? now.getUTCFullYear();
    start = new Date(Date.UTC(year, 0, 1));
    end = new Date(Math.min(Date.UTC(year, 11, 31), now.getTime()));
  } else {
    end = now;
    start = new Date(now.getTime() - (DAYS[period] - 1) * 86_400_000);
  }
  const days: string[] = [];
  for (
    let t = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
    t <= end.getTime();
    t += 86_400_000
  ) {
    days.push(dayOf(new Date(t)));
  }
  return { from: dayOf(start), to: dayOf(end), days };
}

/** A history chart's period of 3 to 24 months (`chartPeriodRange` of @pace/metrics), day by day. */
export function monthsRange(months: number, now: Date = new Date()): DayRange {
  const { from, to } = chartPeriodRange(months, now);
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) days.push(dayOf(new Date(t)));
  return { from, to, days };
}
