// What operators watch, in Prometheus' text format (prom-client): one registry per process, every metric
// defined here under the product's words, so the bff, the workers and the embedded mode name them the
// same. Read at GET /metrics on the bff's port with `Authorization: Bearer <METRICS_TOKEN>`, or on a
// listener of its own (METRICS_PORT, on METRICS_HOST, loopback by default) that the bff and each worker
// open, off the public port. Node's own figures (memory, event-loop lag, handles) come with it.
import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Logger } from './log.ts';
import type { JobQueues } from './queues/types.ts';

export const registry = new Registry();
type QueueName = Parameters<JobQueues['counts']>[0];
let watched: JobQueues | null = null;
let readBacklog: (() => Promise<number>) | null = null;
collectDefaultMetrics({ register: registry, prefix: 'pace_' });

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const auditSeconds = [2, 5, 10, 20, 30, 60, 120, 300];

export const metrics = {
  beaconsAccepted: new Counter({
    name: 'pace_rum_beacons_accepted_total',
    help: 'RUM beacons acknowledged to the embed script (stored in the stream)',
    registers: [registry],
  }),
  beaconsRefused: new Counter({
    name: 'pace_rum_beacons_refused_total',
    help: 'RUM beacons refused, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  beaconsDeadLettered: new Counter({
    name: 'pace_rum_beacons_dead_lettered_total',
    help: 'RUM stream entries set aside after repeated failed writes',
    registers: [registry],
  }),
  beaconBacklog: new Gauge({
    name: 'pace_rum_beacon_backlog',
    help: 'RUM stream entries not yet written to the database',
    registers: [registry],
    // Read when scraped, from the stream this process writes from.
    async collect() {
      const backlog = await readBacklog?.().catch(() => null);
      if (backlog != null) this.set(backlog);
    },
  }),
  audits: new Counter({
    name: 'pace_audits_total',
    help: 'Synthetic audits finished, by final state',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
  auditDuration: new Histogram({
    name: 'pace_audit_duration_seconds',
    help: 'Wall time of one audit, from Chromium launch to report',
    labelNames: ['state'] as const,
    buckets: auditSeconds,
    registers: [registry],
  }),
  queueJobs: new Gauge({
    name: 'pace_queue_jobs',
    help: 'Jobs in each queue, by state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    // Read when scraped, from whichever queues this process holds.
    async collect() {
      if (!watched) return;
      this.reset();
      for (const queue of Object.keys(watched.definitions) as QueueName[]) {
        const counts = await watched.counts(queue).catch(() => null);
        if (!counts) continue;
        for (const [state, value] of Object.entries(counts)) this.set({ queue, state }, value);
      }
    },
  }),
  stalledJobs: new Counter({
    name: 'pace_queue_stalled_jobs_total',
    help: 'Jobs found stalled (their worker stopped answering) and moved back or failed',
    labelNames: ['queue'] as const,
    registers: [registry],
  }),
  webhookDeliveries: new Counter({
    name: 'pace_integration_deliveries_total',
    help: 'Outgoing integration calls (webhooks, chat, automation, code host), by provider and outcome',
    labelNames: ['provider', 'outcome'] as const,
    registers: [registry],
  }),
  deployHookBadSignatures: new Counter({
    name: 'pace_deploy_hook_bad_signatures_total',
    help: 'Deploy notifications refused for a signature that did not match, by provider (nothing stored per request)',
    labelNames: ['provider'] as const,
    registers: [registry],
  }),
  graphqlRequests: new Counter({
    name: 'pace_graphql_requests_total',
    help: 'GraphQL requests, by operation name and outcome',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  }),
  graphqlDuration: new Histogram({
    name: 'pace_graphql_request_duration_seconds',
    help: 'GraphQL request time, by operation name',
    labelNames: ['operation'] as const,
    buckets: seconds,
    registers: [registry],
  }),
  graphqlWork: new Counter({
    name: 'pace_graphql_document_work_total',
    help: 'Work done checking GraphQL documents: nodes visited by validation, selections by cost analysis',
    labelNames: ['stage'] as const,
    registers: [registry],
  }),
};

/**
 * A label for a client-given operation name: the names of the platform's own clients (`known`) as they
 * are, no name `anonymous`, any other `other`. A label set that junk names could grow would stay grown
 * until restart.
 */
export function operationLabel(name: string | null | undefined, known: ReadonlySet<string>): string {
  if (!name) return 'anonymous';
  return known.has(name) ? name : 'other';
}

/** The queues whose depths a scrape reports. */
export function watchQueues(queues: JobQueues): void {
  watched = queues;
}

/** The beacon stream whose backlog a scrape reports. */
export function watchBeaconBacklog(read: () => Promise<number>): void {
  readBacklog = read;
}

/** The text a Prometheus scrape reads. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}

/** The metrics listener off the public port: GET /metrics, nothing else. */
export async function startMetricsListener(
  options: { port: number; host: string },
  log: Logger,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metricsText().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  server.unref();
  const address = server.address();
  log.info(
    { metrics: typeof address === 'object' && address ? `${address.address}:${address.port}` : options.port },
    'metrics listener started',
  );
  return server;
}
