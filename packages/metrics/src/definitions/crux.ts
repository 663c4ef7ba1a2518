import { defineMetrics } from './define.ts';

/**
 * Chrome UX Report field data, assessed at the 75th percentile of 28 days. Value fields are the CrUX
 * API's metric names. CLS is unitless here (0.1), as the CrUX API reports it, not milliunits.
 */

const durationSpec = {
  formatter: 'humanDuration',
  scale: 'duration',
} as const;

export const CRUX = defineMetrics('crux', {
  lcp: {
    ...durationSpec,
    valueField: 'largest_contentful_paint',
    name: 'Largest Contentful Paint',
    abbreviation: 'LCP',
    category: 'paint',
    stops: [2500, 4000],
    recommended: true,
    docs: 'largest-contentful-paint',
    tooltip: 'When the largest image or text block in the viewport was painted, for real Chrome users.',
    significantChangeMultiplier: 14,
  },
  lcp_ttfb: {
    ...durationSpec,
    valueField: 'largest_contentful_paint_image_time_to_first_byte',
    name: 'LCP time to first byte',
    abbreviation: 'LCP TTFB',
    category: 'request',
    stops: [300, 800],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of an image LCP: from the start of navigation to the first byte of the HTML document.',
  },
  lcp_resource_load_delay: {
    ...durationSpec,
    valueField: 'largest_contentful_paint_image_resource_load_delay',
    name: 'LCP resource load delay',
    abbreviation: 'Load delay',
    category: 'paint',
    stops: [50, 250],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of an image LCP: from the first byte of the document until the LCP image starts loading.',
  },
  lcp_resource_load_duration: {
    ...durationSpec,
    valueField: 'largest_contentful_paint_image_resource_load_duration',
    name: 'LCP resource load duration',
    abbreviation: 'Load duration',
    category: 'paint',
    stops: [300, 800],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of an image LCP: how long the LCP image took to load.',
  },
  lcp_element_render_delay: {
    ...durationSpec,
    valueField: 'largest_contentful_paint_image_element_render_delay',
    name: 'LCP element render delay',
    abbreviation: 'Render delay',
    category: 'paint',
    stops: [50, 250],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of an image LCP: from the end of the image load until the element was painted.',
  },
  cls: {
    valueField: 'cumulative_layout_shift',
    name: 'Cumulative Layout Shift',
    abbreviation: 'CLS',
    formatter: 'trust',
    fractionDigits: 2,
    scale: 'layoutShift',
    category: 'paint',
    stops: [0.1, 0.25],
    recommended: true,
    docs: 'cumulative-layout-shift',
    tooltip: 'How much visible content moved unexpectedly, for real Chrome users.',
  },
  inp: {
    ...durationSpec,
    valueField: 'interaction_to_next_paint',
    name: 'Interaction to Next Paint',
    abbreviation: 'INP',
    category: 'runtime',
    stops: [200, 500],
    recommended: true,
    docs: 'interaction-to-next-paint',
    tooltip: 'How long the page took to paint after a tap, click or key press, for real Chrome users.',
    significantChangeMultiplier: 8,
  },
  ttfb: {
    ...durationSpec,
    valueField: 'experimental_time_to_first_byte',
    name: 'Time to First Byte',
    abbreviation: 'TTFB',
    category: 'request',
    stops: [800, 1800],
    docs: 'time-to-first-byte',
    tooltip: 'From the start of navigation to the first byte of the HTML document, for real Chrome users.',
  },
  fcp: {
    ...durationSpec,
    valueField: 'first_contentful_paint',
    name: 'First Contentful Paint',
    abbreviation: 'FCP',
    category: 'paint',
    stops: [1800, 3000],
    docs: 'first-contentful-paint',
    tooltip: 'When the browser first painted any text or image, for real Chrome users.',
  },
  rtt: {
    ...durationSpec,
    valueField: 'round_trip_time',
    name: 'Round Trip Time',
    abbreviation: 'RTT',
    category: 'request',
    stops: [175, 300],
    docs: 'round-trip-time',
    tooltip: 'The network round trip time of real Chrome users’ connections to the site.',
  },
});

export type CruxMetricKey = keyof typeof CRUX;

/** The CrUX metrics the screens list (spec section 2), without sub-metrics, in the spec's order. */
export const CRUX_METRIC_KEYS = [
  'lcp',
  'cls',
  'inp',
  'ttfb',
  'fcp',
  'rtt',
] as const satisfies readonly CruxMetricKey[];
