import { describe, expect, test } from 'vitest';
import { historyChoiceFrom, historyLines, historySearch, periodSpan, withMovingAverage } from '../src/charts';
import { timeTicks } from '../src/charts/TimeSeriesChart';

const DAY = 86_400_000;

describe('history choice in the URL', () => {
  test('reads months and average, falling back to 3 months and no average', () => {
    expect(historyChoiceFrom({})).toEqual({ months: 3, average: null });
    expect(historyChoiceFrom({ months: 12, average: '1m' })).toEqual({ months: 12, average: '1m' });
    expect(historyChoiceFrom({ months: '18', average: '6m' })).toEqual({ months: 18, average: '6m' });
    expect(historyChoiceFrom({ months: 5, average: '2w' })).toEqual({ months: 3, average: null });
  });

  test('writes them back, keeping the other parameters and leaving defaults out', () => {
    expect(historySearch({ formFactor: 'PHONE', months: 6 }, { months: 24, average: '3m' })).toBe(
      '?formFactor=PHONE&months=24&average=3m',
    );
    expect(historySearch({ months: 6, average: '1w' }, { months: 3, average: null })).toBe('');
  });
});

describe('withMovingAverage', () => {
  const raw = {
    name: 'p75',
    points: [10, 20, 30].map((value, i) => ({ t: i * DAY, value })),
  };

  test('the raw series alone without a window', () => {
    expect(withMovingAverage(raw, null)).toEqual([raw]);
  });

  test('adds the dashed average named after its window', () => {
    const [first, average] = withMovingAverage(raw, '1w');
    expect(first).toBe(raw);
    expect(average).toEqual({
      name: 'p75, 1 week average',
      dashed: true,
      points: [
        { t: 0, value: 10 },
        { t: DAY, value: 15 },
        { t: 2 * DAY, value: 20 },
      ],
    });
  });
});

describe('periodSpan', () => {
  test('runs from the first day of the period to now', () => {
    const now = new Date(Date.UTC(2026, 10, 23, 12));
    expect(periodSpan(3, now)).toEqual([Date.UTC(2026, 7, 24), now.getTime()]);
    expect(periodSpan(24, now)).toEqual([Date.UTC(2024, 10, 24), now.getTime()]);
  });
});

describe('historyLines', () => {
  const at = (value: number) => [{ t: 0, value }];
  const phone = { name: 'Home · Phone', points: at(1000) };
  const desktop = { name: 'Home · Desktop', points: at(500), dashed: true };

  test('the raw series as they are without a window', () => {
    expect(historyLines([phone, desktop], null)).toEqual([phone, desktop]);
  });

  test('each raw series thin, followed by its average bold in the same colour', () => {
    const lines = historyLines([phone, desktop], '3m');
    expect(lines.map(({ name, colour, weight, dashed }) => ({ name, colour, weight, dashed }))).toEqual([
      { name: 'Home · Phone', colour: 0, weight: 'light', dashed: undefined },
      { name: 'Home · Phone, 3 months average', colour: 0, weight: 'bold', dashed: undefined },
      { name: 'Home · Desktop', colour: 1, weight: 'light', dashed: true },
      { name: 'Home · Desktop, 3 months average', colour: 1, weight: 'bold', dashed: true },
    ]);
  });
});

describe('time axis labels', () => {
  test('day and month over months, month and year over longer spans', () => {
    const s = (y: number, m: number, d: number) => Date.UTC(y, m, d) / 1000;
    expect(timeTicks([s(2026, 9, 6), s(2026, 10, 20)])).toEqual(['Oct 6', 'Nov 20']);
    expect(timeTicks([s(2025, 0, 1), s(2026, 10, 1)])).toEqual(['Jan 2025', 'Nov 2026']);
  });
});
