// --from and --to: an ISO date or date-time, or a span back from now ("7d", "12h").
import { CliError, ExitCode } from './exit-codes.ts';

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

export const DEFAULT_FROM = '30d';

export function parseInstant(value: string, option: string, now = new Date()): Date {
  const relative = /^(\d+)([mhdw])$/.exec(value.trim());
  if (relative) {
    return new Date(now.getTime() - Number(relative[1]) * UNIT_MS[relative[2] as keyof typeof UNIT_MS]);
  }
  if (value.trim() === 'now') return now;
  // A plain date means the start of that day in UTC, like the dates the API returns.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value.trim())
    ? new Date(`${value.trim()}T00:00:00Z`)
    : new Date(value);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-/.test(value.trim())) {
    throw new CliError(
      `${option}: expected a date (2026-01-31), a date-time (2026-01-31T12:00:00Z) or a span back from now (7d, 12h), got "${value}"`,
      ExitCode.USAGE,
    );
  }
  return date;
}

export interface TimeRange {
  from: Date;
  to: Date;
}

export function parseTimeRange(options: { from?: string; to?: string }, now = new Date()): TimeRange {
  const from = parseInstant(options.from ?? DEFAULT_FROM, '--from', now);
  const to = options.to ? parseInstant(options.to, '--to', now) : now;
  if (from > to) throw new CliError('--from must be before --to', ExitCode.USAGE);
  return { from, to };
}

export const inRange = (at: Date, range: TimeRange) => at >= range.from && at <= range.to;
