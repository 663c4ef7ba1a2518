// Hosting providers' deploy notifications (Netlify and Vercel): each integration has its own address
// (`/webhooks/integrations/<provider>/<uuid>`) and secret. A verified "deploy succeeded" starts a
// snapshot of the site; everything received is written to the delivery log as an incoming call, and a
// signature that does not match is refused and only counted (per hook, and in a metric): anyone who knows
// the address can send those, and a row per request would grow without bound. Neither provider signs a
// timestamp in its headers, but both sign the body, which carries the time of the deploy's change
// (Netlify's `updated_at`, Vercel's `createdAt`): a notice more than 5 minutes from now is refused, and
// one received already (by the provider's id, per integration) is answered without starting anything,
// so a captured call cannot be replayed to start snapshots.

import type { PlanGate } from '@pace/billing/gates';
import { IntegrationEvents, siteSummary } from '@pace/integrations/events';
import { verifyNetlify, verifyVercel } from '@pace/integrations/signing';
import {
  type Database,
  type Integration,
  type IntegrationDelivery,
  UniqueConstraintError,
} from '@pace/platform/db';
import { AppError, NotFoundError, UnauthenticatedError } from '@pace/platform/errors';
import { metrics } from '@pace/platform/metrics';
import type { JobQueues } from '@pace/platform/queues';
import type { KeyValueStore } from '@pace/platform/redis';
import { SnapshotStarter } from '@pace/synthetic/snapshot-starter';

export type DeployProvider = 'netlify' | 'vercel';

export interface DeployNotice {
  /** A deploy finished and is live. */
  succeeded: boolean;
  url: string | null;
  /** production, deploy-preview, branch-deploy (Netlify); production, preview (Vercel). */
  context: string | null;
  /** The provider's id of this notice, for telling a replay. */
  id: string | null;
  /** When the provider says it sent it (signed with the body); NaN when it does not say. */
  sentAt: number;
}

/** How far a notice's signed time may be from ours. */
export const NOTICE_WINDOW_MS = 5 * 60 * 1000;

/** Netlify's deploy notification: the deploy object, `state: "ready"` once it is live. */
function netlifyNotice(payload: Record<string, unknown>): DeployNotice {
  return {
    succeeded: payload.state === 'ready',
    url: (payload.deploy_ssl_url ?? payload.ssl_url ?? payload.url ?? null) as string | null,
    context: (payload.context ?? null) as string | null,
    id: typeof payload.id === 'string' ? `${payload.id}:${String(payload.state)}` : null,
    sentAt: typeof payload.updated_at === 'string' ? Date.parse(payload.updated_at) : Number.NaN,
  };
}

/** Vercel's webhook: `{ id, type: "deployment.succeeded", createdAt, payload: { deployment: { url }, target } }`. */
function vercelNotice(body: Record<string, unknown>): DeployNotice {
  const payload = (body.payload ?? {}) as {
    deployment?: { url?: string };
    target?: string | null;
    url?: string;
  };
  const host = payload.deployment?.url ?? payload.url ?? null;
  return {
    succeeded: body.type === 'deployment.succeeded' || body.type === 'deployment.ready',
    url: host ? (host.startsWith('http') ? host : `https://${host}`) : null,
    context: payload.target ?? null,
    id: typeof body.id === 'string' ? body.id : null,
    sentAt: typeof body.createdAt === 'number' ? body.createdAt : Number.NaN,
  };
}

const badSignatureKey = (integrationId: number) => `integrations:bad-signatures:${integrationId}`;

/** Notices refused for their signature since the hook was made: one counter per hook, nothing per request. */
export async function badSignatureCount(kv: KeyValueStore, integrationId: number): Promise<number> {
  return Number((await kv.get(badSignatureKey(integrationId))) ?? 0);
}

export interface HookAnswer {
  status: number;
  body: Record<string, unknown>;
}

export class DeployHooks {
  private readonly starter: SnapshotStarter;

  private readonly events: IntegrationEvents;

  constructor(
    private readonly db: Database,
    queues: JobQueues,
    private readonly publicUrl: string,
    private readonly kv: KeyValueStore,
    gates: PlanGate,
  ) {
    this.starter = new SnapshotStarter(db, queues, gates);
    this.events = new IntegrationEvents(db, queues);
  }

