import { describe, expect, test } from 'vitest';
import {
  fixtureHistoryRecord,
  fixtureLatestPeriodEnd,
  googleError,
  metricProfile,
  quotaExceededError,
  startCruxFixtureServer,
} from '../src/fixtures/index.ts';
import { CruxApiError, CruxClient, isoDate, parseRetryAfter } from '../src/index.ts';

import { origin, today, useCruxFixture } from './support.ts';

const crux = useCruxFixture();

describe('queryRecord', () => {
  test('reads p75, histogram and shares of the six metrics, with the collection period', async () => {
    const result = await crux.client.queryRecord({ origin }, 'DESKTOP');
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.data.period).toEqual({ firstDate: '2026-10-25', lastDate: fixtureLatestPeriodEnd(today) });
    // The fixture's desktop records have no LCP parts (too few image LCPs): the six field metrics alone.
    expect(Object.keys(result.data.metrics).sort()).toEqual(['cls', 'fcp', 'inp', 'lcp', 'rtt', 'ttfb']);
    const lcp = metricProfile(origin, 'DESKTOP', 'lcp');
    expect(result.data.metrics.lcp).toEqual({
      p75: lcp.p75,
      histogram: [
        { start: 0, end: 2500, density: lcp.good },
        { start: 2500, end: 4000, density: lcp.average },
        { start: 4000, end: null, density: lcp.poor },
      ],
      shares: { good: lcp.good, average: lcp.average, poor: lcp.poor },
    });
  });

  test('CLS, sent as strings, becomes numbers', async () => {
    const result = await crux.client.queryRecord({ origin }, 'DESKTOP');
    if (result.status !== 'ok') throw new Error('expected data');
    const cls = result.data.metrics.cls!;
    expect(cls.p75).toBe(metricProfile(origin, 'DESKTOP', 'cls').p75);
    expect(cls.histogram.map((bin) => [bin.start, bin.end])).toEqual([
      [0, 0.1],
      [0.1, 0.25],
      [0.25, null],
    ]);
  });

  test('sends the real request: origin or url, form factor (none for all), metric names, the key header', async () => {
    await crux.client.queryRecord({ origin }, 'ALL');
    await crux.client.queryRecord({ url: `${origin}/basket` }, 'DESKTOP');
    expect(crux.server.requests).toEqual([
      {
        path: 'records:queryRecord',
        apiKey: 'test-key',
        body: {
          origin,
          metrics: [
            'largest_contentful_paint',
            'cumulative_layout_shift',
            'interaction_to_next_paint',
            'experimental_time_to_first_byte',
            'first_contentful_paint',
            'round_trip_time',
            'largest_contentful_paint_image_time_to_first_byte',
            'largest_contentful_paint_image_resource_load_delay',
            'largest_contentful_paint_image_resource_load_duration',
            'largest_contentful_paint_image_element_render_delay',
          ],
        },
      },
      expect.objectContaining({
        body: expect.objectContaining({ url: `${origin}/basket`, formFactor: 'DESKTOP' }),
      }),
    ]);
  });

  test('a 404 "chrome ux report data not found" is a clear no-data result, not an error', async () => {
    expect(await crux.client.queryRecord({ origin: 'https://no-crux.tiny.example' }, 'ALL')).toEqual({
      status: 'no_data',
    });
    expect(crux.server.requests).toHaveLength(1);
  });
});

describe('queryHistoryRecord', () => {
  test('gives one snapshot per weekly period, oldest first', async () => {
    const result = await crux.client.queryHistoryRecord({ origin }, 'PHONE', { periods: 10 });
    if (result.status !== 'ok') throw new Error('expected data');
    expect(crux.server.requests[0]?.body.collectionPeriodCount).toBe(10);
    expect(result.data).toHaveLength(10);
    const ends = result.data.map((s) => s.period.lastDate);
    expect([...ends].sort()).toEqual(ends);
    expect(new Date(`${ends[9]}T00:00:00Z`).getUTCDay()).toBe(6);
    const oldest = metricProfile(origin, 'PHONE', 'inp', 9);
    expect(result.data[0]?.metrics.inp?.p75).toBe(oldest.p75);
    expect(result.data[0]?.metrics.inp?.shares).toEqual({
      good: oldest.good,
      average: oldest.average,
      poor: oldest.poor,
    });
  });

  test('periods without enough data ("NaN" densities, null p75s) are left out', async () => {
    const body = fixtureHistoryRecord({ origin }, 'ALL', { today, count: 5, missingWeeks: [0, 2] });
    crux.server.script({ status: 200, body });
    const result = await crux.client.queryHistoryRecord({ origin }, 'ALL', { periods: 5 });
    if (result.status !== 'ok') throw new Error('expected data');
    expect(result.data).toHaveLength(3);
    // Oldest first: weeks 4, 3 and 1 before the latest are periods 0, 1 and 3.
    expect(result.data.map((s) => s.period.lastDate)).toEqual(
      [0, 1, 3].map((i) => isoDate(body.record.collectionPeriods[i]!.lastDate)),
    );
  });
});

