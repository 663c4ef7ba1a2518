import { describe, expect, it } from 'vitest';
import {
  ALL_METRICS,
  bucketSchemeFor,
  CORE_WEB_VITALS,
  CRUX,
  CRUX_METRIC_KEYS,
  describeStops,
  findMetric,
  getMetric,
  METRIC_SOURCES,
  type MetricCategory,
  type MetricDefinition,
  metricsFor,
  RUM,
  RUM_METRIC_KEYS,
  SCALES,
  SYNTHETIC,
} from '../src/index.ts';

const FORMATTERS = ['gradeScore', 'trust', 'fileSize', 'humanDuration', 'milliunit', 'percentage'];
const CATEGORIES: readonly MetricCategory[] = [
  'lighthouse',
  'paint',
  'runtime',
  'request',
  'byteSize',
  'thirdParty',
  'historical',
  'diagnostic',
  'rum',
];
const nonEmpty = expect.stringMatching(/\S/);
const id = (m: MetricDefinition) => `${m.source} ${m.key}`;

describe('every definition', () => {
  it.each(ALL_METRICS.map((m) => [id(m), m] as const))('%s has every field of the spec', (_, metric) => {
    expect(metric).toEqual({
      key: expect.stringMatching(/^[a-z][a-z0-9_]*$/),
      source: expect.toBeOneOf([...METRIC_SOURCES]),
      valueField: nonEmpty,
      name: nonEmpty,
      abbreviation: nonEmpty,
      formatter: expect.toBeOneOf(FORMATTERS),
      budgetDirection: expect.toBeOneOf(['GreaterThan', 'LessThan']),
      scale: expect.toBeOneOf(Object.keys(SCALES)),
      category: expect.toBeOneOf([...CATEGORIES]),
      stops: metric.stops === null ? null : expect.any(Object),
      recommended: expect.any(Boolean),
      parent: metric.parent === null ? null : expect.any(String),
      subMetrics: expect.any(Array),
      docsPath: expect.stringMatching(/^\/docs\/metrics\/[a-z-]+$/),
      tooltip: expect.stringMatching(/\.$/),
      thresholdsText: nonEmpty,
      significantChangeMultiplier:
        metric.significantChangeMultiplier === 'unknown' ? 'unknown' : expect.any(Number),
      ...(metric.fractionDigits === undefined ? {} : { fractionDigits: expect.any(Number) }),
    });
    expect(Object.isFrozen(metric)).toBe(true);
  });

  it.each(ALL_METRICS.filter((m) => m.stops).map((m) => [id(m), m] as const))(
    '%s has stops ordered with its direction',
    (_, metric) => {
      const { good, poor } = metric.stops!;
      if (metric.budgetDirection === 'GreaterThan') expect(good).toBeLessThan(poor);
      else expect(good).toBeGreaterThan(poor);
    },
  );

  it('states its thresholds in words from its stops', () => {
    for (const metric of ALL_METRICS) expect(metric.thresholdsText).toBe(describeStops(metric));
    expect(SYNTHETIC.lcp.thresholdsText).toBe('Good: 2.5 s or less. Poor: more than 4.0 s.');
    expect(SYNTHETIC.performance_score.thresholdsText).toBe('Good: 90 or more. Poor: 49 or less.');
    expect(RUM.ux_rating.thresholdsText).toBe('Good: more than 75%. Poor: less than 50%.');
    expect(RUM.ttfb_dns.thresholdsText).toBe('No thresholds are defined for this metric.');
  });

  it.each(METRIC_SOURCES)('has a unique key and value field within %s', (source) => {
    const metrics = metricsFor(source);
    expect(new Set(metrics.map((m) => m.key)).size).toBe(metrics.length);
    expect(new Set(metrics.map((m) => m.valueField)).size).toBe(metrics.length);
  });
});

