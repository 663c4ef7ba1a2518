// The RUM filter types (spec section 3) as rollup dimensions, plus deviceType for the device filters and
// connectionType (from the round-trip time, see filters.ts).
// 'all' is the whole site. Values are what screens show; '' is an unknown value.

export const RUM_DIMENSIONS = [
  'path',
  'pageGrouping',
  'countryCode',
  'city',
  'browserName',
  'browserMajorVersion',
  'osName',
  'osVersion',
  'deviceType',
  'deviceVendor',
  'deviceModel',
  'navigationType',
  'connectionType',
  'attributionTarget',
] as const;
export type RumDimension = (typeof RUM_DIMENSIONS)[number];
export const ALL = 'all';

/** Values past the busiest ones of a day are rolled up together under this one. */
export const OTHER_VALUE = '(other)';
/** Distinct values kept per dimension and day (by page views); the rest go to OTHER_VALUE. */
export const TOP_VALUES_PER_DAY = 200;

/** The main RUM metrics get every dimension; their parts only the whole site. */
export const BROKEN_DOWN_METRICS = ['lcp', 'inp', 'cls', 'ttfb', 'fcp', 'rtt'] as const;
export const SUB_METRICS = [
  'lcp_ttfb',
  'lcp_resource_load_delay',
  'lcp_resource_load_duration',
  'lcp_element_render_delay',
  'inp_input_delay',
  'inp_processing_duration',
  'inp_presentation_delay',
  'ttfb_waiting',
  'ttfb_cache',
  'ttfb_dns',
  'ttfb_connection',
  'ttfb_request',
] as const;
export type RolledUpMetric = (typeof BROKEN_DOWN_METRICS)[number] | (typeof SUB_METRICS)[number];

/** Which attribution target belongs to which metric. */
export const TARGET_OF = { lcp: 'lcpTarget', inp: 'inpTarget', cls: 'clsTarget' } as const;
