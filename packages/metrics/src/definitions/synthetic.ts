import { defineMetrics, type MetricSpec } from './define.ts';

/**
 * Metrics of our Lighthouse audits. Value fields are Lighthouse audit ids (`lhr.audits[id].numericValue`)
 * or category ids (`lhr.categories[id].score`, stored × 100); the others name the value the audit
 * worker derives and stores. Lighthouse measures no INP or RTT in a navigation, so there are no
 * synthetic variants of those.
 */

const durationSpec = {
  formatter: 'humanDuration',
  scale: 'duration',
} as const;

const scoreSpec = {
  formatter: 'gradeScore',
  scale: 'score',
  category: 'lighthouse',
} as const;

/** Asset types as Lighthouse's resource summary groups requests. */
const ASSETS = {
  document: { name: 'HTML', abbreviation: 'HTML', what: 'the HTML documents' },
  script: { name: 'JavaScript', abbreviation: 'JS', what: 'JavaScript' },
  stylesheet: { name: 'CSS', abbreviation: 'CSS', what: 'CSS' },
  image: { name: 'Image', abbreviation: 'Image', what: 'images' },
  font: { name: 'Font', abbreviation: 'Font', what: 'web fonts' },
  media: { name: 'Media', abbreviation: 'Media', what: 'audio and video' },
  other: { name: 'Other', abbreviation: 'Other', what: 'other resources' },
  total: { name: 'Page', abbreviation: 'Page', what: 'all resources' },
} as const;
type Asset = keyof typeof ASSETS;
type SizeKey = `${Asset}_size` | `${Asset}_transfer_size`;

function sizeSpecs(): Record<SizeKey, MetricSpec> {
  const specs: Partial<Record<SizeKey, MetricSpec>> = {};
  for (const [asset, { name, abbreviation, what }] of Object.entries(ASSETS) as [
    Asset,
    (typeof ASSETS)[Asset],
  ][]) {
    specs[`${asset}_size`] = {
      valueField: `${asset}_size`,
      name: `${name} size`,
      abbreviation: `${abbreviation} size`,
      formatter: 'fileSize',
      scale: 'size',
      category: 'byteSize',
      docs: 'page-weight',
      tooltip: `Uncompressed size of ${what} the page loads, as the browser holds them after decoding.`,
    };
    specs[`${asset}_transfer_size`] = {
      // Lighthouse reports the page's total transfer size as its own audit.
      valueField: asset === 'total' ? 'total-byte-weight' : `${asset}_transfer_size`,
      name: `${name} transfer size`,
      abbreviation: `${abbreviation} transfer`,
      formatter: 'fileSize',
      scale: 'size',
      category: 'byteSize',
      recommended: asset === 'script' || asset === 'total',
      docs: 'page-weight',
      tooltip: `Bytes transferred over the network for ${what} the page loads, after compression.`,
    };
  }
  return specs as Record<SizeKey, MetricSpec>;
}

/** The parts LCP is made of, in the order they add up; a text LCP has no resource load parts. */
const LCP_PARTS = {
  lcp_ttfb: [
    'timeToFirstByte',
    'LCP time to first byte',
    'LCP TTFB',
    'from the start of navigation to the first byte of the HTML document',
  ],
  lcp_resource_load_delay: [
    'resourceLoadDelay',
    'LCP resource load delay',
    'Load delay',
    'from the first byte of the document until the LCP resource started loading',
  ],
  lcp_resource_load_duration: [
    'resourceLoadDuration',
    'LCP resource load duration',
    'Load duration',
    'how long the LCP resource took to load',
  ],
  lcp_element_render_delay: [
    'elementRenderDelay',
    'LCP element render delay',
    'Render delay',
    'from the end of the resource load (or the first byte, for text) until the element was painted',
  ],
} as const;
type LcpPart = keyof typeof LCP_PARTS;

