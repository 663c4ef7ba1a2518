import { describe, expect, it } from 'vitest';
import {
  CRUX,
  DEFAULT_LOCALE,
  describeStops,
  formatCurrency,
  formatDate,
  formatMetric,
  formatMilliseconds,
  formatNumber,
  formatRegion,
  formatRelativeTime,
  formatShare,
  formatterLabel,
  NO_VALUE,
  RUM,
  resolveLocale,
  SYNTHETIC,
} from '../src/index.ts';

describe('formatMetric: humanDuration (milliseconds)', () => {
  it.each([
    [0, '0 ms'],
    [0.44, '0.4 ms'],
    [5, '5 ms'],
    [850, '850 ms'],
    [999.4, '999 ms'],
    [999.6, '1.0 s'], // rounds to a second, so it is shown in seconds
    [1000, '1.0 s'],
    [2500, '2.5 s'],
    [4000, '4.0 s'],
    [9960, '10 s'],
    [12_345, '12 s'],
    [59_600, '1 min'],
    [210_000, '3.5 min'],
    [754_000, '13 min'],
    [-120, '-120 ms'],
  ])('%d → %s', (value, text) => {
    expect(formatMetric(SYNTHETIC.lcp, value)).toBe(text);
  });
});

describe('formatMetric: fileSize (bytes, decimal steps of 1000)', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [999, '999 B'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [15_340, '15.3 KB'],
    [99_960, '100 KB'],
    [153_600, '154 KB'],
    [999_600, '1 MB'],
    [2_345_678, '2.3 MB'],
    [5_000_000_000, '5 GB'],
  ])('%d → %s', (value, text) => {
    expect(formatMetric(SYNTHETIC.script_transfer_size, value)).toBe(text);
  });
});

describe('formatMetric: other formatters', () => {
  it('gradeScore shows a whole 0–100 score', () => {
    expect(formatMetric(SYNTHETIC.performance_score, 92.4)).toBe('92');
    expect(formatMetric(SYNTHETIC.performance_score, 100)).toBe('100');
  });

  it('milliunit shows synthetic CLS as 0.xx', () => {
    expect([0, 5, 100, 123, 250, 1500].map((v) => formatMetric(SYNTHETIC.cls, v))).toEqual([
      '0.00',
      '0.01',
      '0.10',
      '0.12',
      '0.25',
      '1.50',
    ]);
  });

  it('trust shows field CLS with two decimals, and counts whole', () => {
    expect(formatMetric(CRUX.cls, 0.1)).toBe('0.10');
    expect(formatMetric(RUM.cls, 0.057)).toBe('0.06');
    expect(formatMetric(SYNTHETIC.third_party_count, 1234)).toBe('1,234');
    expect(formatMetric(SYNTHETIC.benchmark_index, 1523.5)).toBe('1,524');
  });

  it('percentage shows a 0–100 share', () => {
    expect(formatMetric(RUM.ux_rating, 76.4)).toBe('76%');
    expect(formatMetric(RUM.ux_rating, 100)).toBe('100%');
  });

  it.each([null, undefined, Number.NaN])('shows %s as no value', (value) => {
    expect(formatMetric(SYNTHETIC.lcp, value)).toBe(NO_VALUE);
  });
});

describe('locales', () => {
  it('defaults to en', () => {
    expect(DEFAULT_LOCALE).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });

  it('falls back to en for a tag that is not a locale, rather than throwing on a screen', () => {
    expect(resolveLocale('not a locale!')).toBe('en');
    // A well-formed tag of a language without data would otherwise get the runtime's own default.
    expect(resolveLocale('zz')).toBe('en');
    expect(resolveLocale('en-gb')).toBe('en-GB');
    expect(formatMetric(SYNTHETIC.lcp, 2500, { locale: 'not a locale!' })).toBe('2.5 s');
  });

  it('follows the locale for numbers and for units the product has no words for', () => {
    // CLDR's own unit names, whichever ICU version the runtime ships ('2,5 Sek.', '1,5 ko').
    const cldr = (locale: string, unit: string, value: number, digits: number) =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        minimumFractionDigits: digits,
        maximumFractionDigits: 1,
      }).format(value);
    expect(formatMetric(SYNTHETIC.lcp, 2500, { locale: 'de' })).toBe(cldr('de', 'second', 2.5, 1));
    expect(formatMetric(SYNTHETIC.lcp, 2500, { locale: 'de' })).toMatch(/^2,5\s?\S+/);
    expect(formatMetric(SYNTHETIC.total_size, 1500, { locale: 'fr' })).toBe(cldr('fr', 'kilobyte', 1.5, 0));
    expect(formatMetric(SYNTHETIC.total_size, 1500, { locale: 'fr' })).toMatch(/^1,5\s?ko$/);
    expect(formatMetric(SYNTHETIC.third_party_count, 1234, { locale: 'de' })).toBe('1.234');
    expect(formatMetric(CRUX.cls, 0.1, { locale: 'de' })).toBe('0,10');
    expect(formatMetric(RUM.ux_rating, 76, { locale: 'de' })).toBe('76\u00a0%');
    expect(formatNumber(1234.5, { locale: 'de' })).toBe('1.234,5');
  });

  it('keeps the product’s unit words in every English locale', () => {
    expect(formatMetric(SYNTHETIC.total_size, 1500, { locale: 'en-GB' })).toBe('1.5 KB');
  });
});

