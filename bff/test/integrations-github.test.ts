import { planGate } from '@pace/billing/gates';
import { GitHubChecks } from '@pace/integrations/github';
import { type Receiver, startReceiver } from '@pace/service-fakes/receivers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from './support/actors.ts';
import { workDeliveries } from './support/deliveries.ts';
import { eventually } from './support/eventually.ts';
import {
  checkRunEvent,
  connectThroughGitHub,
  deploymentEvent,
  gitHubApi,
  gitHubAppEnv,
  installationAuthorization,
  pullRequestEvent,
  sendGitHubEvent,
} from './support/github.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

describe.each(MODES)('%s mode', (mode) => {
  const WEBHOOK_SECRET = 'github-webhook-secret';
  const INSTALLATION = 4242;
  let app: TestApp;
  let world: World;
  let github: Receiver;
  let admin: Headers;
  const SHOP = { id: 3001, fullName: 'acme/shop' };
  const SOURCE = { installationId: INSTALLATION, repository: SHOP };

  beforeAll(async () => {
    github = await startReceiver(gitHubApi({ [INSTALLATION]: [SHOP] }));
    app = await startTestApp(mode, { env: gitHubAppEnv(github.url, WEBHOOK_SECRET) });
    world = await createWorld(app);
    admin = await actorHeaders(app, world.users.adminA);
    const { Page, TestProfile } = app.db.models;
    await Page.create({ siteId: world.siteA1.id, name: 'Home', url: 'https://shop.example/products?page=2' });
    await TestProfile.create({
      siteId: world.siteA1.id,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    await app.db.models.Budget.create({ siteId: world.siteA1.id, metric: 'lcp', value: 2500 });
    await workDeliveries(app);
  });
  afterAll(async () => {
    await github?.close();
    await app?.close();
  });

  const hook = (event: string, payload: unknown, secret = WEBHOOK_SECRET) =>
    sendGitHubEvent(app.url, secret, event, payload);
  const pullRequest = (
    action: string,
    sha: string,
    options: { draft?: boolean; ref?: string; number?: number } = {},
  ) => pullRequestEvent(SOURCE, action, sha, options);
  const deployment = (sha: string, id: number, url: string) => deploymentEvent(SOURCE, sha, id, url);
  /** What the worker's after-snapshot step does for the check run. */
  const snapshotFinished = (snapshotId: number) =>
    new GitHubChecks(
      app.db,
      app.deps.queues,
      app.deps.config.integrations,
      planGate(app.db, app.deps.config),
    ).snapshotFinished(snapshotId);

  const runOf = (sha: string) =>
    app.db.models.IntegrationCheckRun.findOne({ where: { headSha: sha }, order: [['id', 'DESC']] });
  /** The calls made to GitHub's check-run endpoints, as [method, status, conclusion, title]. */
  const checkCalls = () =>
    github.requests
      .filter((request) => request.path.includes('/check-runs'))
      .map((request) => {
        const body = request.json() as {
          head_sha?: string;
          status: string;
          conclusion?: string;
          output: { title: string };
        };
        return [request.method, body.status, body.conclusion ?? null, body.output.title];
      });
  /** Waits until every queued call has been delivered. */
  const settled = () =>
    eventually(
      async () =>
        (await app.db.models.IntegrationDelivery.count({ where: { status: ['queued', 'retrying'] } })) === 0,
    );

  describe('GitHub check runs', () => {
    it('refuses a webhook with a wrong signature', async () => {
      const response = await hook('pull_request', pullRequest('opened', 'sha0'), 'wrong');
      expect(response.status).toBe(401);
    });

    it('follows a pull request from draft to a completed check with a summary comment', async () => {
      const connected = await connectThroughGitHub(app.url, admin, world.orgA.slug, 4242);
      expect(connected.searchParams.get('connected')).toBe('4242');
      const created = await gql<{
        createIntegration: { settings: { installationId: number; repository: string } };
      }>(
        app,
        admin,
        `mutation($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {
        createIntegration(teamId: $teamId, siteId: $siteId, input: $input) { uuid settings { installationId repository } }
      }`,
        {
          teamId: world.teamA1.slug,
          siteId: world.siteA1.slug,
          input: {
            provider: 'github',
            settings: { repository: 'acme/shop', branches: ['feature/*'], failOnUnmetBudget: true },
          },
        },
      );
      expect(created.errors).toBeUndefined();
      expect(created.data!.createIntegration.settings).toEqual({
        installationId: 4242,
        repository: 'acme/shop',
      });

      // A draft waits for review; ready for review, it waits for its deployment.
      expect((await hook('pull_request', pullRequest('opened', 'sha1', { draft: true }))).status).toBe(202);
      expect(await runOf('sha1')).toMatchObject({ state: 'awaiting_review' });
      await settled();
      await hook('pull_request', pullRequest('ready_for_review', 'sha1'));
      expect(await runOf('sha1')).toMatchObject({ state: 'awaiting_deployment' });
      await settled();

      // A branch the integration does not watch is ignored.
      await hook('pull_request', pullRequest('opened', 'sha-other', { ref: 'chore/deps', number: 8 }));
      expect(await runOf('sha-other')).toMatchObject({ state: 'ignored' });
      await settled();

      // The deployment of the head commit is measured on its preview URL.
      await hook('deployment_status', deployment('sha1', 1, 'https://pr-7-first.preview.example'));
      const first = await runOf('sha1');
      expect(first).toMatchObject({
        state: 'processing',
        environmentUrl: 'https://pr-7-first.preview.example',
      });
      const tests = await app.db.models.Test.findAll({ where: { snapshotId: first!.snapshotId! } });
      expect(tests.map((test) => test.url)).toEqual(['https://pr-7-first.preview.example/products?page=2']);
      await settled();

      // A new push and its deployment: the earlier check is cancelled by the later deployment.
      await hook('pull_request', pullRequest('synchronize', 'sha2'));
      await settled();
      await hook('deployment_status', deployment('sha2', 2, 'https://pr-7-second.preview.example'));
      expect(await runOf('sha1')).toMatchObject({ state: 'cancelled' });
      const second = await runOf('sha2');
      expect(second).toMatchObject({ state: 'processing' });
      await settled();

      // The snapshot completes with LCP over its budget: unmet metrics, a failing check (fail-on-unmet-budget).
      const { Snapshot, Test, MetricMeasurement } = app.db.models;
      const [test] = await Test.findAll({ where: { snapshotId: second!.snapshotId! } });
      await test!.update({ status: 'completed' });
      await MetricMeasurement.create({
        testId: test!.id,
        siteId: world.siteA1.id,
        pageId: test!.pageId,
        profileId: test!.profileId,
        metric: 'lcp',
        value: 3200,
        measuredAt: new Date(),
      });
      await Snapshot.update(
        { status: 'completed', finishedAt: new Date() },
        { where: { id: second!.snapshotId! } },
      );
      await snapshotFinished(second!.snapshotId!);
      // Budgets unmet but no regression found (too few runs): nothing for retention to keep.
      expect(await runOf('sha2')).toMatchObject({
        state: 'complete',
        outcome: 'unmet_metrics',
        regressed: false,
      });
      await settled();

      expect(checkCalls()).toEqual([
        ['POST', 'queued', null, 'Awaiting review'],
        ['PATCH', 'queued', null, 'Awaiting deployment'],
        ['POST', 'completed', 'skipped', 'Ignored'],
        ['PATCH', 'in_progress', null, 'Measuring'],
        ['POST', 'queued', null, 'Awaiting deployment'],
        ['PATCH', 'completed', 'cancelled', 'Cancelled by a later deployment'],
        ['PATCH', 'in_progress', null, 'Measuring'],
        ['PATCH', 'completed', 'failure', 'Budgets not met'],
      ]);
      // The App authenticated as its installation.
      const authed = github.requests.filter((request) => request.path.includes('/check-runs'));
      expect(
        authed.every((request) => request.headers.authorization === installationAuthorization(INSTALLATION)),
      ).toBe(true);
      const comments = github.requests.filter((request) => request.path.includes('/comments'));
      expect(comments.map((request) => [request.method, request.path])).toEqual([
        ['POST', '/repos/acme/shop/issues/7/comments'],
      ]);
      const comment = (comments[0]!.json() as { body: string }).body;
      expect(comment).toContain('| Metric | This pull request | Main branch |');
      expect(comment).toContain('| Largest Contentful Paint 2.5 s | 3.2 s | Exceeded |');
      // One run is too few for a statistical verdict: the summary says so, and what it would need.
      expect(comment).toContain(
        '- LCP: no significant change (too few runs: 1 preview run vs 0 on main; a verdict needs at least 3 preview runs and 5 on main)',
      );
      const log = await app.db.models.IntegrationDelivery.findAll({
        where: { status: 'delivered', direction: 'outgoing' },
      });
      expect(log.length).toBeGreaterThanOrEqual(8);
      // What GitHub sent is in the log too.
      const received = await app.db.models.IntegrationDelivery.findAll({
        where: { direction: 'incoming' },
        order: [['id', 'ASC']],
      });
      expect(received.map((row) => row.event).slice(0, 4)).toEqual([
        'pull_request.opened',
        'pull_request.ready_for_review',
        'pull_request.opened',
        'deployment_status.success',
      ]);
    });

    it('lists the check runs on the site’s integration as the code host shows them, to those who read the site', async () => {
      const query = `query($teamId: ID!, $siteId: ID!) { siteIntegrations(teamId: $teamId, siteId: $siteId) {
        checkRuns { pullNumber headSha state outcome conclusion title summary } } }`;
      type Runs = { siteIntegrations: { checkRuns: Record<string, unknown>[] }[] };
      const site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
      const runsAs = async (headers: Headers) => {
        const result = await gql<Runs>(app, headers, query, site);
        expect(result.errors).toBeUndefined();
        return result.data!.siteIntegrations.flatMap((integration) => integration.checkRuns);
      };
      const runs = await runsAs(admin);
      // Newest first, with GitHub's conclusion, title and summary (spec section 4).
      expect(runs).toMatchObject([
        {
          headSha: 'sha2',
          state: 'complete',
          outcome: 'unmet_metrics',
          conclusion: 'failure',
          title: 'Budgets not met',
        },
        { headSha: 'sha-other', pullNumber: 8, state: 'ignored', conclusion: 'skipped', title: 'Ignored' },
        {
          headSha: 'sha1',
          state: 'cancelled',
          conclusion: 'cancelled',
          title: 'Cancelled by a later deployment',
        },
      ]);
      expect(runs[0]!.summary).toContain('| Largest Contentful Paint 2.5 s | 3.2 s | Exceeded |');
      expect(runs[1]!.summary).toBe('This branch or environment is not monitored.');
      // A viewer of the site reads them (as the delivery log); another organisation does not reach them.
      expect(await runsAs(await actorHeaders(app, world.users.viewerA))).toHaveLength(3);
      const other = await gql(app, await actorHeaders(app, world.users.adminB), query, site);
      expect(other.errors?.[0]?.message).toBe('Team not found');
    });

    it('reports per metric whether the preview regressed against the main branch, budgets deciding', async () => {
      const { Snapshot, Test, MetricMeasurement } = app.db.models;
      const [page, profile] = [
        await app.db.models.Page.findOne({ where: { siteId: world.siteA1.id } }),
        await app.db.models.TestProfile.findOne({ where: { siteId: world.siteA1.id } }),
      ];
      const measure = async (snapshotId: number, values: Record<string, number>, test?: { id: number }) => {
        const row =
          test ??
          (await Test.create({
            snapshotId,
            siteId: world.siteA1.id,
            pageId: page!.id,
            profileId: profile!.id,
            url: 'https://shop.example/products?page=2',
            status: 'completed',
          }));
        await Test.update({ status: 'completed' }, { where: { id: row.id } });
        for (const [metric, value] of Object.entries(values))
          await MetricMeasurement.create({
            testId: row.id,
            siteId: world.siteA1.id,
            pageId: page!.id,
            profileId: profile!.id,
            metric,
            value,
            measuredAt: new Date(),
          });
      };
      // The main branch: 24 scheduled runs around 2.4 s LCP; only the latest 20 count.
      const main = await Snapshot.create({
        siteId: world.siteA1.id,
        status: 'completed',
        trigger: 'schedule',
        triggerClient: 'scheduler',
      });
      for (let i = 0; i < 24; i++)
        await measure(main.id, {
          lcp: i < 4 ? 9000 : 2380 + ((i * 37) % 120),
          fcp: 1150 + ((i * 53) % 100),
          performance_score: 80 + (i % 5),
        });

      await hook('pull_request', pullRequest('opened', 'sha6', { number: 12 }));
      await hook('deployment_status', deployment('sha6', 6, 'https://pr-12.preview.example'));
      const run = await runOf('sha6');
      // Five runs of the preview: LCP about 300 ms slower, FCP the same as on main, a better score.
      const [first] = await Test.findAll({ where: { snapshotId: run!.snapshotId! } });
      const previewLcp = [2720, 2745, 2702, 2760, 2731];
      for (const [i, lcp] of previewLcp.entries())
        await measure(
          run!.snapshotId!,
          { lcp, fcp: 1160 + i * 20, performance_score: 94 + i },
          i === 0 ? first : undefined,
        );
      await Snapshot.update({ status: 'completed' }, { where: { id: run!.snapshotId! } });
      // A name is the customer's text: shown as written, not as a Markdown link.
      await profile!.update({ name: 'Desktop [beta](https://evil.example)' });
      await snapshotFinished(run!.snapshotId!);
      await settled();
      // Recorded on the check run: the artifacts of the runs behind the regression are kept.
      expect(await runOf('sha6')).toMatchObject({ state: 'complete', regressed: true });
      // Budgets still decide: LCP is over its 2.5 s budget.
      expect(checkCalls().at(-1)).toEqual(['PATCH', 'completed', 'failure', 'Budgets not met']);
      const last = github.requests.filter((request) => request.path.includes('/check-runs')).at(-1)!;
      const summary = (last.json() as { output: { summary: string } }).output.summary;
      expect(summary).toContain('**Home · Desktop \\[beta\\]\\(https\\://evil\\.example\\)**');
      await profile!.update({ name: 'Desktop' });
      expect(summary).toMatch(
        /- LCP regressed: \+(2[5-9]\d|3[0-4]\d) ms \(95 % CI \+\d+ ms to \+\d+ ms\), p < 0\.001 after adjusting for 3 metrics, 5 preview runs vs 20 on main/,
      );
      expect(summary).toMatch(
        /- FCP: no significant change: [+−][\d.]+ (ms|s) \(95 % CI .+\), p = [01]\.\d{3} after adjusting for 3 metrics, 5 preview runs vs 20 on main/,
      );
    });

    it('fails the check when the snapshot fails, and sends nothing for a disabled integration', async () => {
      await hook('pull_request', pullRequest('opened', 'sha3', { number: 9 }));
      await hook('deployment_status', deployment('sha3', 3, 'https://pr-9.preview.example'));
      const run = await runOf('sha3');
      await app.db.models.Snapshot.update({ status: 'failed' }, { where: { id: run!.snapshotId! } });
      await snapshotFinished(run!.snapshotId!);
      expect(await runOf('sha3')).toMatchObject({ state: 'failed' });
      await settled();
      expect(checkCalls().at(-1)).toEqual(['PATCH', 'completed', 'failure', 'The snapshot failed']);

      // Re-run from GitHub: the same preview is measured again.
      const failedRun = await runOf('sha3');
      await hook('check_run', checkRunEvent(SOURCE, failedRun!.externalId, failedRun!.uuid));
      const again = await runOf('sha3');
      expect(again).toMatchObject({ state: 'processing', environmentUrl: 'https://pr-9.preview.example' });
      expect(again!.snapshotId).not.toBe(failedRun!.snapshotId);
      await settled();
      expect(checkCalls().at(-1)).toEqual(['PATCH', 'in_progress', null, 'Measuring']);

      // Deploy trigger "push": the pull request's commit is measured at once, on the site itself.
      const codeHost = await app.db.models.Integration.findOne({
        where: { provider: 'github', siteId: world.siteA1.id },
      });
      await codeHost!.update({ settings: { ...codeHost!.settings, deployTrigger: 'push' } });
      await hook('pull_request', pullRequest('opened', 'sha5', { number: 11 }));
      const pushed = await runOf('sha5');
      expect(pushed).toMatchObject({ state: 'processing', environmentUrl: null });
      const pushedTests = await app.db.models.Test.findAll({ where: { snapshotId: pushed!.snapshotId! } });
      expect(pushedTests.map((test) => test.url)).toEqual(['https://shop.example/products?page=2']);
      await settled();

      await app.db.models.Integration.update({ enabled: false }, { where: { provider: 'github' } });
      const before = github.requests.length;
      await hook('pull_request', pullRequest('opened', 'sha4', { number: 10 }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await runOf('sha4')).toBeNull();
      expect(github.requests.length).toBe(before);
    });
  });
});
