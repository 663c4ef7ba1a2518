// Every queue and every job the platform runs, in one place: names, payload schemas, retry policy.
// The bff enqueues by these names, the workers register handlers for them, and both sides validate the
// payload against the same schema. Every job must be idempotent: it can run again after a retry, a
// worker crash or a redelivery, and must then leave the same result (upsert, check-then-act on state).
import { z } from 'zod';

export interface Backoff {
  type: 'fixed' | 'exponential';
  /** Fixed: every wait; exponential: the first wait, doubling after each failed attempt. */
  delayMs: number;
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  /** Plain data (no transforms): it is stored as JSON and validated again by the worker. */
  schema: S;
  /** Runs in all, the first included. */
  attempts: number;
  backoff: Backoff;
  /**
   * A payload field naming who the job is for (an organisation): waiting jobs are then handed to the
   * workers in turn by that field's value, not first come first served (see fair-waiting.ts).
   */
  fairBy?: string;
  /**
   * With `fairBy`: jobs of one group (organisation) run at once at most, over all worker processes (each
   * location's queue on its own). A group at its cap keeps its turn and is served when one of its jobs
   * ends; other groups are served meanwhile, and slots idle when only capped groups wait.
   */
  concurrencyPerGroup?: number;
}

export type QueueDefinitions = Record<string, Record<string, JobDefinition>>;

export function defineJob<S extends z.ZodType>(
  schema: S,
  options: Partial<Omit<JobDefinition, 'schema'>> = {},
): JobDefinition<S> {
  return {
    schema,
    attempts: options.attempts ?? 3,
    backoff: options.backoff ?? { type: 'exponential', delayMs: 5_000 },
    ...(options.fairBy ? { fairBy: options.fairBy } : {}),
    ...(options.fairBy && options.concurrencyPerGroup
      ? { concurrencyPerGroup: options.concurrencyPerGroup }
      : {}),
  };
}

/**
 * How a fair queue caps its groups: the jobs of one group it runs at once (the least its definitions
 * allow, unless `override`), and the payload field each job names its group by. Null: no cap.
 */
export interface GroupCap {
  concurrency: number;
  fairBy: Record<string, string>;
}

export function groupCapOf(definitions: QueueDefinitions, queue: string, override?: number): GroupCap | null {
  const jobs = Object.entries(definitions[baseQueue(queue)] ?? {}).filter(([, job]) => job.fairBy);
  const caps = jobs.flatMap(([, job]) => (job.concurrencyPerGroup ? [job.concurrencyPerGroup] : []));
  const concurrency = override ?? (caps.length > 0 ? Math.min(...caps) : null);
  if (concurrency === null || jobs.length === 0) return null;
  return { concurrency, fairBy: Object.fromEntries(jobs.map(([name, job]) => [name, job.fairBy!])) };
}

/** The turn a job waits in: its `fairBy` field's value, '' for a job that names nobody. */
export function fairGroupOf(definition: JobDefinition, data: unknown): string | null {
  if (!definition.fairBy) return null;
  const value = (data as Record<string, unknown> | null)?.[definition.fairBy];
  return value === undefined || value === null ? '' : String(value);
}

/** Whose audit it is, for taking turns; absent on jobs queued before organisations took turns. */
const ORGANISATION_ID = z.number().int().positive().optional();

/** Audits (tests and flows together) of one organisation running at once, by default. */
export const AUDITS_PER_ORGANISATION = 2;

/**
 * The platform's queues. One queue per kind of work so each scales and is watched on its own; later
 * issues add `audits`, `snapshot-scheduling`, `crux`, `rum-rollups`, `notifications` and `billing`.
 */