describe('formatNumber', () => {
  it('passes Intl options through', () => {
    expect(formatNumber(0.256, { style: 'percent', maximumFractionDigits: 1 })).toBe('25.6%');
    expect(formatNumber(12_345, { notation: 'compact' })).toBe('12K');
    expect(formatNumber(null)).toBe(NO_VALUE);
  });
});

describe('formatDate', () => {
  const when = '2025-01-05T14:30:00Z';

  it.each([
    ['date', 'Jan 5, 2025'],
    ['dateTime', 'Jan 5, 2025, 2:30 PM'],
    ['time', '2:30 PM'],
    ['dayMonth', 'Jan 5'],
    ['monthYear', 'Jan 2025'],
  ] as const)('%s → %s', (style, text) => {
    expect(formatDate(when, { style, timeZone: 'UTC' }).replace(/\u202f/g, ' ')).toBe(text);
  });

  it('takes a Date, epoch milliseconds or an ISO string alike', () => {
    const date = new Date(when);
    const texts = [date, date.getTime(), when].map((v) => formatDate(v, { timeZone: 'UTC' }));
    expect(new Set(texts)).toEqual(new Set(['Jan 5, 2025']));
  });

  it('follows the locale and the time zone', () => {
    expect(formatDate(when, { locale: 'de', style: 'dateTime', timeZone: 'Europe/Berlin' })).toBe(
      '05.01.2025, 15:30',
    );
  });

  it('shows no value for a missing or invalid date, and ignores an unknown time zone', () => {
    expect(formatDate(null)).toBe(NO_VALUE);
    expect(formatDate('not a date')).toBe(NO_VALUE);
    expect(formatDate(when, { timeZone: 'Mars/Olympus' })).toMatch(/2025/);
  });
});

describe('labels', () => {
  it('names each formatter as the spec does', () => {
    expect(
      (['gradeScore', 'trust', 'fileSize', 'humanDuration', 'milliunit', 'percentage'] as const).map((f) =>
        formatterLabel(f),
      ),
    ).toEqual(['Score', 'Number', 'Size', 'Duration', 'Milliunit', 'Percentage']);
  });

  it('describes stops in the requested locale', () => {
    expect(describeStops(SYNTHETIC.lcp, { locale: 'de' })).toBe(
      'Good: 2,5 Sek. or less. Poor: more than 4,0 Sek.',
    );
  });
});

describe('money, shares, relative times and regions', () => {
  it('formats an amount in its currency with two decimals', () => {
    expect(formatCurrency(12, 'usd')).toBe('$12.00');
    expect(formatCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatCurrency(9.5, 'EUR', { locale: 'de' })).toBe('9,50\u00a0€');
    expect(formatCurrency(null, 'USD')).toBe(NO_VALUE);
  });

  it('formats a share as a whole percentage', () => {
    expect(formatShare(0.753)).toBe('75%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(undefined)).toBe(NO_VALUE);
  });

  it('says how long ago in the largest whole unit', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(formatRelativeTime(now - 3 * 86_400_000, { now })).toBe('3 days ago');
    expect(formatRelativeTime(now - 86_400_000, { now })).toBe('yesterday');
    expect(formatRelativeTime(now + 2 * 3_600_000, { now })).toBe('in 2 hours');
    expect(formatRelativeTime(now - 5_000, { now })).toBe('now');
    expect(formatRelativeTime('not a date', { now })).toBe(NO_VALUE);
  });

  it('names regions, and keeps a code it does not know', () => {
    expect(formatRegion('DE')).toBe('Germany');
    expect(formatRegion('gb')).toBe('United Kingdom');
    expect(formatRegion('')).toBe('');
  });

  it('formats any timing in milliseconds as metric durations are', () => {
    expect(formatMilliseconds(412)).toBe('412 ms');
    expect(formatMilliseconds(2500)).toBe('2.5 s');
    expect(formatMilliseconds(null)).toBe(NO_VALUE);
  });

  it('has a long date style', () => {
    expect(formatDate('2026-11-23T12:00:00Z', { style: 'longDate', timeZone: 'UTC' })).toBe(
      'November 23, 2026',
    );
  });
});
