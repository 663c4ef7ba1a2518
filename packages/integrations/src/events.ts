// What integrations hear about, as plain JSON (the `data` of every webhook, Zapier sample and Slack
// message), built from the database, and `IntegrationEvents.publish`: one delivery row per enabled
// integration of the site that listens to the event, each queued on `integrations.deliver`.
import { budgetStateLabel, findMetric, formatMetric, getMetric } from '@pace/metrics';
import type { Database, Integration, IntegrationEvent } from '@pace/platform/db';
import { Op } from '@pace/platform/db';
import type { JobQueues } from '@pace/platform/queues';

export interface SiteSummary {
  name: string;
  slug: string;
  team: string;
  url: string;
  link: string;
}

export interface SnapshotEventData {
  site: SiteSummary;
  snapshot: {
    uuid: string;
    status: string;
    trigger: string;
    tests: { total: number; completed: number; failed: number };
    link: string;
    finishedAt: string | null;
  };
  /** The recommended metrics, each the mean over the snapshot's completed tests. */
  metrics: { key: string; name: string; value: number; formatted: string }[];
}

export interface BudgetEventData {
  site: SiteSummary;
  budget: {
    uuid: string;
    metric: string;
    metricName: string;
    /** "Largest Contentful Paint at most 2.5 s" */
    description: string;
    from: string;
    to: string;
    state: string;
    link: string;
  };
}

export type EventData = SnapshotEventData | BudgetEventData | Record<string, unknown>;

/** The envelope every outgoing call starts from (Standard Webhooks' recommended shape). */
export interface EventEnvelope {
  type: IntegrationEvent | 'test';
  timestamp: string;
  data: EventData;
}

export async function siteSummary(
  db: Database,
  siteId: number,
  publicUrl: string,
): Promise<SiteSummary | null> {
  const site = await db.models.Site.findByPk(siteId);
  const team = site ? await db.models.Team.findByPk(site.teamId) : null;
  if (!site || !team) return null;
  return {
    name: site.name,
    slug: site.slug,
    team: team.slug,
    url: site.canonicalUrl,
    link: `${publicUrl}/teams/${team.slug}/${site.slug}`,
  };
}

export async function snapshotEventData(
  db: Database,
  snapshotId: number,
  publicUrl: string,
): Promise<SnapshotEventData | null> {
  const snapshot = await db.models.Snapshot.findByPk(snapshotId);
  const site = snapshot ? await siteSummary(db, snapshot.siteId, publicUrl) : null;
  if (!snapshot || !site) return null;
  const tests = await db.models.Test.findAll({ where: { snapshotId }, attributes: ['status'] });
  return {
    site,
    snapshot: {
      uuid: snapshot.uuid,
      status: snapshot.status,
      trigger: snapshot.trigger,
      tests: {
        total: tests.length,
        completed: tests.filter((test) => test.status === 'completed').length,
        failed: tests.filter((test) => test.status === 'failed' || test.status === 'errored').length,
      },
      link: `${site.link}/snapshots/${snapshot.uuid}`,
      finishedAt: snapshot.finishedAt?.toISOString() ?? null,
    },
    metrics: [...(await snapshotMetrics(db, snapshotId))].flatMap(([key, value]) => {
      const metric = findMetric('synthetic', key);
      return metric?.recommended
        ? [{ key, name: metric.name, value, formatted: formatMetric(metric, value) }]
        : [];
    }),
  };
}

/** Mean of each metric over a snapshot's completed tests. */
export async function snapshotMetrics(db: Database, snapshotId: number): Promise<Map<string, number>> {
  const tests = await db.models.Test.findAll({
    where: { snapshotId, status: 'completed' },
    attributes: ['id'],
  });
  if (tests.length === 0) return new Map();
  const rows = await db.models.MetricMeasurement.findAll({ where: { testId: tests.map((test) => test.id) } });
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows) {
    const sum = sums.get(row.metric) ?? { total: 0, count: 0 };
    sum.total += row.value;
    sum.count += 1;
    sums.set(row.metric, sum);
  }
  return new Map([...sums].map(([metric, { total, count }]) => [metric, total / count]));
}

export interface BudgetChangeLike {
  budget: { uuid: string; siteId: number; metric: string; value: number };
  from: Parameters<typeof budgetStateLabel>[0];
  to: Parameters<typeof budgetStateLabel>[0];
}

export async function budgetEventData(
  db: Database,
  change: BudgetChangeLike,
  publicUrl: string,
): Promise<BudgetEventData | null> {
  const site = await siteSummary(db, change.budget.siteId, publicUrl);
  if (!site) return null;
  const metric = getMetric('synthetic', change.budget.metric);
  const side = metric.budgetDirection === 'GreaterThan' ? 'at most' : 'at least';
  return {
    site,
    budget: {
      uuid: change.budget.uuid,
      metric: change.budget.metric,
      metricName: metric.name,
      description: `${metric.name} ${side} ${formatMetric(metric, change.budget.value)}`,
      from: change.from,
      to: change.to,
      state: budgetStateLabel(change.to),
      link: `${site.link}/budgets/${change.budget.uuid}`,
    },
  };
}

/** Providers whose integrations receive events (the others only start snapshots or check runs). */
const EVENT_PROVIDERS = ['webhook', 'slack', 'automation'] as const;

export class IntegrationEvents {
  constructor(
    private readonly db: Database,
    private readonly queues: JobQueues,
  ) {}

  /** Queues the event for every enabled integration of the site listening to it; returns the delivery ids. */
  async publish(
    siteId: number,
    type: IntegrationEvent,
    data: EventData,
    now = new Date(),
  ): Promise<number[]> {
    const integrations = await this.db.models.Integration.findAll({
      where: { siteId, enabled: true, provider: { [Op.in]: [...EVENT_PROVIDERS] } },
    });
    const ids: number[] = [];
    for (const integration of integrations.filter((candidate) => candidate.events.includes(type))) {
      ids.push(await this.queue(integration, { type, timestamp: now.toISOString(), data }));
    }
    return ids;
  }

  /** Records one outgoing call and queues it (also used for "send a test event" and check runs). */
  async queue(integration: Integration, envelope: EventEnvelope | Record<string, unknown>, event?: string) {
    const delivery = await this.db.models.IntegrationDelivery.create({
      integrationId: integration.id,
      event: event ?? String((envelope as EventEnvelope).type),
      payload: envelope as Record<string, unknown>,
    });
    await this.queues.enqueue(
      'integrations',
      'deliver',
      { deliveryId: delivery.id },
      { jobId: `delivery-${delivery.id}` },
    );
    return delivery.id;
  }
}
