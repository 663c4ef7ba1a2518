// Starting a snapshot: one test per chosen page × profile, and one flow run per user flow of the site
// when the snapshot is a whole one (no pages or profiles chosen; on a deploy preview too), each counted against
// the account's test allotment in the same transaction that creates them, then queued for the audit
// workers. A flow can also run on its own (`startFlow`), counted the same. Used by the bff (by
// hand, integrations, the API) and by the scheduler in the job workers.

import { inTransaction } from '@pace/billing/account';
import type { PlanGate } from '@pace/billing/gates';
import type { Database, Flow, FlowRun, Site, Snapshot, SnapshotTrigger } from '@pace/platform/db';
import { BadUserInputError } from '@pace/platform/errors';
import { type JobQueues, LOCATION_NAME } from '@pace/platform/queues';

export interface StartOptions {
  /** Page and profile ids of the site; omitted: all of them. */
  pageIds?: number[] | null;
  profileIds?: number[] | null;
  trigger: SnapshotTrigger;
  triggerClient: string;
  userId?: number | null;
  /** Another origin to test the pages on (a deploy preview of a pull request): each page's path there. */
  baseUrl?: string | null;
}

export class SnapshotStarter {
  /** `gates`: planGate(db, config) (@pace/billing/gates), or the bff's billing service. */
  constructor(
    private readonly db: Database,
    private readonly queues: JobQueues,
    private readonly gates: PlanGate,
  ) {}

  async start(site: Site, organisationId: number, options: StartOptions): Promise<Snapshot> {
    const { Page, TestProfile, Snapshot, Test } = this.db.models;
    const pages = await Page.findAll({
      where: { siteId: site.id, ...(options.pageIds?.length ? { id: options.pageIds } : {}) },
      order: [['id', 'ASC']],
    });
    const profiles = await TestProfile.findAll({
      where: { siteId: site.id, ...(options.profileIds?.length ? { id: options.profileIds } : {}) },
      order: [['id', 'ASC']],
    });
    if (pages.length === 0) throw new BadUserInputError('Add a page to test first', { field: 'pages' });
    if (profiles.length === 0) throw new BadUserInputError('Add a test profile first', { field: 'profiles' });
    if (options.pageIds?.length && pages.length !== new Set(options.pageIds).size)
      throw new BadUserInputError('A chosen page is not part of this site', { field: 'pages' });
    if (options.profileIds?.length && profiles.length !== new Set(options.profileIds).size)
      throw new BadUserInputError('A chosen profile is not part of this site', { field: 'profiles' });

    // The site's test location: its workers' own queue (none: the default location's).
    const location = site.testLocation || null;
    if (location && !LOCATION_NAME.test(location))
      throw new BadUserInputError(
        `The test location ${location} is not one audit workers run at: choose another on the agent screen`,
        { field: 'testLocation' },
      );
    const whole = !options.pageIds?.length && !options.profileIds?.length;
    const flows = whole
      ? await this.db.models.Flow.findAll({ where: { siteId: site.id }, order: [['id', 'ASC']] })
      : [];
    const count = pages.length * profiles.length + flows.length;
    const { snapshot, testIds, flowRunIds } = await inTransaction(this.db, async (transaction) => {
      // The plan's tests per snapshot, then the month's allotment.
      await this.gates.assertCanCreate(organisationId, 'snapshotTest', count, { transaction });
      const snapshot = await Snapshot.create(
        {
          siteId: site.id,
          trigger: options.trigger,
          triggerClient: options.triggerClient,
          requestedByUserId: options.userId ?? null,
        },
        { transaction },
      );
      const tests = await Test.bulkCreate(
        pages.flatMap((page) =>
          profiles.map((profile) => ({
            snapshotId: snapshot.id,
            siteId: site.id,
            pageId: page.id,
            profileId: profile.id,
            url: options.baseUrl ? onOrigin(page.url, options.baseUrl) : page.url,
            location,
          })),
        ),
        { transaction },
      );
      const runs = await this.db.models.FlowRun.bulkCreate(
        flows.map((flow) => ({
          flowId: flow.id,
          siteId: site.id,
          snapshotId: snapshot.id,
          baseUrl: options.baseUrl ?? null,
        })),
        { transaction },
      );
      return { snapshot, testIds: tests.map((test) => test.id), flowRunIds: runs.map((run) => run.id) };
    });
    // The rows exist before their jobs do: a worker never meets a job whose test is not there.
    // The organisation's tests wait their turn among every organisation's (fair audits).
    for (const testId of testIds) {
      await this.queues.enqueue(
        'audits',
        'test',
        { testId, organisationId },
        { jobId: `test-${testId}`, location },
      );
    }
    await Test.update({ status: 'scheduled' }, { where: { id: testIds, status: 'created' } });
    await this.queueFlowRuns(flowRunIds, organisationId);
    await snapshot.update({ status: 'scheduled' });
    return snapshot;
  }

  /** One flow on its own (on demand): a flow run outside any snapshot, counted as one test. */
  async startFlow(flow: Flow, organisationId: number): Promise<FlowRun> {
    const run = await inTransaction(this.db, async (transaction) => {
      await this.gates.assertCanCreate(organisationId, 'test', 1, { transaction });
      return this.db.models.FlowRun.create({ flowId: flow.id, siteId: flow.siteId }, { transaction });
    });
    await this.queueFlowRuns([run.id], organisationId);
    return run.reload();
  }

  private async queueFlowRuns(ids: number[], organisationId: number) {
    for (const flowRunId of ids) {
      await this.queues.enqueue(
        'audits',
        'flow',
        { flowRunId, organisationId },
        { jobId: `flow-${flowRunId}` },
      );
    }
    if (ids.length)
      await this.db.models.FlowRun.update({ status: 'scheduled' }, { where: { id: ids, status: 'created' } });
  }
}

/** The page's path and query on another origin. */
function onOrigin(pageUrl: string, baseUrl: string): string {
  const page = new URL(pageUrl);
  return new URL(`${page.pathname}${page.search}`, baseUrl).href;
}
