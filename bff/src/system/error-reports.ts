// Errors the interface reports (spec section 8): the generic error page says "Our team has been
// notified." Every report is stored; with ERROR_REPORTING_DSN set it is also sent to that
// Sentry-compatible service (its envelope endpoint), so teams can use the tool they already have.
import { randomUUID } from 'node:crypto';
import type { Config } from '@pace/platform/config';
import type { Database, ErrorReport } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import type { KeyValueStore } from '@pace/platform/redis';
import { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';

/** Reports accepted per client address and minute; a page in an error loop must not fill the table. */
export const REPORTS_PER_MINUTE = 30;
const FORWARD_TIMEOUT_MS = 5_000;

const clip = (max: number) => z.string().transform((value) => value.slice(0, max));

const reportInput = z.object({
  name: clip(255).optional(),
  message: z
    .string()
    .trim()
    .min(1, 'message is required')
    .transform((value) => value.slice(0, 10_000)),
  stack: clip(50_000).nullish(),
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
    if (!(await this.withinLimit(client.address))) return { report: null, forwarded: Promise.resolve() };
    const viewer = access.viewer;
    const data = parsed.data;
    const report = await this.deps.db.models.ErrorReport.create({
      name: data.name?.trim() || 'Error',
      message: data.message,
      stack: data.stack ?? null,
      url: data.url ?? null,
      release: data.release ?? null,
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      userId: viewer.kind === 'anonymous' ? null : (viewer.user?.id ?? null),
    });
    const sentry = this.sentry;
    const forwarded = sentry
      ? this.forward(sentry, report, viewer.kind === 'anonymous' ? null : (viewer.user?.uuid ?? null))
      : Promise.resolve();
    return { report, forwarded };
  }

  private async withinLimit(address: string): Promise<boolean> {
    const key = `error-reports:${address}:${Math.floor(Date.now() / 60_000)}`;
    const count = await this.deps.kv.incr(key);
    if (count === 1) await this.deps.kv.expire(key, 60_000);
    return count <= REPORTS_PER_MINUTE;
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