function lcpPartSpecs(): Record<LcpPart, MetricSpec> {
  const specs: Partial<Record<LcpPart, MetricSpec>> = {};
  for (const [key, [subpart, name, abbreviation, what]] of Object.entries(LCP_PARTS) as [
    LcpPart,
    (typeof LCP_PARTS)[LcpPart],
  ][]) {
    specs[key] = {
      ...durationSpec,
      valueField: `lcp-breakdown-insight.${subpart}`,
      name,
      abbreviation,
      category: key === 'lcp_ttfb' ? 'request' : 'paint',
      stops: null,
      parent: 'lcp',
      docs: 'largest-contentful-paint',
      tooltip: `Part of LCP in the lab: ${what}.`,
    };
  }
  return specs as Record<LcpPart, MetricSpec>;
}

export const SYNTHETIC = defineMetrics('synthetic', {
  performance_score: {
    ...scoreSpec,
    valueField: 'performance',
    name: 'Lighthouse Performance score',
    abbreviation: 'Performance',
    recommended: true,
    docs: 'lighthouse-scores',
    tooltip: 'Lighthouse’s weighted score of the page’s loading, interactivity and visual stability metrics.',
  },
  accessibility_score: {
    ...scoreSpec,
    valueField: 'accessibility',
    name: 'Lighthouse Accessibility score',
    abbreviation: 'Accessibility',
    docs: 'lighthouse-scores',
    tooltip: 'Lighthouse’s score of automated accessibility checks, weighted by their impact on users.',
  },
  best_practices_score: {
    ...scoreSpec,
    valueField: 'best-practices',
    name: 'Lighthouse Best Practices score',
    abbreviation: 'Best Practices',
    docs: 'lighthouse-scores',
    tooltip: 'Lighthouse’s score of security, browser-compatibility and modern web development checks.',
  },
  seo_score: {
    ...scoreSpec,
    valueField: 'seo',
    name: 'Lighthouse SEO score',
    abbreviation: 'SEO',
    docs: 'lighthouse-scores',
    tooltip: 'Lighthouse’s score of checks that help search engines crawl, index and show the page.',
  },
  fcp: {
    ...durationSpec,
    valueField: 'first-contentful-paint',
    name: 'First Contentful Paint',
    abbreviation: 'FCP',
    category: 'paint',
    stops: [1800, 3000],
    recommended: true,
    docs: 'first-contentful-paint',
    tooltip: 'When the browser first painted any text, image or non-blank canvas.',
  },
  lcp: {
    ...durationSpec,
    valueField: 'largest-contentful-paint',
    name: 'Largest Contentful Paint',
    abbreviation: 'LCP',
    category: 'paint',
    stops: [2500, 4000],
    recommended: true,
    docs: 'largest-contentful-paint',
    tooltip: 'When the largest image or text block in the viewport was painted.',
    significantChangeMultiplier: 12,
  },
  // LCP's parts as Lighthouse's LCP breakdown insight reports them (`lcp-breakdown-insight` subparts).
  // The spec gives lab stops for none of them: not rated rather than rated against field stops.
  ...lcpPartSpecs(),
  speed_index: {
    ...durationSpec,
    valueField: 'speed-index',
    name: 'Speed Index',
    abbreviation: 'SI',
    category: 'paint',
    stops: [3300, 5800],
    docs: 'speed-index',
    tooltip: 'How quickly the contents of the page are visibly populated during load.',
  },
  cls: {
    valueField: 'cumulative-layout-shift',
    name: 'Cumulative Layout Shift',
    abbreviation: 'CLS',
    formatter: 'milliunit',
    scale: 'milli',
    category: 'paint',
    stops: [100, 250],
    recommended: true,
    docs: 'cumulative-layout-shift',
    tooltip: 'How much visible content moved unexpectedly while the page loaded (stored in thousandths).',
  },
  tbt: {
    ...durationSpec,
    valueField: 'total-blocking-time',
    name: 'Total Blocking Time',
    abbreviation: 'TBT',
    category: 'runtime',
    stops: [300, 600],
    recommended: true,
    docs: 'total-blocking-time',
    tooltip:
      'Total time between First Contentful Paint and Time to Interactive that long tasks blocked input.',
    significantChangeMultiplier: 10,
  },
  tti: {
    ...durationSpec,
    valueField: 'interactive',
    name: 'Time to Interactive',
    abbreviation: 'TTI',
    category: 'runtime',
    stops: [3800, 7300],
    docs: 'time-to-interactive',
    tooltip: 'When the page first stayed quiet enough, with no long tasks, to respond to input reliably.',
  },
  ttfb: {
    ...durationSpec,
    valueField: 'server-response-time',
    name: 'Time to First Byte',
    abbreviation: 'TTFB',
    category: 'request',
    stops: [300, 800],
    docs: 'time-to-first-byte',
    tooltip: 'How long the test agent waited for the first byte of the page’s HTML document.',
  },
  response_time: {
    ...durationSpec,
    valueField: 'response_time',
    name: 'Response time',
    abbreviation: 'Response',
    category: 'request',
    stops: [100, 250],
    docs: 'response-time',
    tooltip:
      'Time between sending the document request and the first byte of its response, without DNS, connection or redirects.',
  },
  ...sizeSpecs(),
  third_party_count: {
    valueField: 'third_party_count',
    name: 'Third-party count',
    abbreviation: '3P count',
    formatter: 'trust',
    scale: 'count',
    category: 'thirdParty',
    docs: 'third-parties',
    tooltip: 'Number of third-party services (analytics, ads, widgets, CDNs of others) the page loads.',
  },
  third_party_main_thread_duration: {
    ...durationSpec,
    valueField: 'third_party_main_thread_duration',
    name: 'Third-party main-thread time',
    abbreviation: '3P main thread',
    category: 'thirdParty',
    stops: [300, 600],
    docs: 'third-parties',
    tooltip: 'Time third-party code kept the main thread busy while the page loaded.',
  },
  third_party_size: {
    valueField: 'third_party_size',
    name: 'Third-party size',
    abbreviation: '3P size',
    formatter: 'fileSize',
    scale: 'size',
    category: 'thirdParty',
    stops: [153_600, 307_200],
    docs: 'third-parties',
    tooltip: 'Bytes transferred for third-party requests.',
  },
  first_cpu_idle: {
    ...durationSpec,
    valueField: 'first-cpu-idle',
    name: 'First CPU Idle',
    abbreviation: 'FCI',
    category: 'historical',
    stops: [4700, 6500],
    docs: 'first-cpu-idle',
    tooltip:
      'Deprecated: when the main thread was first quiet enough to handle input. Lighthouse no longer reports it.',
  },
  first_meaningful_paint: {
    ...durationSpec,
    valueField: 'first-meaningful-paint',
    name: 'First Meaningful Paint',
    abbreviation: 'FMP',
    category: 'historical',
    stops: [2000, 4000],
    docs: 'first-meaningful-paint',
    tooltip: 'Deprecated: when the primary content was painted. Largest Contentful Paint replaces it.',
  },
  max_potential_fid: {
    ...durationSpec,
    valueField: 'max-potential-fid',
    name: 'Max Potential First Input Delay',
    abbreviation: 'Max Potential FID',
    category: 'historical',
    stops: [100, 300],
    docs: 'max-potential-fid',
    tooltip:
      'Deprecated: the longest task after First Contentful Paint, the worst delay a first input could meet.',
  },
  test_duration: {
    ...durationSpec,
    valueField: 'test_duration',
    name: 'Test duration',
    abbreviation: 'Duration',
    category: 'diagnostic',
    stops: [30_000, 210_000],
    docs: 'test-duration',
    tooltip: 'How long the test agent took to load and audit the page.',
  },
  benchmark_index: {
    valueField: 'benchmarkIndex',
    name: 'Benchmark index',
    abbreviation: 'BenchmarkIndex',
    formatter: 'trust',
    scale: 'trust',
    category: 'diagnostic',
    direction: 'LessThan',
    stops: [1000, 500],
    docs: 'benchmark-index',
    tooltip:
      'Lighthouse’s measure of the test machine’s CPU speed; lower means slower and less reliable results.',
  },
});

export type SyntheticMetricKey = keyof typeof SYNTHETIC;
