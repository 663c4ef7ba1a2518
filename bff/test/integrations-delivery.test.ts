// The delivery pipeline against local receivers: generic webhooks (signed, Standard Webhooks) and Slack
// incoming webhooks (Block Kit), through the real queue and the Deliverer the worker's deliver job runs
// (support/deliveries.ts): in-memory queues on SQLite, and BullMQ on Redis with MariaDB.

import { Deliverer } from '@pace/integrations/deliverer';
import { IntegrationEvents } from '@pace/integrations/events';
import { newWebhookSecret, verifyWebhook } from '@pace/integrations/signing';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import { silentLogger } from '@pace/platform/log';
import { type Receiver, startReceiver } from '@pace/service-fakes/receivers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorld, type World } from './support/actors.ts';
import { workDeliveries } from './support/deliveries.ts';
import { eventually } from './support/eventually.ts';
import {
  CANARY_SECRET,
  CHECKED_ADDRESS,
  installRebindingDns,
  type RebindingDns,
  type RebindingStage,
  startRebindingStage,
} from './support/rebinding.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

describe.each(MODES)('%s mode', (mode) => {
  let app: TestApp;
  let world: World;
  let receiver: Receiver;
  let events: IntegrationEvents;

  beforeAll(async () => {
    app = await startTestApp(mode, {
      env: { INTEGRATION_TIMEOUT_MS: '400', AUDIT_ALLOWED_NETWORKS: '127.0.0.0/8' },
    });
    world = await createWorld(app);
    receiver = await startReceiver();
    events = new IntegrationEvents(app.db, app.deps.queues);
    await workDeliveries(app);
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });
  afterEach(() => {
    receiver.requests.length = 0;
    receiver.fallback = () => ({ status: 200, body: 'ok' });
  });

  const budgetData = () => ({
    site: {
      name: 'Site A1',
      slug: 'site-a1',
      team: 'a1',
      url: 'https://a1.example',
      link: 'http://pace.test/teams/a1/site-a1',
    },
    budget: {
      uuid: '00000000-0000-4000-8000-000000000001',
      metric: 'lcp',
      metricName: 'Largest Contentful Paint',
      description: 'Largest Contentful Paint at most 2.5 s',
      from: 'met',
      to: 'exceeded',
      state: 'Exceeded',
      link: 'http://pace.test/teams/a1/site-a1/budgets/1',
    },
  });

  async function integration(provider: 'webhook' | 'slack', values: Record<string, unknown> = {}) {
    return app.db.models.Integration.create({
      organisationId: world.orgA.id,
      siteId: world.siteA1.id,
      provider,
      name: `${provider} test`,
      events: ['budget.changed', 'snapshot.completed'],
      url: `${receiver.url}/${provider}`,
      secret: provider === 'webhook' ? newWebhookSecret() : null,
      ...values,
    });
  }

  const deliveryOf = (id: number) => app.db.models.IntegrationDelivery.findByPk(id, { rejectOnEmpty: true });

  describe('generic webhooks', () => {
    it('delivers a signed event the receiver can verify, and records the answer', async () => {
      const hook = await integration('webhook');
      const [id] = await events.publish(world.siteA1.id, 'budget.changed', budgetData());
      const [request] = await receiver.waitForRequests(1);
      expect(request!.path).toBe('/webhook');
      const headers = Object.fromEntries(
        ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
          name,
          String(request!.headers[name]),
        ]),
      );
      expect(headers['webhook-signature']).toMatch(/^v1,/);
      const verified = verifyWebhook(hook.secret!, request!.body, headers) as { type: string; data: unknown };
      expect(verified.type).toBe('budget.changed');
      expect(verified.data).toEqual(budgetData());
      // A tampered body fails the check.
      expect(() => verifyWebhook(hook.secret!, request!.body.replace('exceeded', 'met'), headers)).toThrow();
      const delivery = await eventually(async () => {
        const row = await deliveryOf(id!);
        return row.status === 'delivered' && row;
      });
      expect(delivery).toMatchObject({ attempts: 1, responseStatus: 200, responseBody: 'ok', error: null });
      await hook.destroy();
    });

    it('retries after a 500 and records both attempts', async () => {
      const hook = await integration('webhook');
      receiver.queue({ status: 500, body: 'boom' });
      const [id] = await events.publish(world.siteA1.id, 'budget.changed', budgetData());
      const failed = await eventually(async () => {
        const row = await deliveryOf(id!);
        return row.status === 'retrying' && row;
      });
      expect(failed).toMatchObject({
        attempts: 1,
        responseStatus: 500,
        responseBody: 'boom',
        error: 'http',
        errorMessage: 'HTTP 500',
      });
      const delivered = await eventually(async () => {
        const row = await deliveryOf(id!);
        return row.status === 'delivered' && row;
      });
      expect(delivered).toMatchObject({ attempts: 2, responseStatus: 200, error: null });
      expect(receiver.requests).toHaveLength(2);
      // The retry is signed afresh (same message id, so receivers can drop duplicates).
      expect(receiver.requests[1]!.headers['webhook-id']).toBe(receiver.requests[0]!.headers['webhook-id']);
      await hook.destroy();
    });

    it('names a receiver that does not answer in time a timeout', async () => {
      const hook = await integration('webhook');
      receiver.fallback = () => 'hang';
      const [id] = await events.publish(world.siteA1.id, 'budget.changed', budgetData());
      const row = await eventually(async () => {
        const delivery = await deliveryOf(id!);
        return delivery.attempts >= 1 && delivery;
      });
      expect(row).toMatchObject({ status: 'retrying', error: 'timeout', responseStatus: null });
      expect(row.errorMessage).toBe('No answer within 400 ms');
      await hook.update({ enabled: false }); // the queued retry is then skipped
      const skipped = await eventually(async () => {
        const delivery = await deliveryOf(id!);
        return delivery.status === 'skipped' && delivery;
      });
      expect(skipped.attempts).toBe(1);
      await hook.destroy();
    });

    it('sends nothing for a disabled integration, or one not listening to the event', async () => {
      const disabled = await integration('webhook', { enabled: false });
      const other = await integration('webhook', { events: ['snapshot.failed'] });
      expect(await events.publish(world.siteA1.id, 'budget.changed', budgetData())).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver.requests).toHaveLength(0);
      await disabled.destroy();
      await other.destroy();
    });
  });

  describe('private networks', () => {
    it('refuses to send to an address the network policy does not allow, without retrying', async () => {
      const hook = await integration('webhook');
      const delivery = await app.db.models.IntegrationDelivery.create({
        integrationId: hook.id,
        event: 'test',
        payload: { type: 'test', timestamp: new Date().toISOString(), data: {} },
      });
      const strict = new Deliverer(app.db, silentLogger(), {
        timeoutMs: 1000,
        policy: new NetworkPolicy([]),
      });
      await expect(strict.deliver(delivery.id, 1, 5)).rejects.toMatchObject({ name: 'UnrecoverableError' });
      expect(await deliveryOf(delivery.id)).toMatchObject({
        status: 'failed',
        error: 'http',
        errorMessage: 'The URL leads to a private network address',
        responseStatus: null,
        responseBody: null,
      });
      expect(receiver.requests).toHaveLength(0);
      await hook.destroy();
    });
  });

  describe('connections to the checked address (DNS rebinding)', () => {
    let dns: RebindingDns;
    let stage: RebindingStage;
    beforeEach(async () => {
      dns = installRebindingDns();
      stage = await startRebindingStage();
    });
    afterEach(async () => {
      dns.uninstall();
      await stage.close();
    });

    /** One delivery to the rebinding name, by a Deliverer whose policy allows the checked address only. */
    async function deliverToRebindingName() {
      const hook = await integration('webhook', { url: `${stage.url}/hook` });
      const delivery = await app.db.models.IntegrationDelivery.create({
        integrationId: hook.id,
        event: 'test',
        payload: { type: 'test', timestamp: new Date().toISOString(), data: {} },
      });
      const deliverer = new Deliverer(app.db, silentLogger(), {
        timeoutMs: 1000,
        policy: new NetworkPolicy([`${CHECKED_ADDRESS}/32`]),
        resolve: dns.resolve,
      });
      const outcome = await deliverer.deliver(delivery.id, 1, 5).then(
        () => null,
        (error: Error) => error,
      );
      const row = await deliveryOf(delivery.id);
      await hook.destroy();
      return { outcome, row };
    }

    it('connects to the address it checked: loopback, where the name points next, gets nothing and shows nothing', async () => {
      const { outcome, row } = await deliverToRebindingName();
      expect(stage.canary.hits).toHaveLength(0);
      expect(stage.receiver.hits).toHaveLength(1);
      // The name, not the address, is what the receiver sees.
      expect(stage.receiver.hits[0]!.headers.host).toBe(new URL(stage.url).host);
      expect(outcome).toBeNull();
      expect(row).toMatchObject({ status: 'delivered', responseStatus: 200, responseBody: 'ok' });
      expect(JSON.stringify(row.toJSON())).not.toContain(CANARY_SECRET);
      expect(dns.questions).toBe(1);
    });

    it('does not follow a redirect to an internal address: the 3xx is an HTTP error', async () => {
      const internal = `http://127.0.0.1:${new URL(stage.url).port}/admin`;
      stage.answer = () => ({ status: 302, body: 'moved', headers: { location: internal } });
      const { outcome, row } = await deliverToRebindingName();
      expect(stage.canary.hits).toHaveLength(0);
      expect(stage.receiver.hits).toHaveLength(1);
      expect(outcome).toBeInstanceOf(Error);
      expect(row).toMatchObject({
        status: 'retrying',
        error: 'http',
        responseStatus: 302,
        responseBody: 'moved',
      });
      expect(row.errorMessage).toMatch(/^HTTP 302/);
    });
  });

  describe('Slack incoming webhooks', () => {
    it('posts a Block Kit budget alert', async () => {
      const slack = await integration('slack');
      const [id] = await events.publish(world.siteA1.id, 'budget.changed', budgetData());
      const [request] = await receiver.waitForRequests(1);
      const message = request!.json() as {
        text: string;
        blocks: { type: string; text?: { text: string } }[];
      };
      expect(message.text).toBe('Site A1: budget exceeded (Largest Contentful Paint at most 2.5 s)');
      expect(message.blocks.map((block) => block.type)).toEqual(['header', 'section', 'context', 'actions']);
      expect(message.blocks[1]!.text!.text).toContain(
        '*Largest Contentful Paint at most 2.5 s* is now *exceeded*',
      );
      expect(request!.headers['webhook-signature']).toBeUndefined();
      await eventually(async () => (await deliveryOf(id!)).status === 'delivered');
      await slack.destroy();
    });

    it('posts a snapshot summary, and records Slack errors as HTTP errors', async () => {
      const slack = await integration('slack');
      receiver.queue({ status: 400, body: 'invalid_payload' });
      const [id] = await events.publish(world.siteA1.id, 'snapshot.completed', {
        site: budgetData().site,
        snapshot: {
          uuid: 'snap-1',
          status: 'completed',
          trigger: 'schedule',
          tests: { total: 4, completed: 3, failed: 1 },
          link: 'http://pace.test/teams/a1/site-a1/snapshots/snap-1',
          finishedAt: null,
        },
        metrics: [{ key: 'lcp', name: 'Largest Contentful Paint', value: 2100, formatted: '2.1 s' }],
      });
      const failed = await eventually(async () => {
        const row = await deliveryOf(id!);
        return row.attempts === 1 && row;
      });
      expect(failed).toMatchObject({ error: 'http', responseStatus: 400, responseBody: 'invalid_payload' });
      await receiver.waitForRequests(2);
      const message = receiver.requests[1]!.json() as {
        text: string;
        blocks: { type: string; fields?: { text: string }[] }[];
      };
      expect(message.text).toBe('Site A1: snapshot completed (3 of 4 tests completed)');
      expect(message.blocks[1]!.fields!.map((field) => field.text)).toContain(
        '*Tests*\n3 completed, 1 failed',
      );
      expect(message.blocks.map((block) => block.type)).toEqual(['header', 'section', 'section', 'actions']);
      expect(message.blocks[2]!.fields![0]!.text).toBe('*Largest Contentful Paint*\n2.1 s');
      await eventually(async () => (await deliveryOf(id!)).status === 'delivered');
      await slack.destroy();
    });
  });
});
