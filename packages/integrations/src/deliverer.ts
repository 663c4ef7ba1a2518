// The delivery pipeline's one step, run by the `integrations.deliver` job: make the recorded call once,
// record the attempt (status, response, time taken, the error's kind), and either finish the delivery
// or throw so the queue retries it with backoff. A disabled integration sends nothing: the delivery is
// marked skipped. Calls are built at send time, so a signature's timestamp is always fresh.
import { NetworkPolicy, type ResolveHost } from '@pace/lighthouse-runner';
import type { Database, Integration, IntegrationDelivery } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import { metrics } from '@pace/platform/metrics';
import { UnrecoverableJobError } from '@pace/platform/queues';
import { IntegrationCallError } from './errors.ts';
import type { EventEnvelope } from './events.ts';
import { callOut } from './outgoing-call.ts';
import { signWebhook } from './signing.ts';
import { slackMessage } from './slack.ts';

/** What one call returned. */
export interface CallResult {
  status: number;
  body: string;
}

/** Calls that are not one plain POST (the code host's check runs go through Octokit). */
export type CallPerformer = (
  integration: Integration,
  delivery: IntegrationDelivery,
  signal: AbortSignal,
) => Promise<CallResult>;

export interface DelivererOptions {
  timeoutMs: number;
  /** Provider → how its calls are made, for providers that are not a signed POST. */
  performers?: Partial<Record<Integration['provider'], CallPerformer>>;
  /**
   * Checked again when sending (a name may point at a private address by now), and the call connects
   * to the address checked. Public addresses only unless given.
   */
  policy?: NetworkPolicy;
  /** How names are resolved: the system's resolver unless a test stages the answers. */
  resolve?: ResolveHost;
  now?: () => Date;
}

/** What the log keeps of an answer: no excerpt when it came from an address the policy refuses. */
type Answer = { status: number; body: string | null };

/** Response bodies are kept for the log, trimmed: a receiver may answer with a whole HTML page. */
const MAX_RESPONSE_CHARS = 2_000;
export const USER_AGENT = 'Pace-Webhooks/1.0';

/** The request a provider's receiver expects for an event. */
export function buildRequest(integration: Integration, delivery: IntegrationDelivery, at: Date) {
  const envelope = delivery.payload as unknown as EventEnvelope;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
  let body: string;
  switch (integration.provider) {
    case 'slack':
      body = JSON.stringify(slackMessage(envelope));
      break;
    case 'automation':
      // REST hooks want the object itself (Zapier turns its fields into a zap's inputs).
      body = JSON.stringify({
        id: delivery.uuid,
        event: envelope.type,
        timestamp: envelope.timestamp,
        ...envelope.data,
      });
      break;
    default:
      body = JSON.stringify(envelope);
      if (integration.secret)
        Object.assign(headers, signWebhook(integration.secret, `msg_${delivery.uuid}`, body, at));
  }
  if (!integration.url)
    throw new IntegrationCallError('http', 'The integration has no URL', null, null, false);
  return { url: integration.url, method: 'POST', headers, body };
}

/**
 * One POST with a time limit, to the address checked against the policy; an answer other than 2xx is an
 * HTTP error (a redirect too: it is not followed).
 */
async function postOnce(
  request: ReturnType<typeof buildRequest>,
  options: { timeoutMs: number; policy: NetworkPolicy; resolve?: ResolveHost; signal?: AbortSignal },
): Promise<Answer> {
  const { status, excerpt } = await callOut(request, { ...options, excerptChars: MAX_RESPONSE_CHARS });
  if (status < 200 || status >= 300) {
    // 410 Gone: the receiver asks us to stop (REST hooks' unsubscribe); retrying cannot help.
    const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : '';
    throw new IntegrationCallError('http', `HTTP ${status}${redirect}`, status, excerpt, status !== 410);
  }
  return { status, body: excerpt };
}

export class Deliverer {
  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly options: DelivererOptions,
  ) {}

  /** Makes attempt `attempt` of `attempts`; throws to have the queue try again. */
  async deliver(deliveryId: number, attempt: number, attempts: number, signal?: AbortSignal): Promise<void> {
    const { Integration, IntegrationDelivery } = this.db.models;
    const delivery = await IntegrationDelivery.findByPk(deliveryId);
    if (!delivery || ['delivered', 'failed', 'skipped'].includes(delivery.status)) return;
    const integration = await Integration.findByPk(delivery.integrationId);
    if (!integration?.enabled) {
      await delivery.update({
        status: 'skipped',
        finishedAt: this.now(),
        errorMessage: 'The integration is disabled',
      });
      metrics.webhookDeliveries.inc({ provider: integration?.provider ?? 'unknown', outcome: 'skipped' });
      return;
    }
    const started = Date.now();
    try {
      const performer = this.options.performers?.[integration.provider];
      const controller = new AbortController();
      const result: Answer = performer
        ? await withTimeout(
            performer(integration, delivery, controller.signal),
            controller,
            this.options.timeoutMs,
          )
        : await this.post(buildRequest(integration, delivery, this.now()), signal);
      await delivery.update({
        status: 'delivered',
        attempts: delivery.attempts + 1,
        responseStatus: result.status,
        responseBody: result.body?.slice(0, MAX_RESPONSE_CHARS) ?? null,
        error: null,
        errorMessage: null,
        durationMs: Date.now() - started,
        finishedAt: this.now(),
      });
      metrics.webhookDeliveries.inc({ provider: integration.provider, outcome: 'delivered' });
    } catch (caught) {
      const error =
        caught instanceof IntegrationCallError
          ? caught
          : new IntegrationCallError('http', (caught as Error).message ?? String(caught));
      if (error.responseStatus === 410 && integration.provider === 'automation') {
        // The automation service unsubscribed by answering 410: forget the hook.
        await integration.update({ enabled: false });
      }
      const last = !error.retryable || attempt >= attempts;
      await delivery.update({
        status: last ? 'failed' : 'retrying',
        attempts: delivery.attempts + 1,
        responseStatus: error.responseStatus,
        responseBody: error.responseBody?.slice(0, MAX_RESPONSE_CHARS) ?? null,
        error: error.kind,
        errorMessage: error.message.slice(0, 500),
        durationMs: Date.now() - started,
        finishedAt: last ? this.now() : null,
      });
      metrics.webhookDeliveries.inc({
        provider: integration.provider,
        outcome: last ? 'failed' : 'retrying',
      });
      this.log.warn(
        { integration: integration.uuid, delivery: delivery.uuid, error: error.kind, attempt },
        `integration call failed: ${error.message}`,
      );
      if (!error.retryable) throw new UnrecoverableJobError(error.message);
      throw error;
    }
  }

  private post(request: ReturnType<typeof buildRequest>, signal?: AbortSignal) {
    const { timeoutMs, policy = new NetworkPolicy(), resolve } = this.options;
    return postOnce(request, { timeoutMs, policy, resolve, signal });
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }
}

async function withTimeout<T>(work: Promise<T>, controller: AbortController, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new IntegrationCallError('timeout', `No answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