describe('budget direction (spec section 9)', () => {
  it('is GreaterThan for durations, counts and sizes', () => {
    const lowerIsBetter = ALL_METRICS.filter((m) =>
      ['humanDuration', 'fileSize', 'milliunit'].includes(m.formatter),
    ).concat(SYNTHETIC.third_party_count, CRUX.cls, RUM.cls);
    for (const metric of lowerIsBetter)
      expect([id(metric), metric.budgetDirection]).toEqual([id(metric), 'GreaterThan']);
  });

  it('is LessThan for scores, ux_rating and the benchmark index, and for nothing else', () => {
    const higherIsBetter = ALL_METRICS.filter((m) => m.budgetDirection === 'LessThan').map(id);
    expect(higherIsBetter.sort()).toEqual(
      [
        'synthetic performance_score',
        'synthetic accessibility_score',
        'synthetic best_practices_score',
        'synthetic seo_score',
        'synthetic benchmark_index',
        'rum ux_rating',
      ].sort(),
    );
  });
});

describe('formatters (spec section 3)', () => {
  it('scores are gradeScore, counts trust, sizes fileSize, durations humanDuration', () => {
    expect(SYNTHETIC.performance_score.formatter).toBe('gradeScore');
    expect(SYNTHETIC.third_party_count.formatter).toBe('trust');
    expect(SYNTHETIC.script_transfer_size.formatter).toBe('fileSize');
    expect(SYNTHETIC.tbt.formatter).toBe('humanDuration');
    expect(RUM.ux_rating.formatter).toBe('percentage');
  });

  it('keeps synthetic CLS in milliunits and field CLS unitless', () => {
    expect(SYNTHETIC.cls).toMatchObject({ formatter: 'milliunit', scale: 'milli' });
    expect(CRUX.cls).toMatchObject({ formatter: 'trust', scale: 'layoutShift', fractionDigits: 2 });
    expect(RUM.cls).toMatchObject({ formatter: 'trust', scale: 'layoutShift', fractionDigits: 2 });
  });
});

describe('the metric set', () => {
  it('has the four Lighthouse category scores', () => {
    const lighthouse = metricsFor('synthetic').filter((m) => m.category === 'lighthouse');
    expect(lighthouse.map((m) => m.valueField)).toEqual([
      'performance',
      'accessibility',
      'best-practices',
      'seo',
    ]);
  });

  it('has a size and a transfer size per asset type', () => {
    const byteSize = metricsFor('synthetic').filter((m) => m.category === 'byteSize');
    expect(byteSize).toHaveLength(16);
    for (const asset of ['document', 'script', 'stylesheet', 'image', 'font', 'media', 'other', 'total']) {
      expect(findMetric('synthetic', `${asset}_size`)).toBeDefined();
      expect(findMetric('synthetic', `${asset}_transfer_size`)).toBeDefined();
    }
  });

  it('keeps first CPU idle, first meaningful paint and max potential FID as historical', () => {
    const historical = metricsFor('synthetic').filter((m) => m.category === 'historical');
    expect(historical.map((m) => m.key)).toEqual([
      'first_cpu_idle',
      'first_meaningful_paint',
      'max_potential_fid',
    ]);
  });

  it('has the CrUX metrics LCP, CLS, INP, TTFB, FCP and RTT', () => {
    expect(CRUX_METRIC_KEYS).toEqual(['lcp', 'cls', 'inp', 'ttfb', 'fcp', 'rtt']);
    const topLevel = metricsFor('crux').filter((m) => m.parent === null);
    expect(topLevel.map((m) => m.key).sort()).toEqual([...CRUX_METRIC_KEYS].sort());
  });

  it('has the RUM navigation metrics and ux_rating', () => {
    for (const key of [...RUM_METRIC_KEYS, 'ux_rating']) expect(findMetric('rum', key)).toBeDefined();
    expect(CORE_WEB_VITALS).toEqual(['lcp', 'cls', 'inp']);
  });

  it('names CrUX metrics as the CrUX API does', () => {
    expect(CRUX_METRIC_KEYS.map((key) => CRUX[key].valueField)).toEqual([
      'largest_contentful_paint',
      'cumulative_layout_shift',
      'interaction_to_next_paint',
      'experimental_time_to_first_byte',
      'first_contentful_paint',
      'round_trip_time',
    ]);
  });
});

