// The delivery pipeline's one step, run by the `integrations.deliver` job: make the recorded call once,
// record the attempt (status, response, time taken, the error's kind), and either finish the delivery
// or throw so the queue retries it with backoff. A disabled integration sends nothing: the delivery is
// marked skipped. Calls are built at send time, so a signature's timestamp is always fresh.
import { lookup } from 'node:dns/promises';
import { isLocalhostName, type NetworkPolicy } from '@pace/lighthouse-runner';
import type { Database, Integration, IntegrationDelivery } from '@pace/platform/db';
import type { Logger } from '@pace/platform/log';
import { UnrecoverableJobError } from '@pace/platform/queues';
import { IntegrationCallError } from './errors.ts';
import type { EventEnvelope } from './events.ts';
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
  /** Checked again when sending: a name may point at a private address by now. */
  policy?: NetworkPolicy;
  now?: () => Date;
}

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

/** One POST with a time limit; an answer other than 2xx is an HTTP error. */
export async function postOnce(
  request: ReturnType<typeof buildRequest>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<CallResult> {
  let response: Response;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new IntegrationCallError('timeout', `No answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new IntegrationCallError(
      'http',
      `Could not connect: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  let body = '';
  try {
    body = (await response.text()).slice(0, MAX_RESPONSE_CHARS);
  } catch {
    if (timeout.aborted)
      throw new IntegrationCallError('timeout', `No answer within ${timeoutMs} ms`, response.status);
  }
  if (response.status < 200 || response.status >= 300) {
    // 410 Gone: the receiver asks us to stop (REST hooks' unsubscribe); retrying cannot help.
    throw new IntegrationCallError(
      'http',
      `HTTP ${response.status}`,
      response.status,
      body,
      response.status !== 410,
    );
  }
  return { status: response.status, body };
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
      return;
    }
    const started = Date.now();
    try {
      const performer = this.options.performers?.[integration.provider];
      const controller = new AbortController();
      const result = performer
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
        responseBody: result.body.slice(0, MAX_RESPONSE_CHARS),
        error: null,
        errorMessage: null,
        durationMs: Date.now() - started,
        finishedAt: this.now(),
      });
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
      this.log.warn(
        { integration: integration.uuid, delivery: delivery.uuid, error: error.kind, attempt },
        `integration call failed: ${error.message}`,
      );
      if (!error.retryable) throw new UnrecoverableJobError(error.message);
      throw error;
    }
  }

  private async post(request: ReturnType<typeof buildRequest>, signal?: AbortSignal) {
    if (this.options.policy) await assertReachable(this.options.policy, request.url);
    return postOnce(request, this.options.timeoutMs, signal);
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

/** Refuses a URL whose host is, or resolves to, an address the policy does not allow. */
async function assertReachable(policy: NetworkPolicy, url: string) {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isLocalhostName(host)
      ? ['127.0.0.1']
      : (await lookup(host, { all: true })).map((entry) => entry.address);
  } catch (error) {
    throw new IntegrationCallError(
      'http',
      `Could not resolve ${host}: ${(error as { code?: string }).code ?? 'error'}`,
    );
  }
  if (addresses.some((address) => !policy.allows(address)))
    throw new IntegrationCallError('http', 'The URL leads to a private network address', null, null, false);
}
