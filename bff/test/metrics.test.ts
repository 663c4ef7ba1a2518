// Operators' metrics: GET /metrics on the public port only with METRICS_TOKEN, and the listener off the
// public port; the text names what the README promises (beacons, audits, queues, deliveries, GraphQL by
// operation, memory and event-loop lag).
import type { AddressInfo } from 'node:net';
import { silentLogger } from '@pace/platform/log';
import { startMetricsListener, watchQueues } from '@pace/platform/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support.ts';

const TOKEN = 'metrics-token-for-the-scraper';

describe('metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('embedded', { withShell: false, env: { METRICS_TOKEN: TOKEN } });
    // As openRuntime does for every process: the test app is assembled without it.
    watchQueues(app.deps.queues);
  });
  afterAll(() => app?.close());

  it('are served on the public port only to the bearer of METRICS_TOKEN', async () => {
    const anonymous = await fetch(`${app.url}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('pace_');
    const wrong = await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);

    const query = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query ChromeCurrentUser { __typename }',
        operationName: 'ChromeCurrentUser',
      }),
    });
    expect(query.status).toBe(200);
    // A name no client of the platform sends counts as `other`.
    const junk = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query MetricsProbe { __typename }', operationName: 'MetricsProbe' }),
    });
    expect(junk.status).toBe(200);
    const scraped = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scraped.text();
    expect(text).toMatch(/^pace_graphql_requests_total\{operation="ChromeCurrentUser",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(
      /^pace_graphql_request_duration_seconds_count\{operation="ChromeCurrentUser"\} [1-9]/m,
    );
    expect(text).toMatch(/^pace_graphql_requests_total\{operation="other",outcome="ok"\} [1-9]/m);
    expect(text).not.toContain('MetricsProbe');
    expect(text).toMatch(/^pace_queue_jobs\{queue="audits",state="waiting"\} \d+/m);
    for (const name of [
      'pace_rum_beacons_accepted_total',
      'pace_rum_beacons_refused_total',
      'pace_rum_beacons_dead_lettered_total',
      'pace_rum_beacon_backlog',
      'pace_audits_total',
      'pace_audit_duration_seconds',
      'pace_queue_stalled_jobs_total',
      'pace_integration_deliveries_total',
      'pace_process_resident_memory_bytes',
      'pace_nodejs_eventloop_lag_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });

  it('are served off the public port by the metrics listener, and nothing else is', async () => {
    const server = await startMetricsListener({ port: 0, host: '127.0.0.1' }, silentLogger());
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const scraped = await fetch(`${base}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('# TYPE pace_audits_total counter');
      expect((await fetch(`${base}/graphql`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