describe('sub-metrics', () => {
  it.each([
    [
      'rum',
      'lcp',
      ['lcp_ttfb', 'lcp_resource_load_delay', 'lcp_resource_load_duration', 'lcp_element_render_delay'],
    ],
    [
      'crux',
      'lcp',
      ['lcp_ttfb', 'lcp_resource_load_delay', 'lcp_resource_load_duration', 'lcp_element_render_delay'],
    ],
    [
      'synthetic',
      'lcp',
      ['lcp_ttfb', 'lcp_resource_load_delay', 'lcp_resource_load_duration', 'lcp_element_render_delay'],
    ],
    ['rum', 'inp', ['inp_input_delay', 'inp_processing_duration', 'inp_presentation_delay']],
    ['rum', 'ttfb', ['ttfb_waiting', 'ttfb_cache', 'ttfb_dns', 'ttfb_connection', 'ttfb_request']],
  ] as const)('%s %s is made of %j', (source, key, parts) => {
    expect(getMetric(source, key).subMetrics).toEqual(parts);
  });

  it('points each sub-metric at a parent that lists it, and back', () => {
    for (const metric of ALL_METRICS) {
      if (metric.parent !== null)
        expect(getMetric(metric.source, metric.parent).subMetrics).toContain(metric.key);
      for (const part of metric.subMetrics) expect(getMetric(metric.source, part).parent).toBe(metric.key);
    }
  });

  it('names RUM metrics and their parts as the RUM beacon does', () => {
    expect(RUM_METRIC_KEYS.map((key) => RUM[key].valueField)).toEqual([
      'lcp',
      'cls',
      'inp',
      'ttfb',
      'fcp',
      'rtt',
    ]);
    expect(RUM.lcp.subMetrics.map((key) => getMetric('rum', key).valueField)).toEqual([
      'lcp.ttfb',
      'lcp.resourceLoadDelay',
      'lcp.resourceLoadDuration',
      'lcp.elementRenderDelay',
    ]);
    expect(RUM.inp_presentation_delay.valueField).toBe('inp.presentationDelay');
    expect(RUM.ttfb.subMetrics.map((key) => getMetric('rum', key).valueField)).toEqual([
      'ttfb.waiting',
      'ttfb.cache',
      'ttfb.dns',
      'ttfb.connection',
      'ttfb.request',
    ]);
  });
});

describe('significant-change multipliers', () => {
  it('has the values the spec gives: 10 for TBT, 12 or 14 for LCP, 8 for INP', () => {
    expect(SYNTHETIC.tbt.significantChangeMultiplier).toBe(10);
    expect(SYNTHETIC.lcp.significantChangeMultiplier).toBe(12);
    expect(CRUX.lcp.significantChangeMultiplier).toBe(14);
    expect(RUM.lcp.significantChangeMultiplier).toBe(14);
    expect(CRUX.inp.significantChangeMultiplier).toBe(8);
    expect(RUM.inp.significantChangeMultiplier).toBe(8);
  });

  it('says unknown everywhere else rather than inventing a number', () => {
    const known = ALL_METRICS.filter((m) => m.significantChangeMultiplier !== 'unknown').map(id);
    expect(known.sort()).toEqual([
      'crux inp',
      'crux lcp',
      'rum inp',
      'rum lcp',
      'synthetic lcp',
      'synthetic tbt',
    ]);
  });
});

describe('lookup', () => {
  it('finds a metric by source and key', () => {
    expect(getMetric('crux', 'lcp')).toBe(CRUX.lcp);
    expect(findMetric('rum', 'ux_rating')).toBe(RUM.ux_rating);
  });

  it('answers undefined for an unknown key, including inherited property names', () => {
    expect(findMetric('crux', 'tbt')).toBeUndefined();
    expect(findMetric('rum', 'constructor')).toBeUndefined();
    expect(findMetric('rum', '__proto__')).toBeUndefined();
    expect(() => getMetric('synthetic', 'nope')).toThrow(RangeError);
  });
});

describe('histogram anchors', () => {
  // Shares of good, needs-improvement and poor values are exact only at bucket bounds.
  it('include every stop of every field metric', () => {
    for (const metric of [...metricsFor('crux'), ...metricsFor('rum')]) {
      if (!metric.stops) continue;
      const { bounds } = bucketSchemeFor(metric);
      expect([id(metric), bounds]).toEqual([
        id(metric),
        expect.arrayContaining([metric.stops.good, metric.stops.poor]),
      ]);
    }
  });
});
