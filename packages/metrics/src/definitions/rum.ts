import { defineMetrics, type MetricSpec } from './define.ts';

/**
 * Real user metrics from our embed script. Value fields are the names the RUM beacon gives them (the
 * rum-agent package's beacon schema): the metric's name (`lcp`, `rtt`), and `<metric>.<part>` for a part
 * (`lcp.resourceLoadDelay`, `ttfb.dns`), so rollups store them under the beacon's own names. RTT is the
 * Network Information API's estimate.
 */

const durationSpec = {
  formatter: 'humanDuration',
  scale: 'duration',
  category: 'rum',
} as const;

/** INP's parts share one pair of stops (spec: 25/150 each). */
const inpPart = (valueField: string, name: string, abbreviation: string, tooltip: string): MetricSpec => ({
  ...durationSpec,
  valueField,
  name,
  abbreviation,
  stops: [25, 150],
  parent: 'inp',
  docs: 'interaction-to-next-paint',
  tooltip,
});

/** The spec gives no stops for TTFB's parts: they are shown unrated rather than against invented ones. */
const ttfbPart = (valueField: string, name: string, abbreviation: string, tooltip: string): MetricSpec => ({
  ...durationSpec,
  valueField,
  name,
  abbreviation,
  stops: null,
  parent: 'ttfb',
  docs: 'time-to-first-byte',
  tooltip,
});

export const RUM = defineMetrics('rum', {
  lcp: {
    ...durationSpec,
    valueField: 'lcp',
    name: 'Largest Contentful Paint',
    abbreviation: 'lcp',
    stops: [2500, 4000],
    recommended: true,
    docs: 'largest-contentful-paint',
    tooltip: 'When the largest image or text block in the viewport was painted, for your visitors.',
    significantChangeMultiplier: 14,
  },
  lcp_ttfb: {
    ...durationSpec,
    valueField: 'lcp.ttfb',
    name: 'LCP time to first byte',
    abbreviation: 'LCP TTFB',
    stops: [100, 500],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of LCP: from the start of navigation to the first byte of the HTML document.',
  },
  lcp_resource_load_delay: {
    ...durationSpec,
    valueField: 'lcp.resourceLoadDelay',
    name: 'LCP resource load delay',
    abbreviation: 'Load delay',
    stops: [50, 250],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of LCP: from the first byte of the document until the LCP resource starts loading.',
  },
  lcp_resource_load_duration: {
    ...durationSpec,
    valueField: 'lcp.resourceLoadDuration',
    name: 'LCP resource load duration',
    abbreviation: 'Load duration',
    stops: [300, 1000],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of LCP: how long the LCP resource took to load.',
  },
  lcp_element_render_delay: {
    ...durationSpec,
    valueField: 'lcp.elementRenderDelay',
    name: 'LCP element render delay',
    abbreviation: 'Render delay',
    stops: [50, 250],
    parent: 'lcp',
    docs: 'largest-contentful-paint',
    tooltip: 'Part of LCP: from the end of the resource load until the element was painted.',
  },
  cls: {
    valueField: 'cls',
    name: 'Cumulative Layout Shift',
    abbreviation: 'cls',
    formatter: 'trust',
    fractionDigits: 2,
    scale: 'layoutShift',
    category: 'rum',
    stops: [0.1, 0.25],
    recommended: true,
    docs: 'cumulative-layout-shift',
    tooltip: 'How much visible content moved unexpectedly during your visitors’ page views.',
  },
  inp: {
    ...durationSpec,
    valueField: 'inp',
    name: 'Interaction to Next Paint',
    abbreviation: 'inp',
    stops: [200, 500],
    recommended: true,
    docs: 'interaction-to-next-paint',
    tooltip: 'How long the page took to paint after your visitors’ taps, clicks and key presses.',
    significantChangeMultiplier: 8,
  },
  inp_input_delay: inpPart(
    'inp.inputDelay',
    'INP input delay',
    'Input delay',
    'Part of INP: from the interaction until its event handlers started running.',
  ),
  inp_processing_duration: inpPart(
    'inp.processingDuration',
    'INP processing duration',
    'Processing',
    'Part of INP: how long the event handlers of the interaction ran.',
  ),
  inp_presentation_delay: inpPart(
    'inp.presentationDelay',
    'INP presentation delay',
    'Presentation delay',
    'Part of INP: from the end of the event handlers until the next frame was painted.',
  ),
  ttfb: {
    ...durationSpec,
    valueField: 'ttfb',
    name: 'Time to First Byte',
    abbreviation: 'ttfb',
    stops: [800, 1800],
    docs: 'time-to-first-byte',
    tooltip: 'From the start of navigation to the first byte of the HTML document, for your visitors.',
  },
  ttfb_waiting: ttfbPart(
    'ttfb.waiting',
    'TTFB waiting',
    'Waiting',
    'Part of TTFB: time before the browser could start the navigation, such as redirects and unload.',
  ),
  ttfb_cache: ttfbPart(
    'ttfb.cache',
    'TTFB cache',
    'Cache',
    'Part of TTFB: time spent checking the HTTP cache and service worker.',
  ),
  ttfb_dns: ttfbPart('ttfb.dns', 'TTFB DNS', 'DNS', 'Part of TTFB: time spent resolving the host name.'),
  ttfb_connection: ttfbPart(
    'ttfb.connection',
    'TTFB connection',
    'Connection',
    'Part of TTFB: time spent opening the connection, including TLS.',
  ),
  ttfb_request: ttfbPart(
    'ttfb.request',
    'TTFB request',
    'Request',
    'Part of TTFB: from sending the request until the first byte of the response.',
  ),
  fcp: {
    ...durationSpec,
    valueField: 'fcp',
    name: 'First Contentful Paint',
    abbreviation: 'fcp',
    stops: [1800, 3000],
    docs: 'first-contentful-paint',
    tooltip: 'When the browser first painted any text or image, for your visitors.',
  },
  rtt: {
    ...durationSpec,
    valueField: 'rtt',
    name: 'Round Trip Time',
    abbreviation: 'rtt',
    stops: [175, 300],
    docs: 'round-trip-time',
    tooltip: 'The network round trip time your visitors’ browsers estimated for their connection.',
  },
  ux_rating: {
    valueField: 'ux_rating',
    name: 'UX rating',
    abbreviation: 'UX',
    formatter: 'percentage',
    scale: 'percentage',
    category: 'rum',
    stops: [75, 50],
    // Spec: good above 75 %, poor below 50 %; 75 and 50 themselves need improvement.
    inclusive: { good: false, poor: false },
    recommended: true,
    docs: 'ux-rating',
    tooltip: 'Share of your visitors’ sessions with a good experience.',
  },
});

export type RumMetricKey = keyof typeof RUM;

/** The RUM metrics the navigation lists (spec section 2), without sub-metrics. */
export const RUM_METRIC_KEYS = [
  'lcp',
  'cls',
  'inp',
  'ttfb',
  'fcp',
  'rtt',
] as const satisfies readonly RumMetricKey[];