export const QUEUES = {
  system: {
    /** Records the worker's last-seen time for /healthz; repeated every 30 s. */
    heartbeat: defineJob(z.object({}).strict(), {
      attempts: 2,
      backoff: { type: 'fixed', delayMs: 5_000 },
    }),
    /** Deletes error reports past their window and beyond the row cap; daily. */
    'prune-error-reports': defineJob(z.object({}).strict()),
  },
  'rum-collection': {
    /** Moves queued RUM beacons into the database; repeated every second, each run drains what it can. */
    'write-beacons': defineJob(z.object({}).strict(), { attempts: 1 }),
  },
  'rum-rollups': {
    /** Recomputes one site's day of RUM rollups from its raw beacons (idempotent: it replaces the day). */
    'rollup-day': defineJob(
      z
        .object({ siteId: z.number().int().positive(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
        .strict(),
    ),
    /** Deletes RUM data older than each site's retention; daily. */
    'purge-retention': defineJob(z.object({}).strict()),
  },
  crux: {
    /** Enqueues `collect-site` for every site, once a day (job ids carry the date: one run per site and day). */
    'schedule-daily': defineJob(z.object({}).strict(), { attempts: 2 }),
    /**
     * Fetches one site's CrUX records (its origin and pages, per form factor) and upserts them; backfills
     * history on a target's first run. Quota errors (429) come back here: a long backoff spreads retries.
     */
    'collect-site': defineJob(
      z.object({ siteId: z.number().int().positive(), force: z.boolean().optional() }).strict(),
      {
        attempts: 5,
        backoff: { type: 'exponential', delayMs: 60_000 },
      },
    ),
  },
  audits: {
    /**
     * Runs one test of a snapshot: Lighthouse on one page with one profile, then its artifacts and
     * measurements. A page at fault fails the test at once; an agent at fault (browser, Lighthouse) is
     * retried, and errors the test after the last attempt.
     */
    test: defineJob(
      z.object({ testId: z.number().int().positive(), organisationId: ORGANISATION_ID }).strict(),
      {
        attempts: 3,
        backoff: { type: 'exponential', delayMs: 10_000 },
        // One customer's thousand tests must not hold every worker: organisations take turns, and run
        // two at once at most (AUDIT_CONCURRENCY_PER_ORGANISATION).
        fairBy: 'organisationId',
        concurrencyPerGroup: AUDITS_PER_ORGANISATION,
      },
    ),
    /**
     * Runs one user flow (issue 22): its steps in one Chromium under the same sandbox and guard as a
     * test, each measured step's values and the flow report stored; retried like a test.
     */
    flow: defineJob(
      z.object({ flowRunId: z.number().int().positive(), organisationId: ORGANISATION_ID }).strict(),
      {
        attempts: 3,
        backoff: { type: 'exponential', delayMs: 10_000 },
        fairBy: 'organisationId',
        concurrencyPerGroup: AUDITS_PER_ORGANISATION,
      },
    ),
  },
  'snapshot-scheduling': {
    /** Every few minutes: enqueues `site` for each site whose snapshot schedule is due. */
    tick: defineJob(z.object({}).strict(), { attempts: 1 }),
    /** Starts one scheduled snapshot of a site; `slot` (its schedule period) makes it once per period. */
    site: defineJob(z.object({ siteId: z.number().int().positive(), slot: z.number().int() }).strict(), {
      attempts: 3,
    }),
    /** Daily: removes the artifacts of old tests nobody needs in full any more (their metrics stay). */
    'prune-artifacts': defineJob(z.object({}).strict(), {
      attempts: 3,
      backoff: { type: 'exponential', delayMs: 60_000 },
    }),
  },
  billing: {
    /** Hourly: resumes and bills every subscription whose 90-day pause is over. */
    'resume-paused': defineJob(z.object({}).strict(), {
      attempts: 3,
      backoff: { type: 'exponential', delayMs: 60_000 },
    }),
    /** Hourly: marks free trials that ran out without a plan as expired. */
    'expire-trials': defineJob(z.object({}).strict(), { attempts: 2 }),
  },
  integrations: {
    /**
     * Makes one recorded integration call (a webhook POST, a chat message, a check run update): the
     * delivery row holds what to send and gets the outcome of every attempt. 5 attempts, 2 s doubling.
     */
    deliver: defineJob(z.object({ deliveryId: z.number().int().positive() }).strict(), {
      attempts: 5,
      backoff: { type: 'exponential', delayMs: 2_000 },
    }),
    /** Daily: deletes delivery log rows older than the log keeps (jobs' prune-deliveries.ts). */
    'prune-deliveries': defineJob(z.object({}).strict(), { attempts: 3 }),
    /** Weekly: each user who wants it gets a summary of the sites they watch. */
    'weekly-summary': defineJob(z.object({}).strict(), { attempts: 3 }),
  },
  identity: {
    /** Daily: looks every proved SAML email domain's TXT record up again; gone, the domain stops routing. */
    'recheck-domains': defineJob(z.object({}).strict(), {
      attempts: 3,
      backoff: { type: 'exponential', delayMs: 60_000 },
    }),
  },
} satisfies QueueDefinitions;

export type PaceQueues = typeof QUEUES;

/**
 * Queues whose jobs belong to a location (a pool of workers somewhere): a job for location `eu-west`
 * waits in `audits@eu-west`, which only workers started with that location take. No location is the
 * default location, today's `audits` queue, so installs without locations keep working.
 */
export const LOCATED_QUEUES: readonly string[] = ['audits'];

/** A location's name: lower-case letters, digits and dashes, as it appears in queue names and screens. */
export const LOCATION_NAME = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;

/** The queue that holds `queue`'s jobs for `location` (null or absent: the default location). */
export function locatedQueue(queue: string, location?: string | null): string {
  if (!location) return queue;
  if (!LOCATED_QUEUES.includes(queue)) throw new Error(`The ${queue} queue has no locations`);
  if (!LOCATION_NAME.test(location)) throw new Error(`${location} is not a location name like eu-west`);
  return `${queue}@${location}`;
}

/** `audits@eu-west` → `audits`: the queue whose definitions a located queue's jobs follow. */
export function baseQueue(queue: string): string {
  const at = queue.indexOf('@');
  return at < 0 ? queue : queue.slice(0, at);
}

/** Wait before the next attempt after `failedAttempts` failures (BullMQ's formula, used by both queues). */
export function backoffDelay(backoff: Backoff, failedAttempts: number): number {
  return backoff.type === 'fixed' ? backoff.delayMs : Math.round(2 ** (failedAttempts - 1) * backoff.delayMs);
}
