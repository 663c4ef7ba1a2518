// Money, dates and counts as the billing screens show them, through the formatting of @pace/metrics.
import { formatCurrency, formatDate, formatNumber } from '@pace/metrics';

export function money(cents: number, currency: string): string {
  return formatCurrency(cents / 100, currency);
}

/** `timeZone`: 'UTC' for what is counted in UTC days (RUM page views' months). */
export function day(iso: string | null | undefined, timeZone?: string): string {
  return formatDate(iso || null, timeZone ? { timeZone } : {});
}

export function count(value: number): string {
  return formatNumber(value);
}

export const per = (interval: string | null | undefined) => (interval === 'year' ? 'year' : 'month');

/** Days from now until `iso`, at least 0. */
export function daysUntil(iso: string | null | undefined, now = Date.now()): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now) / 86_400_000));
}

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Free trial',
  past_due: 'Payment overdue',
  paused: 'Paused',
  canceled: 'Canceled',
  trial_canceled: 'Trial canceled',
  trial_expired: 'Trial expired',
};

/** '1 team', '5 teams'. */
export function plural(value: number, noun: string): string {
  return `${count(value)} ${noun}${value === 1 ? '' : 's'}`;
}
