// The filters of the RUM screens (issue 22): device (the spec's device filters), browser, country, page
// grouping, navigation type and connection type, any of them together. A filtered report is read from the
// filter rollups (`rum_filter_rollups`), which hold every combination of these six values a day saw, each
// also with any of them left open ('*'): a filtered p75 is then one row a day, whatever the filters.
import { NAVIGATION_TYPES } from '@pace/rum-agent/beacon';
import type { RumDimension } from './dimensions.ts';

export const FILTER_TYPES = [
  'device',
  'browser',
  'country',
  'pageGrouping',
  'navigationType',
  'connectionType',
] as const;
export type FilterType = (typeof FILTER_TYPES)[number];
/** A filter per type at most; a type left out is not filtered on. */
export type RumFilters = Partial<Record<FilterType, string>>;

/** A filter rollup's value for "any" (never a real value: names, codes and types have no '*'). */
export const ANY = '*';

/** The spec's device filters ('all' is no filter): device types, and android and ios on the OS. */
export const DEVICE_FILTERS = [
  'desktop',
  'tablet',
  'mobile',
  'android',
  'ios',
  'unknown',
  'smart_tv',
] as const;
const OS_DEVICE_FILTERS: Record<string, string> = { Android: 'android', iOS: 'ios' };

/**
 * The effective connection type from the round-trip time the agent sends (Chromium's
 * navigator.connection.rtt), with the RTT thresholds of the Network Information API's table:
 * slow-2g from 2000 ms, 2g from 1400 ms, 3g from 270 ms, else 4g; unknown where the browser gives none.
 */
export const CONNECTION_TYPES = ['4g', '3g', '2g', 'slow-2g', 'unknown'] as const;
export function connectionTypeOf(rtt: number | null | undefined): string {
  if (rtt === null || rtt === undefined || !(rtt >= 0)) return 'unknown';
  if (rtt >= 2000) return 'slow-2g';
  if (rtt >= 1400) return '2g';
  if (rtt >= 270) return '3g';
  return '4g';
}

/** The rollup dimension each filter type reads its breakdown from (and its rollup column). */
export const DIMENSION_OF: Record<FilterType, RumDimension> = {
  device: 'deviceType',
  browser: 'browserName',
  country: 'countryCode',
  pageGrouping: 'pageGrouping',
  navigationType: 'navigationType',
  connectionType: 'connectionType',
};

/** Busiest values of a day kept per filter type (the rest: '(other)'), which bounds a day's rows. */
export const FILTER_TOP_VALUES: Partial<Record<FilterType, number>> = {
  browser: 12,
  country: 40,
  pageGrouping: 40,
};

/** The values a page view has for each filter type: device gives its type and, on Android or iOS, that too. */
export function filterValuesOf(view: {
  deviceType: string | null;
  osName: string | null;
  browserName: string | null;
  countryCode: string | null;
  navigationType: string;
  rtt: number | null;
  pageGrouping: string | null;
}): Record<FilterType, string[]> {
  const device = [view.deviceType || 'unknown'];
  const os = view.osName ? OS_DEVICE_FILTERS[view.osName] : undefined;
  if (os) device.push(os);
  return {
    device,
    browser: [view.browserName ?? ''],
    country: [view.countryCode ?? ''],
    pageGrouping: [view.pageGrouping ?? ''],
    navigationType: [view.navigationType],
    connectionType: [connectionTypeOf(view.rtt)],
  };
}

export const hasFilters = (filters: RumFilters | undefined): filters is RumFilters =>
  !!filters && FILTER_TYPES.some((type) => filters[type] !== undefined);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/** An ISO 3166 alpha-2 code the runtime's region names know (unassigned codes come back as themselves). */
const isRegion = (code: string) =>
  /^[A-Z]{2}$/.test(code) && ![code, 'Unknown Region'].includes(regionNames.of(code) ?? code);
const BROWSER_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,63}$/u;

/**
 * The filters as given, checked: a value no page view can have is an error (its message says which),
 * not an empty report. `pageGroupings`: the names of the site's page groupings. 'all' devices is none.
 */
export function checkFilters(
  given: Partial<Record<FilterType, string | null | undefined>>,
  pageGroupings: readonly string[],
): { filters: RumFilters; problems: { field: FilterType; message: string }[] } {
  const filters: RumFilters = {};
  const problems: { field: FilterType; message: string }[] = [];
  const allowed = (field: FilterType, value: string, ok: boolean, what: string) => {
    if (ok) filters[field] = value;
    else problems.push({ field, message: `Unknown ${what}: ${value}` });
  };
  for (const field of FILTER_TYPES) {
    const value = given[field];
    if (value === null || value === undefined || value === '') continue;
    if (field === 'device') {
      if (value !== 'all')
        allowed(field, value, (DEVICE_FILTERS as readonly string[]).includes(value), 'device filter');
    } else if (field === 'browser') allowed(field, value, BROWSER_NAME.test(value), 'browser');
    else if (field === 'country') allowed(field, value, isRegion(value), 'country code');
    else if (field === 'pageGrouping') allowed(field, value, pageGroupings.includes(value), 'page grouping');
    else if (field === 'navigationType')
      allowed(field, value, (NAVIGATION_TYPES as readonly string[]).includes(value), 'navigation type');
    else allowed(field, value, (CONNECTION_TYPES as readonly string[]).includes(value), 'connection type');
  }
  return { filters, problems };
}
