// Integrations through the bff: managing them in GraphQL (secrets, disable and re-enable, the delivery
// log), hosting providers' signed deploy notifications starting snapshots, and the automation service's
// REST hooks (subscribe, deliver, samples, a 410 ending the subscription, unsubscribe).

import { IntegrationEvents } from '@pace/integrations/events';
import { signNetlify, signVercel } from '@pace/integrations/signing';
import { type Receiver, startReceiver } from '@pace/service-fakes/receivers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badSignatureCount } from '../src/integrations/deploy-hooks.ts';
import { actorHeaders, createWorld, gql, type Headers, tokenHeaders, type World } from './support/actors.ts';
import { workDeliveries } from './support/deliveries.ts';
import { eventually } from './support/eventually.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

describe.each(MODES)('%s mode', (mode) => {
  let app: TestApp;
  let world: World;
  let receiver: Receiver;
  let admin: Headers;
  let viewer: Headers;
  const site = () => ({ teamId: world.teamA1.slug, siteId: world.siteA1.slug });

  beforeAll(async () => {
    app = await startTestApp(mode, { env: { AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8' } });
    world = await createWorld(app);
    receiver = await startReceiver();
    admin = await actorHeaders(app, world.users.adminA);
    viewer = await actorHeaders(app, world.users.viewerA);
    await app.db.models.Page.create({
      siteId: world.siteA1.id,
      name: 'Home',
      url: 'https://a1.example/home?x=1',
    });
    await app.db.models.TestProfile.create({
      siteId: world.siteA1.id,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    await workDeliveries(app);
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  const CREATE = `mutation($teamId: ID!, $siteId: ID!, $input: IntegrationInput!) {
  createIntegration(teamId: $teamId, siteId: $siteId, input: $input) { uuid provider name events url secret enabled hookUrl }
}`;
  const UPDATE = `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: IntegrationInput!) {
  updateIntegration(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid enabled url }
}`;
  const GET = `query($teamId: ID!, $siteId: ID!, $uuid: ID!) {
  integration(teamId: $teamId, siteId: $siteId, uuid: $uuid) {
    uuid secret enabled deliveries { event status attempts responseStatus error errorLabel errorMessage direction }
  }
}`;

  interface Created {
    uuid: string;
    secret: string | null;
    hookUrl: string | null;
    events: string[];
    enabled: boolean;
  }

  async function create(input: Record<string, unknown>): Promise<Created> {
    const result = await gql<{ createIntegration: Created }>(app, admin, CREATE, { ...site(), input });
    expect(result.errors).toBeUndefined();
    return result.data!.createIntegration;
  }

  describe('managing integrations', () => {
    it('creates a webhook with a signing secret that only those who may change it see', async () => {
      const hook = await create({
        provider: 'webhook',
        url: `${receiver.url}/hook`,
        events: ['BUDGET_CHANGED'],
      });
      expect(hook.secret).toMatch(/^whsec_/);
      expect(hook.events).toEqual(['BUDGET_CHANGED']);
      const seen = await gql<{ integration: { secret: string | null } }>(app, viewer, GET, {
        ...site(),
        uuid: hook.uuid,
      });
      expect(seen.data!.integration.secret).toBeNull();
    });

    it('refuses a URL that is not http(s), naming the field, and writes nothing', async () => {
      const before = await app.db.models.Integration.count();
      const result = await gql(app, admin, CREATE, {
        ...site(),
        input: { provider: 'slack', url: 'ftp://x' },
      });
      expect(result.errors![0]).toMatchObject({
        message: 'Enter a full URL starting with https://',
        extensions: { code: 'BAD_USER_INPUT', field: 'url' },
      });
      expect(await app.db.models.Integration.count()).toBe(before);
    });

    it('refuses a URL on a private network', async () => {
      const result = await gql(app, admin, CREATE, {
        ...site(),
        input: { provider: 'webhook', url: 'http://10.1.2.3/hook' },
      });
      expect(result.errors![0]).toMatchObject({
        message: 'This address is on a private network; Pace cannot send to it',
        extensions: { field: 'url' },
      });
    });

    it('is disabled and re-enabled on save; a test event is skipped while disabled and delivered after', async () => {
      const hook = await create({ provider: 'webhook', url: `${receiver.url}/toggle` });
      const off = await gql<{ updateIntegration: { enabled: boolean } }>(app, admin, UPDATE, {
        ...site(),
        uuid: hook.uuid,
        input: { enabled: false },
      });
      expect(off.data!.updateIntegration.enabled).toBe(false);
      const TEST = `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { sendTestIntegrationEvent(teamId: $teamId, siteId: $siteId, uuid: $uuid) { uuid } }`;
      await gql(app, admin, TEST, { ...site(), uuid: hook.uuid });
      await eventually(async () => {
        const got = await gql<{ integration: { deliveries: { status: string }[] } }>(app, admin, GET, {
          ...site(),
          uuid: hook.uuid,
        });
        return got.data!.integration.deliveries[0]?.status === 'skipped';
      });
      expect(receiver.requests.filter((request) => request.path === '/toggle')).toHaveLength(0);

      await gql(app, admin, UPDATE, { ...site(), uuid: hook.uuid, input: { enabled: true } });
      await gql(app, admin, TEST, { ...site(), uuid: hook.uuid });
      const log = await eventually(async () => {
        const got = await gql<{
          integration: { deliveries: { status: string; event: string; responseStatus: number }[] };
        }>(app, admin, GET, { ...site(), uuid: hook.uuid });
        return (
          got.data!.integration.deliveries[0]?.status === 'delivered' && got.data!.integration.deliveries
        );
      });
      expect(log.map((row) => row.status)).toEqual(['delivered', 'skipped']);
      const listed = await gql<{
        siteIntegrations: { uuid: string; lastDelivery: { status: string } | null }[];
      }>(
        app,
        admin,
        'query($teamId: ID!, $siteId: ID!) { siteIntegrations(teamId: $teamId, siteId: $siteId) { uuid lastDelivery { status } } }',
        site(),
      );
      expect(listed.data!.siteIntegrations.find((row) => row.uuid === hook.uuid)!.lastDelivery).toEqual({
        status: 'delivered',
      });
      expect(log[0]).toMatchObject({ event: 'test', responseStatus: 200 });
      expect(receiver.requests.filter((request) => request.path === '/toggle')).toHaveLength(1);
    });
  });

  describe('deploy hooks', () => {
    const netlifyBody = (state: string, updatedAt = new Date()) =>
      JSON.stringify({
        id: 'd1',
        state,
        context: 'production',
        deploy_ssl_url: 'https://d1--site.netlify.app',
        branch: 'main',
        updated_at: updatedAt.toISOString(),
      });

    it('refuses a replayed or stale deploy notice, however well signed', async () => {
      const netlify = await create({ provider: 'netlify' });
      const snapshots = await app.db.models.Snapshot.count();
      const send = (body: string) =>
        fetch(`${app.url}/webhooks/integrations/netlify/${netlify.uuid}`, {
          method: 'POST',
          headers: { 'x-webhook-signature': signNetlify(netlify.secret!, body) },
          body,
        });
      const stale = await send(netlifyBody('ready', new Date(Date.now() - 6 * 60_000)));
      expect(stale.status).toBe(401);
      expect(await stale.json()).toEqual({
        error: { code: 'UNAUTHENTICATED', message: 'The notice is more than 5 minutes old' },
      });
      expect(await app.db.models.Snapshot.count()).toBe(snapshots);

      const body = netlifyBody('ready');
      expect((await send(body)).status).toBe(202);
      const replay = await send(body);
      expect(replay.status).toBe(200);
      expect(await replay.json()).toEqual({ ignored: 'Already received' });
      expect(await app.db.models.Snapshot.count()).toBe(snapshots + 1);
    });

    it('starts a snapshot for a verified Netlify deploy', async () => {
      const listener = await create({
        provider: 'webhook',
        url: `${receiver.url}/deploys`,
        events: ['DEPLOY_SUCCEEDED'],
      });
      const netlify = await create({ provider: 'netlify' });
      expect(netlify.hookUrl).toBe(
        `${app.deps.config.publicUrl}/webhooks/integrations/netlify/${netlify.uuid}`,
      );
      const body = netlifyBody('ready');
      const response = await fetch(`${app.url}/webhooks/integrations/netlify/${netlify.uuid}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-signature': signNetlify(netlify.secret!, body),
        },
        body,
      });
      expect(response.status).toBe(202);
      const { snapshot } = (await response.json()) as { snapshot: string };
      const row = await app.db.models.Snapshot.findOne({ where: { uuid: snapshot } });
      expect(row).toMatchObject({
        siteId: world.siteA1.id,
        trigger: 'integration',
        triggerClient: 'netlify',
      });
      // Integrations listening to deploys hear of it.
      const told = await receiver
        .waitForRequests(1)
        .then(() => eventually(async () => receiver.requests.find((request) => request.path === '/deploys')));
      expect(told.json()).toMatchObject({
        type: 'deploy.succeeded',
        data: {
          provider: 'netlify',
          deployUrl: 'https://d1--site.netlify.app',
          snapshot: { uuid: snapshot },
        },
      });
      await gql(app, admin, UPDATE, { ...site(), uuid: listener.uuid, input: { enabled: false } });
      const delivery = await app.db.models.IntegrationDelivery.findOne({
        where: { direction: 'incoming' },
        order: [['id', 'DESC']],
      });
      expect(delivery).toMatchObject({ status: 'delivered', event: 'deploy' });
    });

    it('refuses a Netlify notice whose signature does not match, and only counts it', async () => {
      const netlify = await create({ provider: 'netlify' });
      const snapshots = await app.db.models.Snapshot.count();
      const body = netlifyBody('ready');
      const response = await fetch(`${app.url}/webhooks/integrations/netlify/${netlify.uuid}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-webhook-signature': signNetlify('not-the-secret', body),
        },
        body,
      });
      expect(response.status).toBe(401);
      expect(await app.db.models.Snapshot.count()).toBe(snapshots);
      // Anyone who knows the address may send these: no row per request (security/deploy-hook-signatures).
      const got = await gql<{ integration: { deliveries: unknown[] } }>(app, admin, GET, {
        ...site(),
        uuid: netlify.uuid,
      });
      expect(got.data!.integration.deliveries).toEqual([]);
      const row = await app.db.models.Integration.findOne({ where: { uuid: netlify.uuid } });
      expect(await badSignatureCount(app.kv, row!.id)).toBe(1);
    });

    it('starts nothing for a deploy still building or a disabled integration', async () => {
      const netlify = await create({ provider: 'netlify' });
      const snapshots = await app.db.models.Snapshot.count();
      const send = async (body: string) =>
        fetch(`${app.url}/webhooks/integrations/netlify/${netlify.uuid}`, {
          method: 'POST',
          headers: { 'x-webhook-signature': signNetlify(netlify.secret!, body) },
          body,
        });
      expect(await (await send(netlifyBody('building'))).json()).toEqual({
        ignored: 'Not a finished deploy',
      });
      await gql(app, admin, UPDATE, { ...site(), uuid: netlify.uuid, input: { enabled: false } });
      expect(await (await send(netlifyBody('ready'))).json()).toEqual({
        ignored: 'The integration is disabled',
      });
      expect(await app.db.models.Snapshot.count()).toBe(snapshots);
    });

    it('starts a snapshot for a verified Vercel deployment.succeeded', async () => {
      const vercel = await create({ provider: 'vercel' });
      const body = JSON.stringify({
        id: 'evt_vercel_1',
        type: 'deployment.succeeded',
        createdAt: Date.now(),
        payload: { deployment: { url: 'app-git-main.vercel.app' }, target: 'production' },
      });
      const wrong = await fetch(`${app.url}/webhooks/integrations/vercel/${vercel.uuid}`, {
        method: 'POST',
        headers: { 'x-vercel-signature': signVercel('nope', body) },
        body,
      });
      expect(wrong.status).toBe(401);
      const response = await fetch(`${app.url}/webhooks/integrations/vercel/${vercel.uuid}`, {
        method: 'POST',
        headers: { 'x-vercel-signature': signVercel(vercel.secret!, body) },
        body,
      });
      expect(response.status).toBe(202);
      const { snapshot } = (await response.json()) as { snapshot: string };
      expect(await app.db.models.Snapshot.findOne({ where: { uuid: snapshot } })).toMatchObject({
        triggerClient: 'vercel',
      });
    });
  });

  describe('automation service REST hooks', () => {
    it('subscribes, delivers, gives samples, stops on 410 and unsubscribes', async () => {
      const token = await tokenHeaders(app, world.users.adminA, { organisation: world.orgA });
      const subscribe = await fetch(`${app.url}/api/integrations/automation/subscriptions`, {
        method: 'POST',
        headers: { ...token, 'content-type': 'application/json' },
        body: JSON.stringify({ ...site(), event: 'snapshot.completed', targetUrl: `${receiver.url}/zap` }),
      });
      expect(subscribe.status).toBe(201);
      const { id } = (await subscribe.json()) as { id: string };

      const samples = await fetch(
        `${app.url}/api/integrations/automation/samples?event=snapshot.completed&teamId=${world.teamA1.slug}&siteId=${world.siteA1.slug}`,
        { headers: token },
      );
      const list = (await samples.json()) as { event: string; snapshot: unknown }[];
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ event: 'snapshot.completed' });
      expect(list[0]!.snapshot).toBeTruthy();

      const events = new IntegrationEvents(app.db, app.deps.queues);
      const data = { site: { name: 'Site A1' }, snapshot: { uuid: 's1', status: 'completed' } };
      await events.publish(world.siteA1.id, 'snapshot.completed', data);
      const request = await eventually(async () =>
        receiver.requests.find((candidate) => candidate.path === '/zap'),
      );
      expect(request!.json()).toMatchObject({
        event: 'snapshot.completed',
        site: { name: 'Site A1' },
        snapshot: { uuid: 's1' },
      });

      // 410 Gone: the automation service dropped the zap; the subscription ends without retries.
      receiver.fallback = (candidate) =>
        candidate.path === '/zap' ? { status: 410, body: 'gone' } : { status: 200 };
      const zap = await app.db.models.Integration.findOne({ where: { uuid: id }, rejectOnEmpty: true });
      await events.publish(world.siteA1.id, 'snapshot.completed', data);
      const failed = await eventually(() =>
        app.db.models.IntegrationDelivery.findOne({ where: { integrationId: zap.id, status: 'failed' } }),
      );
      expect(failed).toMatchObject({ attempts: 1, responseStatus: 410, error: 'http' });
      expect(await app.db.models.Integration.findOne({ where: { uuid: id } })).toMatchObject({
        enabled: false,
      });

      const gone = await fetch(`${app.url}/api/integrations/automation/subscriptions/${id}`, {
        method: 'DELETE',
        headers: token,
      });
      expect(gone.status).toBe(204);
      expect(await app.db.models.Integration.findOne({ where: { uuid: id } })).toBeNull();
    });

    it('answers strangers as not found', async () => {
      const other = await tokenHeaders(app, world.users.adminB, { organisation: world.orgB });
      const response = await fetch(`${app.url}/api/integrations/automation/subscriptions`, {
        method: 'POST',
        headers: { ...other, 'content-type': 'application/json' },
        body: JSON.stringify({ ...site(), event: 'snapshot.completed', targetUrl: `${receiver.url}/zap` }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Team not found' } });
    });
  });
});
