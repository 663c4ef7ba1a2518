// The code host between tenants: one repository, two organisations, each with its own GitHub App
// installation. A repository is bound to a site only when the organisation's own installation reaches
// it (GitHub says so), only by an administrator; GitHub's events reach the integrations bound to that
// installation and that repository id, never another organisation's row naming the same repository; and
// a delivery GitHub sends again is handled once.

import { type Receiver, startReceiver } from '@pace/service-fakes/receivers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from './support/actors.ts';
import { workDeliveries } from './support/deliveries.ts';
import { eventually } from './support/eventually.ts';
import {
  connectThroughGitHub,
  type EventSource,
  gitHubApi,
  gitHubAppEnv,
  installationAuthorization,
  pullRequestEvent,
  sendGitHubEvent,
} from './support/github.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

const WEBHOOK_SECRET = 'github-webhook-secret';
const INSTALLATION_A = 7001;
const INSTALLATION_B = 7002;
const SHOP = { id: 5501, fullName: 'acme/shop' };
const BLOG = { id: 5502, fullName: 'beta/blog' };
const A_SHOP: EventSource = { installationId: INSTALLATION_A, repository: SHOP };

const CREATE = `mutation($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {
  createIntegration(teamId: $teamId, siteId: $siteId, input: $input) { uuid settings { installationId repository } }
}`;
const UPDATE = `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {
  updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid settings { repository mainBranch } }
}`;

