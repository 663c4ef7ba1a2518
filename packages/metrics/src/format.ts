import { type DisplayUnit, fill, hasMessages, messagesFor } from './messages.ts';
import type { Formatter, MetricDefinition } from './types.ts';

/** The product's default locale (spec section 9). */
export const DEFAULT_LOCALE = 'en';

/** What every formatter shows for a missing value (null, undefined, NaN, an invalid date). */
export const NO_VALUE = '—';

export interface LocaleOptions {
  /** A BCP 47 tag such as 'en', 'en-GB', 'de'. Missing or invalid: DEFAULT_LOCALE. */
  readonly locale?: string;
}

/** A number that can be shown or rated: null, undefined and NaN mean "no data". */
export const hasValue = (value: number | null | undefined): value is number =>
  typeof value === 'number' && !Number.isNaN(value);

// Intl objects are costly to build and charts format thousands of values, so they are cached. The
// locale comes from user settings or request headers: keep the caches bounded.
const CACHE_LIMIT = 200;
function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    value = create();
    cache.set(key, value);
  }
  return value;
}

const locales = new Map<string, string>();
/**
 * The canonical form of a locale tag, or DEFAULT_LOCALE when it is missing, not a valid tag, or a
 * language the runtime has no data for (Intl would otherwise use the runtime's own default locale).
 */
export function resolveLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  return cached(locales, locale, () => {
    try {
      const [canonical] = Intl.getCanonicalLocales(locale);
      return canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0
        ? canonical
        : DEFAULT_LOCALE;
    } catch {
      return DEFAULT_LOCALE;
    }
  });
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** Any number, through Intl.NumberFormat (so grouping and decimal marks follow the locale). */
export function formatNumber(
  value: number | null | undefined,
  options: LocaleOptions & Intl.NumberFormatOptions = {},
): string {
  if (!hasValue(value)) return NO_VALUE;
  const { locale, ...numberOptions } = options;
  return numberFormat(resolveLocale(locale), numberOptions).format(value);
}

/**
 * A number with a unit. Languages the product has words for use its labels ('1.5 KB', '2.5 s');
 * others get CLDR's unit names through Intl ('1,5 ko' in French).
 */
function withUnit(
  value: number,
  unit: DisplayUnit,
  [minimumFractionDigits, maximumFractionDigits]: readonly [number, number],
  locale: string,
): string {
  const digits = { minimumFractionDigits, maximumFractionDigits };
  if (hasMessages(locale)) {
    return fill(messagesFor(locale).units[unit], numberFormat(locale, digits).format(value));
  }
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', ...digits }).format(value);
}

/** Rounded the way Intl will round it, so a unit is chosen after rounding (999.6 ms is "1.0 s"). */
const rounded = (value: number, fractionDigits: number): number => {
  const factor = 10 ** fractionDigits;
  return Math.round(Math.abs(value) * factor) / factor;
};

/**
 * Milliseconds: '850 ms' (a tenth below 10 ms: '0.4 ms') below a second, '2.5 s' with one fixed decimal
 * below 10 s as Lighthouse shows them, '12 s' below a minute, then minutes: '3.5 min', '12 min'.
 */
function formatDuration(ms: number, locale: string): string {
  const msDigits = Math.abs(ms) < 10 ? 1 : 0;
  if (rounded(ms, msDigits) < 1000) return withUnit(ms, 'millisecond', [0, msDigits], locale);
  const seconds = ms / 1000;
  if (rounded(seconds, 1) < 10) return withUnit(seconds, 'second', [1, 1], locale);
  if (rounded(seconds, 0) < 60) return withUnit(seconds, 'second', [0, 0], locale);
  const minutes = seconds / 60;
  return withUnit(minutes, 'minute', [0, rounded(minutes, 1) < 10 ? 1 : 0], locale);
}

const SIZE_UNITS: readonly DisplayUnit[] = ['byte', 'kilobyte', 'megabyte', 'gigabyte'];

/** Bytes in decimal steps of 1000, one decimal below 100 of a unit: '512 B', '1.5 KB', '154 KB', '1 MB'. */
function formatFileSize(bytes: number, locale: string): string {
  let unit = 0;
  let scaled = bytes;
  while (unit < SIZE_UNITS.length - 1 && rounded(scaled, 0) >= 1000) {
    scaled /= 1000;
    unit += 1;
  }
  const digits = unit > 0 && rounded(scaled, 1) < 100 ? 1 : 0;
  return withUnit(scaled, SIZE_UNITS[unit]!, [0, digits], locale);
}