describe('errors and retries', () => {
  test('429 RESOURCE_EXHAUSTED is retried, honouring Retry-After, then succeeds', async () => {
    crux.server.script({ status: 429, body: quotaExceededError(), retryAfter: '1' });
    const started = Date.now();
    const result = await crux.client.queryRecord({ origin }, 'PHONE');
    expect(result.status).toBe('ok');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(crux.server.requests).toHaveLength(2);
  });

  test('5xx is retried with backoff', async () => {
    crux.server.script(
      { status: 503, body: googleError(503, 'UNAVAILABLE', 'The service is currently unavailable.') },
      { status: 500, body: googleError(500, 'INTERNAL', 'Internal error encountered.') },
    );
    expect((await crux.client.queryRecord({ origin }, 'ALL')).status).toBe('ok');
    expect(crux.server.requests).toHaveLength(3);
  });

  test('quota still exhausted after every try: a quota error with the status and message of the body', async () => {
    crux.server.script(...Array.from({ length: 4 }, () => ({ status: 429, body: quotaExceededError() })));
    const error = await crux.client.queryRecord({ origin }, 'ALL').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CruxApiError);
    expect(error).toMatchObject({ httpStatus: 429, apiStatus: 'RESOURCE_EXHAUSTED', quotaExceeded: true });
    expect((error as Error).message).toContain("Quota exceeded for quota metric 'Queries'");
    expect(crux.server.requests).toHaveLength(4);
  });

  test('a Retry-After longer than the client waits is left to the caller', async () => {
    crux.server.script({ status: 429, body: quotaExceededError(), retryAfter: '3600' });
    const error = (await crux.client.queryRecord({ origin }, 'ALL').catch((e: unknown) => e)) as CruxApiError;
    expect(error.retryAfterMs).toBe(3_600_000);
    expect(crux.server.requests).toHaveLength(1);
  });

  test('a bad key is a 400 with Google error body and is not retried', async () => {
    const wrong = new CruxClient({ baseUrl: crux.server.url, apiKey: 'wrong', baseDelayMs: 5 });
    const error = (await wrong.queryRecord({ origin }, 'ALL').catch((e: unknown) => e)) as CruxApiError;
    expect(error).toMatchObject({ httpStatus: 400, apiStatus: 'INVALID_ARGUMENT', retryable: false });
    expect(error.message).toBe(
      'CrUX API answered 400 INVALID_ARGUMENT: API key not valid. Please pass a valid API key.',
    );
    expect(crux.server.requests).toHaveLength(1);
  });

  test('an origin with a path is refused by the API as INVALID_ARGUMENT', async () => {
    const error = (await crux.client
      .queryRecord({ origin: `${origin}/` }, 'ALL')
      .catch((e: unknown) => e)) as CruxApiError;
    expect(error.apiStatus).toBe('INVALID_ARGUMENT');
  });

  test('an unreachable API is retried, then reported with status 0', async () => {
    const closed = await startCruxFixtureServer();
    const baseUrl = closed.url;
    await closed.close();
    const offline = new CruxClient({ baseUrl, apiKey: 'k', baseDelayMs: 5, maxAttempts: 2 });
    const error = (await offline.queryRecord({ origin }, 'ALL').catch((e: unknown) => e)) as CruxApiError;
    expect(error).toMatchObject({ httpStatus: 0, retryable: true });
  });

  test('Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('30')).toBe(30_000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
