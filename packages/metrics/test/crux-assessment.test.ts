import { describe, expect, it } from 'vitest';
import { assessCoreWebVitals, assessCruxMetrics, cruxAssessmentLabel } from '../src/index.ts';

describe('assessCoreWebVitals at the 75th percentile', () => {
  it.each([
    ['all three good', { lcp: 2000, inp: 150, cls: 0.05 }, 'pass'],
    ['all three exactly at their good stops', { lcp: 2500, inp: 200, cls: 0.1 }, 'pass'],
    ['LCP just above its good stop', { lcp: 2501, inp: 150, cls: 0.05 }, 'fail'],
    ['INP just above its good stop', { lcp: 2000, inp: 201, cls: 0.05 }, 'fail'],
    ['CLS just above its good stop', { lcp: 2000, inp: 150, cls: 0.11 }, 'fail'],
    ['INP poor', { lcp: 2000, inp: 800, cls: 0.05 }, 'fail'],
    ['LCP needs improvement and INP missing', { lcp: 3000, cls: 0.05 }, 'fail'],
  ] as const)('%s: %s', (_, p75, assessment) => {
    expect(assessCoreWebVitals(p75)).toBe(assessment);
  });

  it('passes on LCP and CLS alone when INP has no data, as PageSpeed Insights does', () => {
    expect(assessCoreWebVitals({ lcp: 2000, cls: 0.05 })).toBe('pass');
    expect(assessCoreWebVitals({ lcp: 2000, inp: null, cls: 0.05 })).toBe('pass');
    expect(assessCoreWebVitals({ lcp: 2000, inp: Number.NaN, cls: 0.05 })).toBe('pass');
  });

  it.each([
    ['LCP missing', { inp: 100, cls: 0.05 }],
    ['CLS missing', { lcp: 2000, inp: 100 }],
    ['LCP null', { lcp: null, inp: 100, cls: 0.05 }],
    ['CLS NaN', { lcp: 2000, inp: 100, cls: Number.NaN }],
    ['no data at all', {}],
    ['LCP missing even though INP is poor', { inp: 900, cls: 0.05 }],
  ] as const)('is not assessed with %s', (_, p75) => {
    expect(assessCoreWebVitals(p75)).toBe('not_assessed');
  });

  it('reads stored values listed by metric key, ignoring the other metrics', () => {
    const stored = [
      { metric: 'lcp', p75: 2100 },
      { metric: 'cls', p75: 0.05 },
      { metric: 'inp', p75: 180 },
      { metric: 'ttfb', p75: 2500 },
    ];
    expect(assessCruxMetrics(stored)).toBe('pass');
    expect(assessCruxMetrics([...stored, { metric: 'inp', p75: 600 }])).toBe('fail');
    expect(assessCruxMetrics(stored.filter((v) => v.metric !== 'cls'))).toBe('not_assessed');
    expect(
      assessCruxMetrics([
        { metric: 'lcp', p75: 2100 },
        { metric: 'cls', p75: null },
      ]),
    ).toBe('not_assessed');
  });

  it('labels each outcome', () => {
    expect(['pass', 'fail', 'not_assessed'].map((a) => cruxAssessmentLabel(a as 'pass'))).toEqual([
      'Passed',
      'Failed',
      'Not assessed',
    ]);
  });
});
