import { describe, expect, it } from 'vitest';
import { CRUX, LCP_PART_GUIDE, LCP_PART_KEYS, lcpPartsBreakdown } from '../src/index.ts';

describe('lcpPartsBreakdown', () => {
  it("rates each CrUX part with the spec's stops and names the largest as dominant", () => {
    const breakdown = lcpPartsBreakdown('crux', {
      lcp_ttfb: 600,
      lcp_resource_load_delay: 900,
      lcp_resource_load_duration: 300,
      lcp_element_render_delay: 200,
      lcp: 2600,
    });
    expect(breakdown).toEqual({
      complete: true,
      dominant: 'lcp_resource_load_delay',
      parts: [
        { metric: 'lcp_ttfb', p75: 600, rating: 'average', share: 0.3 },
        { metric: 'lcp_resource_load_delay', p75: 900, rating: 'poor', share: 0.45 },
        { metric: 'lcp_resource_load_duration', p75: 300, rating: 'good', share: 0.15 },
        { metric: 'lcp_element_render_delay', p75: 200, rating: 'average', share: 0.1 },
      ],
    });
  });

  it('a tie goes to the earlier part; a missing part gives no shares and no dominant part', () => {
    const tie = lcpPartsBreakdown('crux', {
      lcp_ttfb: 400,
      lcp_resource_load_delay: 400,
      lcp_resource_load_duration: 100,
      lcp_element_render_delay: 100,
    });
    expect(tie.dominant).toBe('lcp_ttfb');
    const partial = lcpPartsBreakdown('crux', { lcp_ttfb: 400, lcp_resource_load_delay: null });
    expect(partial.complete).toBe(false);
    expect(partial.dominant).toBeNull();
    expect(partial.parts.map((p) => [p.p75, p.rating, p.share])).toEqual([
      [400, 'average', null],
      [null, 'no_data', null],
      [null, 'no_data', null],
      [null, 'no_data', null],
    ]);
  });

  it('parts of all zeros have no dominant part; synthetic parts, without stops, are not rated', () => {
    const zeros = Object.fromEntries(LCP_PART_KEYS.map((key) => [key, 0]));
    expect(lcpPartsBreakdown('crux', zeros)).toMatchObject({ complete: true, dominant: null });
    const lab = lcpPartsBreakdown('synthetic', { ...zeros, lcp_ttfb: 500 });
    expect(lab.parts.map((p) => p.rating)).toEqual(['ungraded', 'ungraded', 'ungraded', 'ungraded']);
    expect(lab.dominant).toBe('lcp_ttfb');
  });

  it("keeps the parts in CrUX LCP's order and fits web.dev's guide: none poor stays inside a good LCP", () => {
    expect(CRUX.lcp.subMetrics).toEqual(LCP_PART_KEYS);
    const goodLcp = CRUX.lcp.stops!.good;
    // The delays turn poor at web.dev's "under 10 %" of a good LCP.
    for (const key of LCP_PART_KEYS.filter((k) => LCP_PART_GUIDE[k].kind === 'under')) {
      expect(CRUX[key].stops!.poor).toBe(LCP_PART_GUIDE[key].share * goodLcp);
    }
    // TTFB and load duration turn poor before web.dev's "about 40 %".
    for (const key of LCP_PART_KEYS.filter((k) => LCP_PART_GUIDE[k].kind === 'about')) {
      expect(CRUX[key].stops!.poor).toBeLessThan(LCP_PART_GUIDE[key].share * goodLcp);
    }
    const poorStops = LCP_PART_KEYS.reduce((sum, key) => sum + CRUX[key].stops!.poor, 0);
    expect(poorStops).toBeLessThanOrEqual(goodLcp);
  });
});
