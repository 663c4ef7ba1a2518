// LCP's image parts as the CrUX API sends them: `largest_contentful_paint_image_*` metrics with a p75
// alone (no histogram), beside the fractions-only metrics the client does not collect; and in the History
// API as `percentilesTimeseries` with nulls for periods without enough data.
import { describe, expect, test } from 'vitest';
import { lcpPartProfile, metricProfile } from '../src/fixtures/index.ts';
import type { CruxHistoryResponse, CruxQueryResponse } from '../src/index.ts';

import { origin, useCruxFixture } from './support.ts';

const crux = useCruxFixture();

/** A phone record of an origin in the API's shape, written out as it comes over the wire. */
const RECORD: CruxQueryResponse = {
  record: {
    key: { origin, formFactor: 'PHONE' },
    metrics: {
      largest_contentful_paint: {
        histogram: [
          { start: 0, end: 2500, density: 0.7213 },
          { start: 2500, end: 4000, density: 0.1807 },
          { start: 4000, density: 0.098 },
        ],
        percentiles: { p75: 2687 },
      },
      largest_contentful_paint_image_time_to_first_byte: { percentiles: { p75: 913 } },
      largest_contentful_paint_image_resource_load_delay: { percentiles: { p75: 412 } },
      largest_contentful_paint_image_resource_load_duration: { percentiles: { p75: 268 } },
      largest_contentful_paint_image_element_render_delay: { percentiles: { p75: 157 } },
      largest_contentful_paint_resource_type: { fractions: { image: 0.6134, text: 0.3866 } },
      navigation_types: { fractions: { navigate: 0.7, reload: 0.05, back_forward: 0.25 } },
    },
    collectionPeriod: {
      firstDate: { year: 2026, month: 10, day: 25 },
      lastDate: { year: 2026, month: 11, day: 21 },
    },
  },
};

describe("LCP's parts", () => {
  test('a daily record: each part is a p75 with no histogram and no shares; fractions are skipped', async () => {
    crux.server.script({ status: 200, body: RECORD });
    const result = await crux.client.queryRecord({ origin }, 'PHONE');
    if (result.status !== 'ok') throw new Error('expected data');
    expect(Object.keys(result.data.metrics)).toEqual([
      'lcp',
      'lcp_ttfb',
      'lcp_resource_load_delay',
      'lcp_resource_load_duration',
      'lcp_element_render_delay',
    ]);
    expect(result.data.metrics.lcp_ttfb).toEqual({ p75: 913, histogram: [], shares: null });
    expect(result.data.metrics.lcp_resource_load_delay?.p75).toBe(412);
    expect(result.data.metrics.lcp_resource_load_duration?.p75).toBe(268);
    expect(result.data.metrics.lcp_element_render_delay?.p75).toBe(157);
  });

  test('a history record: one p75 per period, a period without enough data left out', async () => {
    const history: CruxHistoryResponse = {
      record: {
        key: { origin },
        metrics: {
          largest_contentful_paint: {
            histogramTimeseries: [
              { start: 0, end: 2500, densities: [0.7, 0.71, 0.72] },
              { start: 2500, end: 4000, densities: [0.2, 0.19, 0.18] },
              { start: 4000, densities: [0.1, 0.1, 0.1] },
            ],
            percentilesTimeseries: { p75s: [2700, 2650, 2600] },
          },
          largest_contentful_paint_image_time_to_first_byte: {
            percentilesTimeseries: { p75s: [null, 900, 880] },
          },
          largest_contentful_paint_image_resource_load_delay: {
            percentilesTimeseries: { p75s: [null, 420, 400] },
          },
          largest_contentful_paint_image_resource_load_duration: {
            percentilesTimeseries: { p75s: [null, 270, 260] },
          },
          largest_contentful_paint_image_element_render_delay: {
            percentilesTimeseries: { p75s: [null, 160, 150] },
          },
        },
        collectionPeriods: [7, 14, 21].map((day) => ({
          firstDate: { year: 2026, month: 10, day: day - 27 + 31 },
          lastDate: { year: 2026, month: 11, day },
        })),
      },
    };
    crux.server.script({ status: 200, body: history });
    const result = await crux.client.queryHistoryRecord({ origin }, 'ALL', { periods: 3 });
    if (result.status !== 'ok') throw new Error('expected data');
    expect(result.data.map((s) => s.metrics.lcp_ttfb?.p75 ?? null)).toEqual([null, 900, 880]);
    expect(result.data[0]!.metrics.lcp_resource_load_delay).toBeUndefined();
    expect(result.data[2]!.metrics.lcp_element_render_delay).toEqual({
      p75: 150,
      histogram: [],
      shares: null,
    });
  });

  test('the fixture server answers in the same shape, and leaves the parts out where it has none', async () => {
    const phone = await crux.client.queryRecord({ origin }, 'PHONE');
    if (phone.status !== 'ok') throw new Error('expected data');
    const part = lcpPartProfile(origin, 'PHONE', 'lcp_resource_load_delay');
    expect(phone.data.metrics.lcp_resource_load_delay).toEqual({ p75: part, histogram: [], shares: null });
    expect(part).toBeGreaterThan(0);
    expect(part).toBeLessThan(metricProfile(origin, 'PHONE', 'lcp').p75);
    const wire = await fetch(`${crux.server.url}/records:queryRecord`, {
      method: 'POST',
      headers: { 'x-goog-api-key': 'test-key' },
      body: JSON.stringify({ origin, formFactor: 'PHONE' }),
    }).then((r) => r.json() as Promise<CruxQueryResponse>);
    expect(wire.record.metrics.largest_contentful_paint_image_resource_load_delay).toEqual({
      percentiles: { p75: part },
    });

    const desktop = await crux.client.queryRecord({ origin }, 'DESKTOP');
    const text = await crux.client.queryRecord({ origin: 'https://text-lcp.blog.example' }, 'PHONE');
    for (const result of [desktop, text]) {
      if (result.status !== 'ok') throw new Error('expected data');
      expect(result.data.metrics.lcp).toBeDefined();
      expect(result.data.metrics.lcp_ttfb).toBeUndefined();
    }

    const history = await crux.client.queryHistoryRecord({ origin }, 'PHONE', { periods: 4 });
    if (history.status !== 'ok') throw new Error('expected data');
    expect(history.data.map((s) => s.metrics.lcp_ttfb?.p75)).toEqual(
      [3, 2, 1, 0].map((week) => lcpPartProfile(origin, 'PHONE', 'lcp_ttfb', week)),
    );
  });
});