  async receive(
    provider: DeployProvider,
    uuid: string,
    body: string,
    headers: Record<string, string | undefined>,
  ): Promise<HookAnswer> {
    const integration = /^[0-9a-f-]{36}$/i.test(uuid)
      ? await this.db.models.Integration.findOne({ where: { uuid, provider } })
      : null;
    if (!integration?.siteId) throw new NotFoundError('Integration not found');
    const started = Date.now();
    const log = (values: Partial<IntegrationDelivery>) =>
      this.db.models.IntegrationDelivery.create({
        integrationId: integration.id,
        direction: 'incoming',
        event: 'deploy',
        attempts: 1,
        durationMs: Date.now() - started,
        finishedAt: new Date(),
        ...values,
      } as never);

    const verified =
      provider === 'netlify'
        ? verifyNetlify(integration.secret ?? '', body, headers['x-webhook-signature'])
        : verifyVercel(integration.secret ?? '', body, headers['x-vercel-signature']);
    if (!verified) {
      metrics.deployHookBadSignatures.inc({ provider });
      await this.kv.incr(badSignatureKey(integration.id));
      throw new UnauthenticatedError('The signature did not match');
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      await log({ status: 'failed', errorMessage: 'The body is not JSON', responseStatus: 400 });
      return { status: 400, body: { error: { code: 'BAD_USER_INPUT', message: 'The body is not JSON' } } };
    }
    const notice = provider === 'netlify' ? netlifyNotice(parsed) : vercelNotice(parsed);
    if (!(Math.abs(Date.now() - notice.sentAt) <= NOTICE_WINDOW_MS)) {
      const message = 'The notice is more than 5 minutes old';
      await log({ status: 'failed', error: 'verification', errorMessage: message, responseStatus: 401 });
      throw new UnauthenticatedError(message);
    }
    const payload = { deployUrl: notice.url, context: notice.context };
    if (notice.id && !(await this.firstTime(integration, notice.id))) {
      return { status: 200, body: { ignored: 'Already received' } };
    }
    if (!integration.enabled) return this.ignored(log, payload, 'The integration is disabled');
    if (!notice.succeeded) return this.ignored(log, payload, 'Not a finished deploy');
    return this.start(integration, log, payload);
  }

  /** Records the notice's id; false when this integration has received it already. */
  private async firstTime(integration: Integration, id: string): Promise<boolean> {
    try {
      await this.db.models.ProcessedWebhookEvent.create({
        provider: integration.provider,
        eventId: `${integration.uuid}:${id}`.slice(0, 255),
        type: 'deploy',
      });
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  private async ignored(
    log: (values: Partial<IntegrationDelivery>) => Promise<unknown>,
    payload: object,
    reason: string,
  ) {
    await log({
      status: 'skipped',
      payload: payload as Record<string, unknown>,
      errorMessage: reason,
      responseStatus: 202,
    });
    return { status: 202, body: { ignored: reason } };
  }

  private async start(
    integration: Integration,
    log: (values: Partial<IntegrationDelivery>) => Promise<unknown>,
    payload: Record<string, unknown>,
  ): Promise<HookAnswer> {
    const site = await this.db.models.Site.findByPk(integration.siteId!);
    if (!site) throw new NotFoundError('Integration not found');
    try {
      const snapshot = await this.starter.start(site, integration.organisationId, {
        trigger: 'integration',
        triggerClient: integration.provider,
      });
      await log({
        status: 'delivered',
        payload: { ...payload, snapshot: snapshot.uuid },
        responseStatus: 202,
      });
      // Webhooks, chat and automations listening to deploys hear of it too.
      const summary = await siteSummary(this.db, site.id, this.publicUrl);
      if (summary) {
        await this.events.publish(site.id, 'deploy.succeeded', {
          site: summary,
          provider: integration.provider,
          deployUrl: payload.deployUrl ?? null,
          context: payload.context ?? null,
          snapshot: { uuid: snapshot.uuid, link: `${summary.link}/snapshots/${snapshot.uuid}` },
        });
      }
      return { status: 202, body: { snapshot: snapshot.uuid } };
    } catch (error) {
      // No pages yet, a paused account: the provider hears why, the log keeps it.
      if (!(error instanceof AppError)) throw error;
      await log({
        status: 'failed',
        payload,
        errorMessage: error.message.slice(0, 500),
        responseStatus: error.status,
      });
      throw error;
    }
  }
}
