// The synthetic GraphQL area over HTTP: pages, test profiles, snapshots, budgets and artifacts, who may
// read and write them, and what bad input gets back. Audits themselves run in the jobs tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailMessage } from '@pace/mail';
import { DiskArtifactStore } from '@pace/platform/artifacts';
import { pruneTestArtifacts } from '@pace/synthetic/artifact-retention';
import { BudgetAlerts } from '@pace/synthetic/budget-alerts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const PAGE = `uuid name url`;
const PROFILE = `uuid name device connection blockJavascript adBlocker headers { name value }
  cookies { name value path domain secure httpOnly } blockedHosts blockedThirdParties`;

const CREATE_PAGE = `mutation ($t: ID!, $s: ID!, $input: PageInput!) { createPage(teamId: $t, siteId: $s, input: $input) { ${PAGE} } }`;
const PAGES = `query ($t: ID!, $s: ID!) { pages(teamId: $t, siteId: $s) { ${PAGE} } }`;
const CREATE_PROFILE = `mutation ($t: ID!, $s: ID!, $input: TestProfileInput!) { createTestProfile(teamId: $t, siteId: $s, input: $input) { ${PROFILE} } }`;
const CREATE_SNAPSHOT = `mutation ($t: ID!, $s: ID!) { createSnapshot(teamId: $t, siteId: $s, input: { client: "web" }) {
  id status trigger triggerClient testCounts { total scheduled } tests { status page { name } profile { name } } } }`;
const SNAPSHOTS = `query ($t: ID!, $s: ID!) { snapshots(teamId: $t, siteId: $s) { nodes { id status } pageInfo { hasNextPage endCursor } } }`;
const CREATE_BUDGET = `mutation ($t: ID!, $s: ID!, $input: BudgetInput!) { createBudget(teamId: $t, siteId: $s, input: $input) {
  uuid metric value state pages { name } cells { state value } history { count minimum points { value } } } }`;

