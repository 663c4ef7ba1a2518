// POST /api/error-reports: interface errors are stored, and forwarded to a Sentry-compatible service
// when ERROR_REPORTING_DSN is set (a loopback server reading the envelope here).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseDsn, REPORTS_PER_MINUTE } from '../../src/system/error-reports.ts';
import { actorHeaders, createWorld, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { json, startLoopbackServer } from './loopback.ts';

const report = {
  name: 'Error',
  message: 'Cannot draw the chart',
  stack: 'Error: Cannot draw the chart\n    at draw (main.js:1:2)',
  url: 'http://127.0.0.1/teams/a/b/pulse',
  release: 'main.279901c8',
};

describe.each(MODES)('error reports (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => app?.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'pace-test', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores a report from an anonymous page', async () => {
    const response = await post(report);
    expect(response.status).toBe(202);
    const { uuid } = (await response.json()) as { uuid: string };
    const stored = await app.db.models.ErrorReport.findOne({ where: { uuid } });
    expect(stored).toMatchObject({ ...report, userAgent: 'pace-test', userId: null, forwardedAt: null });
  });

  it('records the signed-in reporter (whose cookie request carries the CSRF header)', async () => {
    const headers = await actorHeaders(app, world.users.memberA);
    const response = await post(report, headers);
    expect(response.status).toBe(202);
    const { uuid } = (await response.json()) as { uuid: string };
    expect(await app.db.models.ErrorReport.findOne({ where: { uuid } })).toMatchObject({
      userId: world.users.memberA.id,
    });
    const { 'x-csrf-token': _, ...withoutCsrf } = headers;
    expect((await post(report, withoutCsrf)).status).toBe(403);
  });

  it('rejects a report without a message, or a body that is not JSON', async () => {
    const empty = await post({ name: 'Error', message: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'BAD_USER_INPUT', field: 'message' } });
    expect((await post('{oops')).status).toBe(400);
  });

  it('drops reports beyond the per-address limit without failing the page', async () => {
    // The allowance is per minute of the clock, which is set (the bff runs in this process) to a minute's
    // last millisecond and stands still: the reports are not split between two minutes' allowances.
    vi.useFakeTimers({ now: new Date('2028-02-29T23:59:59.999Z'), toFake: ['Date'] });
    const before = await app.db.models.ErrorReport.count();
    const responses = await Promise.all(
      Array.from({ length: REPORTS_PER_MINUTE + 5 }, () => post({ message: 'loop' })),
    );
    expect(responses.every((response) => response.status === 202)).toBe(true);
    const stored = (await app.db.models.ErrorReport.count()) - before;
    expect(stored).toBeLessThanOrEqual(REPORTS_PER_MINUTE);
    expect(stored).toBeGreaterThan(0);
    await app.kv.del(`error-reports:127.0.0.1:${Math.floor(Date.now() / 60_000)}`);
  });
});

describe('error reports forwarded to a Sentry-compatible DSN', () => {
  let app: TestApp;
  let sentry: Awaited<ReturnType<typeof startLoopbackServer>>;
  beforeAll(async () => {
    app = await startTestApp('embedded', { withShell: false });
    sentry = await startLoopbackServer(json(200, { id: 'ok' }));
    app.deps.config.errorReportingDsn = `${sentry.url.replace('//', '//publickey123@')}/sentry/42`;
  });
  afterAll(async () => {
    await sentry?.close();
    await app?.close();
  });

  it('parses a DSN into its envelope endpoint', () => {
    expect(parseDsn('https://abc@o1.ingest.example.com/7')).toMatchObject({
      publicKey: 'abc',
      envelopeUrl: 'https://o1.ingest.example.com/api/7/envelope/',
    });
    expect(parseDsn('http://k@127.0.0.1:9000/sub/path/12').envelopeUrl).toBe(
      'http://127.0.0.1:9000/sub/path/api/12/envelope/',
    );
    expect(() => parseDsn('https://o1.ingest.example.com/7')).toThrow(/public key/);
  });

  it('sends the report as an envelope with the auth header, and marks it forwarded', async () => {
    const response = await fetch(`${app.url}/api/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
    const { uuid } = (await response.json()) as { uuid: string };
    await expect
      .poll(async () => (await app.db.models.ErrorReport.findOne({ where: { uuid } }))?.forwardedAt)
      .toBeInstanceOf(Date);
    const request = sentry.received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/sentry/api/42/envelope/');
    expect(request.headers['x-sentry-auth']).toContain('sentry_key=publickey123');
    const [header, item, event] = request.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ event_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(item).toMatchObject({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      level: 'error',
      release: report.release,
      exception: { values: [{ type: 'Error', value: report.message }] },
      request: { url: report.url },
      tags: { report_uuid: uuid },
    });
  });

  it('keeps the report when the service is down (not marked forwarded)', async () => {
    sentry.answer(json(503, {}));
    const response = await fetch(`${app.url}/api/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'while the service is down' }),
    });
    expect(response.status).toBe(202);
    const { uuid } = (await response.json()) as { uuid: string };
    await expect.poll(() => sentry.received.filter((r) => r.body.includes(uuid)).length).toBe(1);
    expect((await app.db.models.ErrorReport.findOne({ where: { uuid } }))?.forwardedAt).toBeNull();
  });
});
