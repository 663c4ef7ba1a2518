// Every field a beacon can carry, in plain words: what the RUM settings screen lists as "what the script
// collects". Grouped where fields go together (the parts of a metric); a test holds the groups to the
// beacon schema, field for field, so the list cannot drift from what is sent.

export interface BeaconFieldGroup {
  /** Names as in the beacon, nested ones dotted: `metrics.lcp.target`. */
  fields: readonly string[];
  description: string;
  /** Set by the site's privacy rules: the path rules, the allowed query parameters, the hidden elements. */
  rule?: 'path' | 'query' | 'element';
}

const parts = (metric: string, names: string[]) => names.map((name) => `metrics.${metric}.${name}`);

export const BEACON_FIELDS: readonly BeaconFieldGroup[] = [
  { fields: ['v'], description: 'The version of the beacon format.' },
  { fields: ['siteKey'], description: 'Your site’s public RUM key, from the embed code.' },
  {
    fields: ['pageViewId'],
    description:
      'A random number drawn for each page view. It is kept only in the page’s memory and identifies no one.',
  },
  {
    fields: ['seq'],
    description: 'Which beacon of the page view this is: 0, then 1, 2… when a value changes after the first.',
  },
  {
    fields: ['path'],
    description:
      'The path of the page’s address: no domain, no query string, no #fragment (location.pathname).',
    rule: 'path',
  },
  {
    fields: ['query'],
    description: 'The query parameters you allow, with their values.',
    rule: 'query',
  },
  {
    fields: ['navigationType'],
    description:
      'How the page was reached: a link or typed address, a reload, back or forward, the back/forward cache, a prerender, or a discarded tab reloaded.',
  },
  {
    fields: ['landing'],
    description:
      'Whether the page view started a visit (the visitor did not come from another page of your site).',
  },
  { fields: ['sampleRate'], description: 'The percentage of page views measured on your site.' },
  {
    fields: ['rtt'],
    description: 'The round-trip time of the visitor’s network as the browser estimates it (Chromium only).',
  },
  {
    fields: [
      'metrics.lcp.value',
      ...parts('lcp', ['ttfb', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay']),
    ],
    description:
      'Largest Contentful Paint in milliseconds, and its four parts: time to first byte, resource load delay, resource load duration, element render delay.',
  },
  {
    fields: ['metrics.lcp.target'],
    description: 'Which element was the largest content, as a CSS selector (its tag, id and classes).',
    rule: 'element',
  },
  {
    fields: [
      'metrics.inp.value',
      'metrics.inp.interactionType',
      ...parts('inp', ['inputDelay', 'processingDuration', 'presentationDelay']),
    ],
    description:
      'Interaction to Next Paint in milliseconds, whether the slowest interaction was a pointer or a key, and its three parts: input delay, processing, presentation delay.',
  },
  {
    fields: ['metrics.inp.target'],
    description: 'Which element the slowest interaction was with, as a CSS selector.',
    rule: 'element',
  },
  { fields: ['metrics.cls.value'], description: 'Cumulative Layout Shift: how much the content moved.' },
  {
    fields: ['metrics.cls.target'],
    description: 'Which element moved most, as a CSS selector.',
    rule: 'element',
  },
  {
    fields: ['metrics.ttfb.value', ...parts('ttfb', ['waiting', 'cache', 'dns', 'connection', 'request'])],
    description:
      'Time to First Byte in milliseconds, and its parts: redirects, cache, DNS lookup, connection, request.',
  },
  { fields: ['metrics.fcp.value'], description: 'First Contentful Paint in milliseconds.' },
];
