// A history chart's table on any day: one row per collection period within the chosen months (the moving
// average adds none), the time axis starting on the period's first day, and the chart legend never
// mistaken for the data. The clock is set to days where month lengths, leap years and weekdays move the
// period's first day.
import { chartPeriodRange } from '@pace/metrics';
import { act } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { HistoryChart, periodSpan, type TimeSeries } from '../src/charts';
import { pageRoot } from '../src/testing';

const DAY_MS = 86_400_000;
const DAYS = [
  '2026-11-25T10:41:00Z',
  '2026-01-31T23:59:00Z',
  '2026-02-28T12:00:00Z',
  '2028-02-29T08:00:00Z',
  '2026-03-01T00:00:30Z',
  '2026-11-30T12:00:00Z',
  '2026-11-29T12:00:00Z',
  '2026-12-31T18:00:00Z',
];

const page = pageRoot();
afterEach(() => {
  vi.useRealTimers();
});

/** Weekly periods ending on Saturdays for a year before `today`, as the screen receives them. */
function weeklyPoints(today: Date, months: number): TimeSeries['points'] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const saturday = midnight - ((today.getUTCDay() + 1) % 7) * DAY_MS;
  const from = Date.parse(`${chartPeriodRange(months, today).from}T00:00:00Z`);
  return Array.from({ length: 53 }, (_, i) => saturday - (52 - i) * 7 * DAY_MS)
    .filter((t) => t >= from)
    .map((t, i) => ({ t, value: 2000 + i }));
}

describe.each(DAYS)('on %s', (now) => {
  test.each([3, 6, 12] as const)('%d months with a 1-month average: a row per period', (months) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const today = new Date();
    const points = weeklyPoints(today, months);
    act(() =>
      page.root.render(
        <HistoryChart
          label="LCP at the 75th percentile"
          series={{ name: 'p75', points }}
          choice={{ months, average: '1m' }}
          onChoiceChange={() => {}}
          formatValue={String}
          formatTime={(t) => new Date(t).toISOString().slice(0, 10)}
          theme="light"
        />,
      ),
    );
    const table = [...page.host.querySelectorAll('table')].find(
      (t) => t.querySelector('caption')?.textContent === 'LCP at the 75th percentile',
    )!;
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(points.length);
    expect(rows[0]!.querySelector('th')!.textContent! >= chartPeriodRange(months, today).from).toBe(true);
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Date',
      'p75',
      'p75, 1 month average',
    ]);
    // A week a row: the period's length in weeks, give or take the weekday it starts on.
    const [start, end] = periodSpan(months, today);
    expect(start).toBe(Date.parse(`${chartPeriodRange(months, today).from}T00:00:00Z`));
    const weeks = (end - start) / (7 * DAY_MS);
    expect(rows.length).toBeGreaterThanOrEqual(Math.floor(weeks) - 1);
    expect(rows.length).toBeLessThanOrEqual(Math.ceil(weeks));
  });
});
