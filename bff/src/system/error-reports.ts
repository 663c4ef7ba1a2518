// Errors the interface reports (spec section 8): the generic error page says "Our team has been
// notified." Every report is stored; with ERROR_REPORTING_DSN set it is also sent to that
// Sentry-compatible service (its envelope endpoint), so teams can use the tool they already have.
import { createHash, randomUUID } from 'node:crypto';
import type { Config } from '@pace/platform/config';
import { type Database, type ErrorReport, Op } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';

/** Reports accepted per client address and minute; a page in an error loop must not fill the table. */
export const REPORTS_PER_MINUTE = 30;
/** New reports stored per hour from every address together: anyone may report, so many addresses may. */
export const NEW_REPORTS_PER_HOUR = 200;
/** What a report needs to be told apart and acted on; the rest of a longer text is dropped. */
export const MAX_MESSAGE_CHARS = 2_000;
export const MAX_STACK_CHARS = 16_000;
/** The same error again within this time counts on its first report instead of adding a row. */
const FOLD_WINDOW_MS = 24 * 60 * 60 * 1000;
const FORWARD_TIMEOUT_MS = 5_000;

const clip = (max: number) => z.string().transform((value) => value.slice(0, max));

const reportInput = z.object({
  name: clip(255).optional(),
  message: z
    .string()
    .trim()
    .min(1, 'message is required')
    .transform((value) => value.slice(0, MAX_MESSAGE_CHARS)),
  stack: clip(MAX_STACK_CHARS).nullish(),
  url: clip(2048).nullish(),
  release: clip(64).nullish(),
});
export type ErrorReportInput = z.input<typeof reportInput>;

export interface ReportResult {
  /** Null when the report was dropped by the rate limit. */
  report: ErrorReport | null;
  /** Settles once the report reached the Sentry-compatible service (or at once when none is set). */
  forwarded: Promise<void>;
}

export class ErrorReportService {
  constructor(private readonly deps: { db: Database; kv: KeyValueStore; config: Config }) {}

  private get sentry(): SentryTarget | null {
    const dsn = this.deps.config.errorReportingDsn;
    return dsn ? parseDsn(dsn) : null;
  }

  async report(
    access: Access,
    input: unknown,
    client: { address: string; userAgent: string | null },
  ): Promise<ReportResult> {
    const parsed = reportInput.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new BadUserInputError(issue.message, { field: String(issue.path[0] ?? 'input') });
    }
    const dropped = { report: null, forwarded: Promise.resolve() };
    if (!(await this.withinLimit(`error-reports:${client.address}`, 60_000, REPORTS_PER_MINUTE)))
      return dropped;
    const viewer = access.viewer;
    const data = parsed.data;
    const userId = viewer.kind === 'anonymous' ? null : (viewer.user?.id ?? null);
    const name = data.name?.trim() || 'Error';
    const fingerprint = fingerprintOf(name, data.message, data.stack, data.release, userId);
    const again = await this.countAgain(fingerprint);
    if (again) return { report: again, forwarded: Promise.resolve() };
    if (!(await this.withinLimit('error-reports:new', 3_600_000, NEW_REPORTS_PER_HOUR))) return dropped;
    const report = await this.deps.db.models.ErrorReport.create({
      fingerprint,
      lastSeenAt: new Date(),
      name,
      message: data.message,
      stack: data.stack ?? null,
      url: data.url ?? null,
      release: data.release ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      userId,
    });
    const sentry = this.sentry;
    const forwarded = sentry
      ? this.forward(sentry, report, viewer.kind === 'anonymous' ? null : (viewer.user?.uuid ?? null))
      : Promise.resolve();
    return { report, forwarded };
  }

  /** The same error reported lately: counted on its report (which is not sent on again). */
  private async countAgain(fingerprint: string): Promise<ErrorReport | null> {
    const { ErrorReport } = this.deps.db.models;
    const seen = await ErrorReport.findOne({
      where: { fingerprint, lastSeenAt: { [Op.gte]: new Date(Date.now() - FOLD_WINDOW_MS) } },
      order: [['id', 'DESC']],
    });
    if (!seen) return null;
    await ErrorReport.increment('occurrences', { by: 1, where: { id: seen.id } });
    await ErrorReport.update({ lastSeenAt: new Date() }, { where: { id: seen.id } });
    return seen;
  }

  /** Whether one more fits the allowance of `key` for the current window of `windowMs`. */
  private async withinLimit(key: string, windowMs: number, allowance: number): Promise<boolean> {
    const windowKey = `${key}:${Math.floor(Date.now() / windowMs)}`;
    const count = await this.deps.kv.incr(windowKey);
    if (count === 1) await this.deps.kv.expire(windowKey, windowMs);
    return count <= allowance;
  }

  private async forward(target: SentryTarget, report: ErrorReport, userUuid: string | null) {
    const response = await fetch(target.envelopeUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-sentry-envelope',
        'x-sentry-auth': `Sentry sentry_version=7, sentry_key=${target.publicKey}, sentry_client=pace-bff/1.0`,
      },
      body: sentryEnvelope(target, report, userUuid),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The error-reporting service answered ${response.status}`);
    await report.update({ forwardedAt: new Date() });
  }
}

/** The same error from the same place and reporter: the stack's top frames, not its whole text. */
function fingerprintOf(
  name: string,
  message: string,
  stack: string | null | undefined,
  release: string | null | undefined,
  userId: number | null,
): string {
  const frames = (stack ?? '').split('\n').slice(0, 4).join('\n');
  return createHash('sha256')
    .update(JSON.stringify([name, message, frames, release ?? null, userId]))
    .digest('hex');
}

export interface SentryTarget {
  dsn: string;
  publicKey: string;
  envelopeUrl: string;
}

/** `https://<public key>@host[:port][/path]/<project id>` → where its envelopes go. */
export function parseDsn(dsn: string): SentryTarget {
  const url = new URL(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) {
    throw new Error('ERROR_REPORTING_DSN must look like https://<public key>@host/<project id>');
  }
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : '';
  return {
    dsn,
    publicKey: decodeURIComponent(url.username),
    envelopeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`,
  };
}

/** One event in Sentry's envelope format: a header line, an item header line, the event. */
export function sentryEnvelope(target: SentryTarget, report: ErrorReport, userUuid: string | null): string {
  const eventId = randomUUID().replace(/-/g, '');
  const event = {
    event_id: eventId,
    timestamp: report.createdAt.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: 'pace.shell',
    ...(report.release ? { release: report.release } : {}),
    exception: { values: [{ type: report.name, value: report.message }] },
    ...(report.url || report.userAgent
      ? {
          request: {
            ...(report.url ? { url: report.url } : {}),
            ...(report.userAgent ? { headers: { 'User-Agent': report.userAgent } } : {}),
          },
        }
      : {}),
    ...(userUuid ? { user: { id: userUuid } } : {}),
    tags: { report_uuid: report.uuid },
    extra: { stack: report.stack },
  };
  const header = { event_id: eventId, dsn: target.dsn, sent_at: new Date().toISOString() };
  const body = JSON.stringify(event);
  return `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event', length: Buffer.byteLength(body) })}\n${body}\n`;
}
