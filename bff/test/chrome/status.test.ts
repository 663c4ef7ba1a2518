// GET /api/status: the help menu's status line, read server-side from STATUS_PAGE_URL (a loopback
// server speaking the status page's JSON here).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_TIMEOUT_MS } from '../../src/system/status-page.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { json, startLoopbackServer } from './loopback.ts';

type StatusServer = Awaited<ReturnType<typeof startLoopbackServer>>;

describe.each(MODES)('service status (%s)', (mode) => {
  let app: TestApp;
  let statusPage: StatusServer;
  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    statusPage = await startLoopbackServer(json(200, {}));
    app.deps.config.statusPageUrl = `${statusPage.url}/api/v2/status.json`;
  });
  afterAll(async () => {
    await statusPage?.close();
    await app?.close();
  });
  afterEach(() => app.kv.del('status-page:current'));

  const status = async () => {
    const response = await fetch(`${app.url}/api/status`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it.each([
    ['none', 'All Systems Operational'],
    ['unknown', 'Status unknown'],
    ['major', 'Partial System Outage'],
  ])('passes on indicator %s with its description', async (indicator, description) => {
    statusPage.answer(json(200, { page: { name: 'Pace' }, status: { indicator, description } }));
    expect(await status()).toEqual({ status: 200, body: { status: { indicator, description } } });
  });

  it("answers 502 with 'Error retrieving current status' when the status page fails", async () => {
    statusPage.answer(json(500, { error: 'down' }));
    expect(await status()).toEqual({
      status: 502,
      body: { error: { code: 'STATUS_UNAVAILABLE', message: 'Error retrieving current status' } },
    });
    statusPage.answer(json(200, { unexpected: true }));
    expect((await status()).status).toBe(502);
  });

  it('gives up on a status page slower than the timeout', async () => {
    statusPage.answer((_, res) => {
      setTimeout(() => res.end('{}'), STATUS_TIMEOUT_MS + 1000).unref();
    });
    const started = Date.now();
    expect((await status()).status).toBe(502);
    expect(Date.now() - started).toBeLessThan(STATUS_TIMEOUT_MS + 900);
  }, 10_000);

  it('shares a good reading for a minute and does not keep failures', async () => {
    statusPage.answer(json(500, {}));
    expect((await status()).status).toBe(502);
    statusPage.answer(json(200, { status: { indicator: 'none', description: 'Fine' } }));
    expect((await status()).status).toBe(200);
    const before = statusPage.received.length;
    statusPage.answer(json(500, {}));
    expect(await status()).toMatchObject({ status: 200, body: { status: { indicator: 'none' } } });
    expect(statusPage.received.length).toBe(before);
  });

  it('answers { status: null } when no status page is configured', async () => {
    const configured = app.deps.config.statusPageUrl;
    app.deps.config.statusPageUrl = null;
    try {
      expect(await status()).toEqual({ status: 200, body: { status: null } });
    } finally {
      app.deps.config.statusPageUrl = configured;
    }
  });
});