describe.each(MODES)('%s mode', (mode) => {
  let app: TestApp;
  let world: World;
  let github: Receiver;
  let adminA: Headers;
  let memberA: Headers;
  let adminB: Headers;
  const siteA1 = () => ({ teamId: world.teamA1.slug, siteId: world.siteA1.slug });
  const siteB1 = () => ({ teamId: world.teamB1.slug, siteId: world.siteB1.slug });
  const codeHostOf = (siteId: number) =>
    app.db.models.Integration.findAll({ where: { provider: 'github', siteId } });
  const logOf = async (siteId: number) => {
    const ids = (await codeHostOf(siteId)).map((integration) => integration.id);
    return app.db.models.IntegrationDelivery.findAll({ where: { integrationId: ids } });
  };

  beforeAll(async () => {
    // A's installation reaches acme/shop; B's reaches only its own blog.
    github = await startReceiver(gitHubApi({ [INSTALLATION_A]: [SHOP], [INSTALLATION_B]: [BLOG] }));
    app = await startTestApp(mode, { env: gitHubAppEnv(github.url, WEBHOOK_SECRET) });
    world = await createWorld(app);
    adminA = await actorHeaders(app, world.users.adminA);
    memberA = await actorHeaders(app, world.users.memberA);
    adminB = await actorHeaders(app, world.users.adminB);
    await workDeliveries(app);
    for (const [headers, orgId, installationId] of [
      [adminA, world.orgA.slug, INSTALLATION_A],
      [adminB, world.orgB.slug, INSTALLATION_B],
    ] as const) {
      const connected = await connectThroughGitHub(app.url, headers, orgId, installationId);
      expect(connected.searchParams.get('connected')).toBe(String(installationId));
    }
  });
  afterAll(async () => {
    await github?.close();
    await app?.close();
  });

  it("binds a repository only when the organisation's own installation reaches it", async () => {
    const refused = await gql(app, adminB, CREATE, {
      ...siteB1(),
      input: { provider: 'github', settings: { repository: 'acme/shop' } },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message:
        "This organisation's GitHub App installation cannot reach acme/shop: add the repository to the installation on GitHub",
      extensions: { code: 'BAD_USER_INPUT', field: 'settings.repository' },
    });
    // Naming A's installation does not borrow it.
    const borrowed = await gql(app, adminB, CREATE, {
      ...siteB1(),
      input: { provider: 'github', settings: { repository: 'acme/shop', installationId: INSTALLATION_A } },
    });
    expect(borrowed.errors?.[0]).toMatchObject({
      message: "Use this organisation's own GitHub App installation",
      extensions: { code: 'BAD_USER_INPUT', field: 'settings.installationId' },
    });
    expect(await codeHostOf(world.siteB1.id)).toEqual([]);
    // GitHub was asked as B's installation, never as A's.
    const asked = github.requests.filter((request) => request.path.startsWith('/installation/repositories'));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => r.headers.authorization === installationAuthorization(INSTALLATION_B))).toBe(
      true,
    );

    // GitHub not answering is said so, and nothing is saved.
    github.queue({ status: 502, body: { message: 'Bad Gateway' } });
    const unanswered = await gql(app, adminA, CREATE, {
      ...siteA1(),
      input: { provider: 'github', settings: { repository: 'acme/shop' } },
    });
    expect(unanswered.errors?.[0]).toMatchObject({
      message:
        'GitHub could not be asked whether the installation reaches the repository; try again in a moment',
      extensions: { code: 'BAD_USER_INPUT', field: 'settings.repository' },
    });
    expect(await codeHostOf(world.siteA1.id)).toEqual([]);

    const bound = await gql<{ createIntegration: { uuid: string; settings: unknown } }>(app, adminA, CREATE, {
      ...siteA1(),
      input: { provider: 'github', settings: { repository: 'Acme/Shop' } },
    });
    expect(bound.errors).toBeUndefined();
    // GitHub's spelling of the name, and its id.
    expect(bound.data!.createIntegration.settings).toEqual({
      installationId: INSTALLATION_A,
      repository: 'acme/shop',
    });
    const [row] = await codeHostOf(world.siteA1.id);
    expect(row!.repositoryId).toBe(SHOP.id);
  });

  it('refuses an installation already connected to another organisation', async () => {
    // Even by someone GitHub shows the installation to: A's connection was proved through GitHub.
    const claimed = await connectThroughGitHub(app.url, adminB, world.orgB.slug, INSTALLATION_A);
    expect(claimed.searchParams.get('error')).toBe(
      'This GitHub App installation is connected to another organisation',
    );
    const own = await app.db.models.Integration.findOne({
      where: { organisationId: world.orgB.id, siteId: null, provider: 'github' },
    });
    expect(own!.settings.installationId).toBe(INSTALLATION_B);
  });

  it('lets only administrators change the repository; members keep the other settings', async () => {
    const created = await gql(app, memberA, CREATE, {
      ...siteA1(),
      input: { provider: 'github', name: 'Second', settings: { repository: 'acme/shop' } },
    });
    expect(created.errors?.[0]).toMatchObject({
      message: 'You are not authorised to modify the repository of this site; ask an administrator',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await codeHostOf(world.siteA1.id)).toHaveLength(1);

    const [integration] = await codeHostOf(world.siteA1.id);
    const moved = await gql(app, memberA, UPDATE, {
      ...siteA1(),
      uuid: integration!.uuid,
      input: { settings: { repository: 'beta/blog' } },
    });
    expect(moved.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const rebound = await gql(app, memberA, UPDATE, {
      ...siteA1(),
      uuid: integration!.uuid,
      input: { settings: { installationId: INSTALLATION_B } },
    });
    expect(rebound.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    await integration!.reload();
    expect(integration!.settings).toMatchObject({ repository: 'acme/shop', installationId: INSTALLATION_A });

    // The same repository, as the form sends it with the rest: a member's ordinary save.
    const saved = await gql(app, memberA, UPDATE, {
      ...siteA1(),
      uuid: integration!.uuid,
      input: { settings: { repository: 'acme/shop', mainBranch: 'trunk' } },
    });
    expect(saved.errors).toBeUndefined();
    await integration!.reload();
    expect(integration!.settings.mainBranch).toBe('trunk');
    expect(integration!.repositoryId).toBe(SHOP.id);
  });

  it("sends A's repository events to A's integration only, never to B's row of the same name", async () => {
    // A row of B naming acme/shop (as one saved before bindings were checked would): another id, B's installation.
    await app.db.models.Integration.create({
      organisationId: world.orgB.id,
      siteId: world.siteB1.id,
      provider: 'github',
      name: 'GitHub',
      settings: { installationId: INSTALLATION_B, repository: 'acme/shop' },
      repositoryId: 9999,
    });

    const response = await sendGitHubEvent(
      app.url,
      WEBHOOK_SECRET,
      'pull_request',
      pullRequestEvent(A_SHOP, 'opened', 'sha-a'),
    );
    expect(response.status).toBe(202);
    const runs = await app.db.models.IntegrationCheckRun.findAll({ where: { headSha: 'sha-a' } });
    const [integrationA] = await codeHostOf(world.siteA1.id);
    expect(runs.map((run) => run.integrationId)).toEqual([integrationA!.id]);
    expect((await logOf(world.siteA1.id)).filter((row) => row.direction === 'incoming')).toHaveLength(1);
    expect(await logOf(world.siteB1.id)).toEqual([]);

    // The same name from another installation (or with another repository id) is nobody's here.
    for (const source of [
      { installationId: INSTALLATION_B, repository: SHOP },
      { installationId: INSTALLATION_A, repository: { id: 9999, fullName: 'acme/shop' } },
    ]) {
      await sendGitHubEvent(
        app.url,
        WEBHOOK_SECRET,
        'pull_request',
        pullRequestEvent(source, 'opened', 'sha-x'),
      );
    }
    expect(await app.db.models.IntegrationCheckRun.count({ where: { headSha: 'sha-x' } })).toBe(0);
    expect(await logOf(world.siteB1.id)).toEqual([]);
    await eventually(
      async () =>
        (await app.db.models.IntegrationDelivery.count({ where: { status: ['queued', 'retrying'] } })) === 0,
    );
  });

  it('handles a delivery GitHub sends twice once', async () => {
    const deliveryId = '5f1c0a4e-1111-4aaa-8bbb-000000000001';
    const event = pullRequestEvent(A_SHOP, 'opened', 'sha-twice', { number: 12 });
    const first = await sendGitHubEvent(app.url, WEBHOOK_SECRET, 'pull_request', event, deliveryId);
    expect(first.status).toBe(202);
    const log = (await logOf(world.siteA1.id)).length;
    const again = await sendGitHubEvent(app.url, WEBHOOK_SECRET, 'pull_request', event, deliveryId);
    expect(again.status).toBeGreaterThanOrEqual(200);
    expect(again.status).toBeLessThan(300);
    expect(await again.json()).toEqual({ duplicate: deliveryId });
    expect((await logOf(world.siteA1.id)).length).toBe(log);
    expect(await app.db.models.IntegrationCheckRun.count({ where: { headSha: 'sha-twice' } })).toBe(1);
  });
});