/** The value of a metric as screens show it, in the metric's formatter. */
export function formatMetric(
  definition: Pick<MetricDefinition, 'formatter' | 'fractionDigits'>,
  value: number | null | undefined,
  options: LocaleOptions = {},
): string {
  if (!hasValue(value)) return NO_VALUE;
  const locale = resolveLocale(options.locale);
  const digits = definition.fractionDigits ?? 0;
  switch (definition.formatter) {
    case 'humanDuration':
      return formatDuration(value, locale);
    case 'fileSize':
      return formatFileSize(value, locale);
    case 'gradeScore':
      return numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
    case 'milliunit':
      return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        value / 1000,
      );
    case 'percentage':
      return numberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value / 100);
    case 'trust':
      return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
        value,
      );
  }
}

/** The name of a formatter as a budget form shows it: 'Score', 'Number', 'Size', 'Duration', … */
export const formatterLabel = (formatter: Formatter, options: LocaleOptions = {}): string =>
  messagesFor(resolveLocale(options.locale)).formatter[formatter];

/** The stops of a metric in words: 'Good: 2.5 s or less. Poor: more than 4.0 s.' */
export function describeStops(
  definition: Pick<MetricDefinition, 'formatter' | 'fractionDigits' | 'stops' | 'budgetDirection'>,
  options: LocaleOptions = {},
): string {
  const { stops } = definition;
  const words = messagesFor(resolveLocale(options.locale)).stops;
  if (!stops) return words.none;
  const good = formatMetric(definition, stops.good, options);
  const poor = formatMetric(definition, stops.poor, options);
  const higherIsBetter = definition.budgetDirection === 'LessThan';
  const goodWords = higherIsBetter
    ? stops.goodInclusive
      ? words.goodAtLeast
      : words.goodAbove
    : stops.goodInclusive
      ? words.goodAtMost
      : words.goodBelow;
  const poorWords = higherIsBetter
    ? stops.poorInclusive
      ? words.poorAtMost
      : words.poorBelow
    : stops.poorInclusive
      ? words.poorAtLeast
      : words.poorAbove;
  return `${fill(goodWords, good)} ${fill(poorWords, poor)}`;
}

/** Ready-made date presets, so every screen shows dates alike. */
export type DateStyle = 'date' | 'longDate' | 'dateTime' | 'time' | 'dayMonth' | 'monthYear';

const DATE_STYLES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
};

export interface DateOptions extends LocaleOptions {
  /** Default 'date'. */
  readonly style?: DateStyle;
  /** An IANA zone such as 'UTC' or 'Europe/Berlin'; default the runtime's own zone. */
  readonly timeZone?: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (a Date, epoch milliseconds or an ISO 8601 string) through Intl.DateTimeFormat. */
export function formatDate(
  value: Date | number | string | null | undefined,
  options: DateOptions = {},
): string {
  if (value === null || value === undefined) return NO_VALUE;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  const locale = resolveLocale(options.locale);
  const style = options.style ?? 'date';
  const format = cached(dateFormats, `${locale}|${style}|${options.timeZone ?? ''}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...DATE_STYLES[style], timeZone: options.timeZone });
    } catch {
      // An unknown time zone must not take a screen down: fall back to the runtime's zone.
      return new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    }
  });
  return format.format(date);
}

/** An amount of money in a currency (ISO 4217 code), always with its two decimals: '$12.00', '€9.50'. */
export function formatCurrency(
  amount: number | null | undefined,
  currency: string,
  options: LocaleOptions = {},
): string {
  if (!hasValue(amount)) return NO_VALUE;
  return numberFormat(resolveLocale(options.locale), {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
  }).format(amount);
}

/** A share from 0 to 1 as a whole percentage: 0.753 → '75%'. */
export const formatShare = (share: number | null | undefined, options: LocaleOptions = {}): string =>
  formatNumber(share, { ...options, style: 'percent', maximumFractionDigits: 0 });

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** How long ago (or how soon) a date is, in its largest whole unit: '3 days ago', 'in 2 hours', 'now'. */
export function formatRelativeTime(
  value: Date | number | string | null | undefined,
  options: LocaleOptions & { readonly now?: number } = {},
): string {
  if (value === null || value === undefined) return NO_VALUE;
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return NO_VALUE;
  const locale = resolveLocale(options.locale);
  const format = cached(
    relativeFormats,
    locale,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  const elapsed = time - (options.now ?? Date.now());
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(Math.round(elapsed / size), unit);
  }
  return format.format(0, 'second');
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country or region by its ISO 3166 code, in words: 'DE' → 'Germany'; the code itself when unknown. */
export function formatRegion(code: string, options: LocaleOptions = {}): string {
  const locale = resolveLocale(options.locale);
  const names = cached(regionNames, locale, () =>
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(locale, { type: 'region' }) : null,
  );
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** A duration in milliseconds as metrics show it ('850 ms', '2.5 s', '3.5 min'), for any timing. */
export function formatMilliseconds(ms: number | null | undefined, options: LocaleOptions = {}): string {
  return hasValue(ms) ? formatDuration(ms, resolveLocale(options.locale)) : NO_VALUE;
}