describe.each(MODES)('synthetic (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let admin: Headers;
  let member: Headers;
  let viewer: Headers;
  let otherAdmin: Headers;
  let site: { t: string; s: string };
  let artifactsDir: string;

  beforeAll(async () => {
    artifactsDir = mkdtempSync(join(tmpdir(), 'pace-artifacts-'));
    app = await startTestApp(mode, { env: { ARTIFACTS_DIR: artifactsDir } });
    world = await createWorld(app);
    admin = await actorHeaders(app, world.users.adminA);
    member = await actorHeaders(app, world.users.memberA);
    viewer = await actorHeaders(app, world.users.viewerA);
    otherAdmin = await actorHeaders(app, world.users.adminB);
    site = { t: world.teamA1.slug, s: world.siteA1.slug };
  });
  afterAll(() => app?.close());

  describe('pages', () => {
    it('are added by members, a path taken relative to the site', async () => {
      const created = await gql(app, member, CREATE_PAGE, {
        ...site,
        input: { name: 'Pricing', url: '/pricing' },
      });
      expect(created.errors).toBeUndefined();
      expect(created.data?.createPage).toMatchObject({
        name: 'Pricing',
        url: 'https://site-a1.example.test/pricing',
      });
      const home = await gql(app, member, CREATE_PAGE, {
        ...site,
        input: { name: 'Home', url: 'https://site-a1.example.test/' },
      });
      expect(home.errors).toBeUndefined();
      const list = await gql<{ pages: { name: string }[] }>(app, viewer, PAGES, site);
      expect(list.data?.pages.map((page) => page.name)).toEqual(['Home', 'Pricing']);
    });

    it('refuse private addresses and other schemes', async () => {
      for (const [url, message] of [
        ['http://127.0.0.1:8080/', /private network/],
        ['http://169.254.169.254/latest/meta-data/', /private network/],
        ['ftp://example.com/', /http or https/],
      ] as const) {
        const result = await gql(app, member, CREATE_PAGE, { ...site, input: { name: 'Bad', url } });
        expect(result.errors?.[0]).toMatchObject({
          message: expect.stringMatching(message),
          extensions: { code: 'BAD_USER_INPUT', field: 'url' },
        });
      }
    });

    it('are read-only for viewers and invisible to other organisations', async () => {
      const asViewer = await gql(app, viewer, CREATE_PAGE, { ...site, input: { name: 'X', url: '/x' } });
      expect(asViewer.errors?.[0]).toMatchObject({
        message: 'You are not authorised to modify this site',
        extensions: { code: 'FORBIDDEN' },
      });
      const outsider = await gql(app, otherAdmin, PAGES, site);
      expect(outsider.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/not found/),
        extensions: { code: 'NOT_FOUND' },
      });
      const anonymous = await gql(app, {}, PAGES, site);
      expect(anonymous.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|NOT_FOUND/);
    });
  });

  describe('test profiles', () => {
    it('keep every setting', async () => {
      const result = await gql(app, admin, CREATE_PROFILE, {
        ...site,
        input: {
          name: 'Mobile 4G',
          device: 'mobile',
          connection: '_4g',
          blockJavascript: true,
          adBlocker: true,
          headers: [{ name: 'X-Test', value: 'yes' }],
          cookies: [
            {
              name: 'consent',
              value: 'given',
              path: '/',
              domain: 'site-a1.example.test',
              secure: true,
              httpOnly: true,
            },
          ],
          blockedHosts: ['*.ads.example.com'],
          blockedThirdParties: ['Hotjar'],
        },
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createTestProfile).toMatchObject({
        device: 'mobile',
        connection: '_4g',
        blockJavascript: true,
        headers: [{ name: 'X-Test', value: 'yes' }],
        cookies: [{ name: 'consent', secure: true, httpOnly: true, path: '/' }],
        blockedHosts: ['*.ads.example.com'],
        blockedThirdParties: ['Hotjar'],
      });
    });

    it('refuse a header that would split the request and an unknown third party', async () => {
      const bad = (input: Record<string, unknown>) =>
        gql(app, admin, CREATE_PROFILE, {
          ...site,
          input: { name: 'Bad', device: 'desktop', connection: 'cable', ...input },
        });
      expect(
        (await bad({ headers: [{ name: 'X-A', value: 'a\r\nHost: evil' }] })).errors?.[0]?.extensions,
      ).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'headers.0.value',
      });
      expect((await bad({ blockedThirdParties: ['Nobody Inc'] })).errors?.[0]?.extensions?.field).toBe(
        'blockedThirdParties',
      );
    });
  });

  describe('snapshots', () => {
    it('make one scheduled test per page and profile, counted against the allotment', async () => {
      const result = await gql<{
        createSnapshot: {
          id: string;
          status: string;
          testCounts: { total: number; scheduled: number };
          tests: unknown[];
          trigger: string;
        };
      }>(app, member, CREATE_SNAPSHOT, site);
      expect(result.errors).toBeUndefined();
      const snapshot = result.data!.createSnapshot;
      expect(snapshot).toMatchObject({
        status: 'scheduled',
        trigger: 'manual',
        triggerClient: 'web',
        testCounts: { total: 2, scheduled: 2 },
      });
      expect((await app.deps.queues.counts('audits')).waiting).toBe(2);
      const list = await gql<{ snapshots: { nodes: { id: string }[] } }>(app, viewer, SNAPSHOTS, site);
      expect(list.data?.snapshots.nodes[0]?.id).toBe(snapshot.id);
      expect((await gql(app, viewer, CREATE_SNAPSHOT, site)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('are refused while the subscription is paused', async () => {
      await app.db.models.Subscription.update(
        { status: 'paused' },
        { where: { organisationId: world.orgA.id } },
      );
      try {
        const result = await gql(app, member, CREATE_SNAPSHOT, site);
        expect(result.errors?.[0]).toMatchObject({
          message:
            'Your subscription is currently paused. Reactivate your plan to add new Sites or run tests',
          extensions: { code: 'FORBIDDEN' },
        });
        expect(await app.db.models.Snapshot.count({ where: { siteId: world.siteA1.id } })).toBe(1);
      } finally {
        await app.db.models.Subscription.update(
          { status: 'trialing' },
          { where: { organisationId: world.orgA.id } },
        );
      }
    });
  });

  describe('budgets', () => {
    it('are met, at risk within 10%, exceeded, and show history from 15 measurements', async () => {
      const snapshot = await app.db.models.Snapshot.findOne({ where: { siteId: world.siteA1.id } });
      const tests = await app.db.models.Test.findAll({ where: { snapshotId: snapshot!.id } });
      const measure = async (values: number[]) => {
        for (const [index, value] of values.entries()) {
          for (const test of tests) {
            await app.db.models.MetricMeasurement.destroy({ where: { testId: test.id, metric: 'lcp' } });
            await app.db.models.MetricMeasurement.create({
              testId: test.id,
              siteId: test.siteId,
              pageId: test.pageId,
              profileId: test.profileId,
              metric: 'lcp',
              value,
              measuredAt: new Date(Date.now() - (values.length - index) * 60_000),
            });
          }
        }
      };
      const empty = await gql<{ createBudget: { state: string } }>(app, member, CREATE_BUDGET, {
        ...site,
        input: { metric: 'lcp', value: 2500 },
      });
      expect(empty.data?.createBudget.state).toBe('no_measurement');

      await measure([2300]);
      const atRisk = await gql<{ createBudget: { state: string; history: { points: unknown } } }>(
        app,
        member,
        CREATE_BUDGET,
        {
          ...site,
          input: { metric: 'lcp', value: 2500 },
        },
      );
      expect(atRisk.data?.createBudget).toMatchObject({ state: 'at_risk', history: { points: null } });
      await measure([2000]);
      const met = await gql<{ createBudget: { state: string } }>(app, member, CREATE_BUDGET, {
        ...site,
        input: { metric: 'lcp', value: 2500 },
      });
      expect(met.data?.createBudget.state).toBe('met');
      const exceeded = await gql<{ createBudget: { state: string } }>(app, member, CREATE_BUDGET, {
        ...site,
        input: { metric: 'lcp', value: 1500 },
      });
      expect(exceeded.data?.createBudget.state).toBe('exceeded');
      const bad = await gql(app, member, CREATE_BUDGET, { ...site, input: { metric: 'nope', value: 1 } });
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'metric' });
    });
  });

  describe('budget alerts', () => {
    it("mails a change of state to the site's people who want budget alerts", async () => {
      const sent: MailMessage[] = [];
      const mailer = { send: async (message: MailMessage) => void sent.push(message), close: () => {} };
      await app.db.models.NotificationSettings.upsert({
        userId: world.users.viewerA.id,
        budgetAlerts: false,
        snapshotFailures: true,
        weeklySummary: true,
      });
      const budget = await app.db.models.Budget.findOne({ where: { siteId: world.siteA1.id, value: 1500 } });
      const to = await new BudgetAlerts(app.db, mailer, 'https://pace.example').send({
        budget: budget!,
        from: 'met',
        to: 'exceeded',
      });
      expect(to.sort()).toEqual([world.users.adminA.email, world.users.memberA.email].sort());
      expect(sent[0]!.subject).toBe('site-a1: budget exceeded (Largest Contentful Paint at most 1.5 s)');
      expect(sent[0]!.text).toContain(
        `https://pace.example/teams/${world.teamA1.slug}/site-a1/budgets/${budget!.uuid}`,
      );
    });
  });

  describe('artifacts', () => {
    it('download with the access of their test', async () => {
      const test = await app.db.models.Test.findOne({ where: { siteId: world.siteA1.id } });
      await new DiskArtifactStore(artifactsDir).put(
        `tests/${test!.uuid}/screenshot.jpg`,
        Buffer.from('jpeg'),
      );
      await test!.update({ artifacts: [{ name: 'screenshot.jpg', contentType: 'image/jpeg', bytes: 4 }] });
      const url = `${app.url}/api/tests/${test!.uuid}/artifacts/screenshot.jpg`;
      const own = await fetch(url, { headers: viewer });
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/jpeg');
      expect(await own.text()).toBe('jpeg');
      expect((await fetch(url, { headers: otherAdmin })).status).toBe(404);
      expect(
        (await fetch(`${app.url}/api/tests/${test!.uuid}/artifacts/lighthouse.json`, { headers: viewer }))
          .status,
      ).toBe(404);
    });

    it('removed by retention say so: a 410 with the reason, and the test shows when', async () => {
      const store = new DiskArtifactStore(artifactsDir);
      const template = await app.db.models.Test.findOne({ where: { siteId: world.siteA1.id } });
      const { snapshotId, siteId, pageId, profileId, url } = template!;
      const make = async (ageDays: number) => {
        const test = await app.db.models.Test.create({
          ...{ snapshotId, siteId, pageId, profileId, url },
          status: 'completed',
          finishedAt: new Date(Date.now() - ageDays * 86_400_000),
        });
        await store.put(`tests/${test.uuid}/screenshot.jpg`, Buffer.from('jpeg'));
        return test.update({ artifacts: [{ name: 'screenshot.jpg', contentType: 'image/jpeg', bytes: 4 }] });
      };
      const old = await make(100);
      const newest = await make(0);
      await pruneTestArtifacts(app.db, store, { maxAgeDays: 30, keepLatest: 1 });

      const gone = await fetch(`${app.url}/api/tests/${old.uuid}/artifacts/screenshot.jpg`, {
        headers: viewer,
      });
      expect(gone.status).toBe(410);
      expect(await gone.json()).toEqual({
        error: {
          code: 'GONE',
          message: expect.stringMatching(
            /^This test's report, screenshot and filmstrip were removed on \d{4}-\d{2}-\d{2} by the artifact retention policy; its metrics are kept\.$/,
          ),
        },
      });
      // Still nothing to someone without access to the site.
      expect(
        (await fetch(`${app.url}/api/tests/${old.uuid}/artifacts/screenshot.jpg`, { headers: otherAdmin }))
          .status,
      ).toBe(404);
      const TEST = `query ($t: ID!, $s: ID!, $u: ID!) {
        test(teamId: $t, siteId: $s, uuid: $u) { artifactsPrunedAt artifacts { name } categories { id } }
      }`;
      type Shown = { test: { artifactsPrunedAt: string | null; artifacts: { name: string }[] } };
      const pruned = await gql<Shown>(app, viewer, TEST, { ...site, u: old.uuid });
      expect(pruned.errors).toBeUndefined();
      expect(pruned.data?.test).toEqual({
        artifactsPrunedAt: (await old.reload()).artifactsPrunedAt!.toISOString(),
        artifacts: [],
        categories: [],
      });
      const kept = await gql<Shown>(app, viewer, TEST, { ...site, u: newest.uuid });
      expect(kept.data?.test).toMatchObject({
        artifactsPrunedAt: null,
        artifacts: [{ name: 'screenshot.jpg' }],
      });
      expect(
        (await fetch(`${app.url}/api/tests/${newest.uuid}/artifacts/screenshot.jpg`, { headers: viewer }))
          .status,
      ).toBe(200);
    });
  });
});
