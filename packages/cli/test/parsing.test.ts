// The pure parts: <team>/<site>, --from/--to, --format, --pages/--metrics and the CSV they produce.
import { describe, expect, it } from 'vitest';
import { kindOf } from '../src/commands/export-artifacts.ts';
import { CliError, ExitCode } from '../src/exit-codes.ts';
import { chooseFormat, toCsv, toText } from '../src/output.ts';
import { choose, chooseMetrics } from '../src/site-data.ts';
import { parseSiteRef } from '../src/site-ref.ts';
import { parseInstant, parseTimeRange } from '../src/time-range.ts';

const usage = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    return (error as CliError).exitCode;
  }
  throw new Error('expected a CliError');
};

describe('parsing', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('reads <team>/<site>', () => {
    expect(parseSiteRef('shop/www')).toEqual({ teamId: 'shop', siteId: 'www' });
    for (const bad of ['shop', 'shop/', '/www', 'a/b/c', 'a b/c']) {
      expect(usage(() => parseSiteRef(bad))).toBe(ExitCode.USAGE);
    }
  });

  it('reads dates, date-times and spans back from now', () => {
    expect(parseInstant('2026-01-31', '--from', now).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(parseInstant('2026-01-31T08:30:00+01:00', '--from', now).toISOString()).toBe(
      '2026-01-31T07:30:00.000Z',
    );
    expect(parseInstant('7d', '--from', now).toISOString()).toBe('2026-03-03T12:00:00.000Z');
    expect(parseInstant('12h', '--from', now).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(parseInstant('2w', '--from', now).toISOString()).toBe('2026-02-24T12:00:00.000Z');
    expect(parseInstant('now', '--to', now)).toEqual(now);
    for (const bad of ['yesterday', '7', '2026-13-45', '1.5d']) {
      expect(usage(() => parseInstant(bad, '--from', now))).toBe(ExitCode.USAGE);
    }
  });

  it('defaults to the last 30 days and refuses a range that ends before it starts', () => {
    expect(parseTimeRange({}, now)).toEqual({ from: new Date('2026-02-08T12:00:00Z'), to: now });
    expect(usage(() => parseTimeRange({ from: '1d', to: '2d' }, now))).toBe(ExitCode.USAGE);
  });

  it('takes the format from --format, else from --out, else CSV', () => {
    expect(chooseFormat(undefined, undefined)).toBe('csv');
    expect(chooseFormat(undefined, 'out/metrics.JSON')).toBe('json');
    expect(chooseFormat('csv', 'metrics.json')).toBe('csv');
    expect(usage(() => chooseFormat('xlsx', undefined))).toBe(ExitCode.USAGE);
  });

  it('finds pages by uuid or name in any case, metrics by key', () => {
    const pages = [
      { uuid: 'u-1', name: 'Home' },
      { uuid: 'u-2', name: 'Pricing, yearly' },
    ];
    expect(choose(pages, undefined, 'page')).toBe(pages);
    expect(choose(pages, 'home, u-2', 'page')).toEqual(pages);
    expect(usage(() => choose(pages, 'Blog', 'page'))).toBe(ExitCode.USAGE);
    const metrics = [
      { key: 'lcp', name: 'LCP', recommended: true },
      { key: 'tti', name: 'TTI', recommended: false },
    ];
    expect(chooseMetrics(metrics, undefined).map((metric) => metric.key)).toEqual(['lcp']);
    expect(chooseMetrics(metrics, 'TTI,lcp').map((metric) => metric.key)).toEqual(['tti', 'lcp']);
    expect(usage(() => chooseMetrics(metrics, 'fid'))).toBe(ExitCode.USAGE);
  });

  it('quotes CSV cells that need it and aligns tables', () => {
    expect(
      toCsv({
        columns: ['page', 'value'],
        rows: [
          ['Pricing, yearly', 1.5],
          ['Say "hi"', null],
        ],
      }),
    ).toBe('page,value\n"Pricing, yearly",1.5\n"Say ""hi""",\n');
    expect(toText({ columns: ['A', 'B'], rows: [['long value', 'x']] })).toBe(
      'A           B\nlong value  x\n',
    );
  });

  it('escapes CSV cells a spreadsheet would run as formulas, as OWASP says', () => {
    const formulas = ['=HYPERLINK("https://evil.test")', '+1+1', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const csv = toCsv({ columns: ['name'], rows: formulas.map((cell) => [cell]) });
    expect(csv).toBe(
      'name\n"\'=HYPERLINK(""https://evil.test"")"\n"\'+1+1"\n"\'-2+3"\n"\'@SUM(A1)"\n"\'\tx"\n"\'\rx"\n',
    );
    // Our own figures stay numbers: a negative number is not a formula.
    expect(toCsv({ columns: ['change'], rows: [[-0.25]] })).toBe('change\n-0.25\n');
  });

  it('tells artifact kinds by the names the workers give them', () => {
    expect(kindOf('lighthouse.json')).toBe('lighthouse');
    expect(kindOf('screenshot.webp')).toBe('screenshot');
    expect(kindOf('filmstrip-12.jpg')).toBe('filmstrip');
    expect(kindOf('notes.txt')).toBeNull();
  });
});
