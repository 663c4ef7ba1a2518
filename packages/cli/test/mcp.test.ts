// `pace mcp` through the MCP SDK's own client (stdio), against the bff on MariaDB + Redis: the tools it
// lists, each called by a token of the site's organisation and by a stranger's token, whose every call
// for that site gets the very "not found" GraphQL gives it; a read-only token cannot start a snapshot.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Snapshot, Test } from '@pace/platform/db';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, startBff, type TestApp, tokenHeaders, type World } from './support.ts';

const BIN = join(import.meta.dirname, '..', 'bin', 'pace.js');
const DAY = 86_400_000;
const TOOLS = [
  'compare_tests',
  'crux_assessment',
  'latest_synthetic_metrics',
  'list_sites',
  'rum_p75s',
  'snapshot_result',
  'start_snapshot',
];

/** A tool's structured answer, read loosely: the assertions say what it holds. */
// biome-ignore lint/suspicious/noExplicitAny: the shapes are asserted below, not typed.
type Answer = Record<string, any>;

const secretOf = (headers: Record<string, string>) => headers.authorization!.replace(/^Bearer /, '');

describe('pace mcp', () => {
  let app: TestApp;
  let world: World;
  let site: string;
  let tests: { before: Test; after: Test };
  let completed: Snapshot;
  const tokens: Record<'holder' | 'reader' | 'stranger', string> = { holder: '', reader: '', stranger: '' };
  const clients: Client[] = [];

  /** An MCP client talking to `pace mcp` run with `token`, as an agent's host starts it. */
  async function connect(token: string): Promise<Client> {
    const client = new Client({ name: 'pace-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [BIN, 'mcp'],
        env: { PATH: process.env.PATH ?? '', PACE_URL: app.url, PACE_TOKEN: token },
        stderr: 'pipe',
      }),
    );
    clients.push(client);
    return client;
  }
  const call = async (client: Client, name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const data = (result: CallToolResult) => {
    expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
    return result.structuredContent as Answer;
  };
  /** What /graphql answers `token` for this site: the message of its first error. */
  async function graphqlRefusal(token: string, ref: { teamId: string; siteId: string }) {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query:
          'query ($teamId: ID!, $siteId: ID!) { pulse(teamId: $teamId, siteId: $siteId) { metrics { metric } } }',
        variables: ref,
      }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    return body.errors?.[0]?.message;
  }

  beforeAll(async () => {
    app = await startBff();
    world = await createWorld(app);
    site = `${world.teamA1.slug}/${world.siteA1.slug}`;
    tokens.holder = secretOf(await tokenHeaders(app, world.users.adminA, { organisation: world.orgA }));
    tokens.reader = secretOf(
      await tokenHeaders(app, world.users.adminA, { organisation: world.orgA, permissions: ['readSites'] }),
    );
    tokens.stranger = secretOf(await tokenHeaders(app, world.users.adminB, { organisation: world.orgB }));

    const { Page, TestProfile, Snapshot, Test, MetricMeasurement, CruxMeasurement, CruxTarget } =
      app.db.models;
    const siteId = world.siteA1.id;
    const home = await Page.create({ siteId, name: 'Home', url: 'https://site-a1.example.test/' });
    const mobile = await TestProfile.create({ siteId, name: 'Mobile', device: 'mobile', connection: '4g' });
    /** A completed snapshot `daysAgo` with one test of Home on Mobile, measuring `lcp`. */
    const snapshotOf = async (daysAgo: number, lcp: number) => {
      const at = new Date(Date.now() - daysAgo * DAY);
      const snapshot = await Snapshot.create({
        siteId,
        status: 'completed',
        trigger: 'manual',
        triggerClient: 'web',
        createdAt: at,
        startedAt: at,
        finishedAt: at,
      } as never);
      const test = await Test.create({
        snapshotId: snapshot.id,
        siteId,
        pageId: home.id,
        profileId: mobile.id,
        status: 'completed',
        url: home.url,
        finishedAt: at,
      } as never);
      for (const [metric, value] of [
        ['lcp', lcp],
        ['cls', 0.05],
      ] as const) {
        await MetricMeasurement.create({
          testId: test.id,
          siteId,
          pageId: home.id,
          profileId: mobile.id,
          metric,
          value,
          measuredAt: at,
        });
      }
      return { snapshot, test };
    };
    const first = await snapshotOf(9, 3000);
    const second = await snapshotOf(2, 2400);
    tests = { before: first.test, after: second.test };
    completed = second.snapshot;

    // CrUX of the origin, as the worker stores it: every Core Web Vital good at p75.
    const origin = 'https://site-a1.example.test';
    const targetHash = createHash('sha256').update(origin).digest('hex');
    const periodEnd = utcDay(Date.now() - 3 * DAY);
    const crux = { siteId, kind: 'origin', target: origin, targetHash, formFactor: 'ALL' } as const;
    await CruxMeasurement.bulkCreate(
      (
        [
          ['lcp', 2100],
          ['inp', 180],
          ['cls', 0.05],
        ] as const
      ).map(([metric, p75]) => ({
        ...crux,
        metric,
        periodStart: utcDay(Date.now() - 30 * DAY),
        periodEnd,
        p75,
        goodDensity: 0.8,
        niDensity: 0.15,
        poorDensity: 0.05,
        histogram: [],
      })),
    );
    await CruxTarget.create({
      ...crux,
      checkedAt: new Date(),
      status: 'collected',
      lastPeriodEnd: periodEnd,
    });

    // Yesterday's RUM, rolled up as the rollup job does: LCP of four mobile and one desktop page view.
    await app.db.models.RumSettings.create({ siteId, allowedOrigins: [origin] });
    const yesterday = Date.now() - DAY;
    const views = [
      [1000, 'mobile'],
      [2000, 'mobile'],
      [3000, 'mobile'],
      [4000, 'mobile'],
      [500, 'desktop'],
    ] as const;
    for (const [index, [lcp, deviceType]] of views.entries()) {
      await app.db.models.RumBeacon.create({
        siteId,
        pageViewId: String(index).padStart(32, '0'),
        seq: 0,
        day: utcDay(yesterday),
        receivedAt: new Date(yesterday),
        path: '/',
        query: null,
        navigationType: 'navigate',
        landing: true,
        sampleRate: 100,
        deviceType,
        lcp,
      } as never);
    }
    await rollUpDay(app.db, siteId, utcDay(yesterday));
  }, 120_000);
  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => {});
    await app?.close();
  });

  it('lists its tools, each with a description and an input schema', async () => {
    const client = await connect(tokens.holder);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(TOOLS);
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy();
      expect(tool.inputSchema.type).toBe('object');
    }
    expect(tools.find((tool) => tool.name === 'start_snapshot')?.annotations?.readOnlyHint).toBe(false);
  });

  it("answers the token holder's every tool from the site's data", async () => {
    const client = await connect(tokens.holder);
    const sites = data(await call(client, 'list_sites')).sites as { site: string }[];
    expect(sites.map((row) => row.site).sort()).toEqual(
      [site, `${world.teamA2.slug}/${world.siteA2.slug}`].sort(),
    );

    const latest = data(await call(client, 'latest_synthetic_metrics', { site, metrics: ['lcp'] }));
    expect(latest.latest).toEqual([
      expect.objectContaining({
        page: 'Home',
        profile: 'Mobile',
        test: tests.after.uuid,
        metrics: { lcp: 2400 },
      }),
    ]);

    const crux = data(await call(client, 'crux_assessment', { site }));
    expect(crux).toMatchObject({ site, hasData: true, assessment: 'pass' });
    expect(crux.metrics).toContainEqual(
      expect.objectContaining({ metric: 'lcp', p75: 2100, rating: 'good' }),
    );

    const rum = data(await call(client, 'rum_p75s', { site, period: 'last_7_days' }));
    expect(rum.pageViews).toBe(5);
    const lcpOf = (answer: Answer) =>
      (answer.p75 as { metric: string; p75: number }[]).find((figure) => figure.metric === 'lcp')?.p75;
    const mobile = data(await call(client, 'rum_p75s', { site, device: 'mobile' }));
    expect(mobile.pageViews).toBe(4);
    expect(lcpOf(mobile)).toBeGreaterThan(lcpOf(rum)!);

    const result = data(await call(client, 'snapshot_result', { site, snapshot: completed.id.toString() }));
    expect(result).toMatchObject({ status: 'completed' });
    expect(result.tests).toEqual([
      expect.objectContaining({ test: tests.after.uuid, metrics: { lcp: 2400, cls: 0.05 } }),
    ]);

    const compared = data(
      await call(client, 'compare_tests', { site, before: tests.before.uuid, after: tests.after.uuid }),
    );
    expect(compared.metrics).toContainEqual({
      metric: 'lcp',
      before: 3000,
      after: 2400,
      change: -600,
      relativeChange: -0.2,
    });

    const started = data(await call(client, 'start_snapshot', { site }));
    expect(started).toMatchObject({ site, tests: 1 });
    const queued = data(await call(client, 'snapshot_result', { site, snapshot: started.snapshot }));
    expect(queued.tests).toEqual([expect.objectContaining({ page: 'Home', profile: 'Mobile' })]);
    const row = await app.db.models.Snapshot.findByPk(Number(started.snapshot));
    expect(row?.triggerClient).toBe('mcp');
  });

  it("gives a stranger's token, for every tool, the not-found GraphQL gives it", async () => {
    const notFound = await graphqlRefusal(tokens.stranger, {
      teamId: world.teamA1.slug,
      siteId: world.siteA1.slug,
    });
    expect(notFound).toMatch(/not found/i);
    const client = await connect(tokens.stranger);
    const sites = data(await call(client, 'list_sites')).sites as { site: string }[];
    expect(sites.map((row) => row.site)).toEqual([`${world.teamB1.slug}/${world.siteB1.slug}`]);
    for (const [name, args] of [
      ['latest_synthetic_metrics', { site }],
      ['crux_assessment', { site }],
      ['rum_p75s', { site, device: 'mobile' }],
      ['start_snapshot', { site }],
      ['snapshot_result', { site, snapshot: completed.id.toString() }],
      ['compare_tests', { site, before: tests.before.uuid, after: tests.after.uuid }],
    ] as const) {
      const refused = await call(client, name, args);
      expect(refused.isError, name).toBe(true);
      expect(refused.content, name).toEqual([{ type: 'text', text: notFound }]);
    }
    // Nor through a site of its own: another site's test is not found either.
    const mine = `${world.teamB1.slug}/${world.siteB1.slug}`;
    const across = await call(client, 'compare_tests', {
      site: mine,
      before: tests.before.uuid,
      after: tests.after.uuid,
    });
    expect(across.isError).toBe(true);
    expect(
      await app.db.models.Snapshot.count({ where: { siteId: world.siteA1.id, triggerClient: 'mcp' } }),
    ).toBe(1);
  });

  it('holds a token to its permissions: a read-only one reads, and cannot start a snapshot', async () => {
    const client = await connect(tokens.reader);
    data(await call(client, 'latest_synthetic_metrics', { site }));
    const refused = await call(client, 'start_snapshot', { site });
    expect(refused.isError).toBe(true);
    expect(JSON.stringify(refused.content)).toMatch(/permission|not allowed|forbidden|not authori/i);
  });

  it('refuses to start with a bad token: one line on stderr, exit code 2', async () => {
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [BIN, 'mcp'],
        {
          env: { PATH: process.env.PATH ?? '', PACE_URL: app.url, PACE_TOKEN: 'pace_not-a-token' },
          timeout: 30_000,
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});
