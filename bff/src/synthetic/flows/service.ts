// A site's user flows (issue 22): defined by whoever may change the site's pages (updateSites), read by
// whoever may read it (readSites). Each measured step's values over time come from flow_step_results.
import type { PlanGate } from '@pace/billing/gates';
import { NetworkPolicy } from '@pace/lighthouse-runner';
import type { ArtifactStore } from '@pace/platform/artifacts';
import type { Config } from '@pace/platform/config';
import { type Database, type Flow, type FlowRun, type FlowStepResult, Op } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import type { JobQueues } from '@pace/platform/queues';
import { SnapshotStarter } from '@pace/synthetic/snapshot-starter';
import type { Access } from '../../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../../kernel/auth/site-scope.ts';
import { parse } from '../input.ts';
import { flowInput, storedSteps } from './input.ts';

/** Runs listed on a flow's screen, newest first. */
export const FLOW_RUNS_SHOWN = 25;

export interface StepSeries {
  stepId: string;
  stepName: string;
  mode: string;
  points: { at: Date; value: number }[];
}

export class FlowService {
  private readonly policy: NetworkPolicy;
  private readonly starter: SnapshotStarter;

  constructor(
    private readonly db: Database,
    queues: JobQueues,
    config: Config,
    private readonly store: ArtifactStore,
    private readonly gates: PlanGate,
  ) {
    this.policy = new NetworkPolicy(config.audits.allowedNetworks);
    this.starter = new SnapshotStarter(db, queues, gates);
  }

  async list(access: Access, ref: SiteRef): Promise<Flow[]> {
    const { site } = await readSite(access, ref);
    return this.db.models.Flow.findAll({ where: { siteId: site.id }, order: [['name', 'ASC']] });
  }

  async get(access: Access, ref: SiteRef, uuid: string): Promise<Flow> {
    const { site } = await readSite(access, ref);
    return this.find(site.id, uuid);
  }

  async create(access: Access, ref: SiteRef, input: unknown): Promise<Flow> {
    const { site, organisation } = await writeSite(access, ref);
    const values = this.validate(input, site.canonicalUrl);
    // The plan's flows per site and steps per flow, in the transaction that adds the flow.
    return this.gates.withinLimits(
      organisation,
      'flow',
      1,
      async (transaction) => {
        await this.gates.assertCanCreate(organisation, 'flowStep', values.steps.length, { transaction });
        return this.db.models.Flow.create({ siteId: site.id, ...values }, { transaction });
      },
      { siteId: site.id },
    );
  }

  async update(access: Access, ref: SiteRef, uuid: string, input: unknown): Promise<Flow> {
    const { site, organisation } = await writeSite(access, ref);
    const flow = await this.find(site.id, uuid);
    const values = this.validate(input, site.canonicalUrl);
    return this.gates.withinLimits(organisation, 'flowStep', values.steps.length, (transaction) =>
      flow.update(values, { transaction }),
    );
  }

  async remove(access: Access, ref: SiteRef, uuid: string): Promise<boolean> {
    const { site } = await writeSite(access, ref);
    const flow = await this.find(site.id, uuid);
    await this.db.sequelize.transaction(async (transaction) => {
      // Its step budgets would measure nothing any more; its runs and step results go with it.
      await this.db.models.Budget.destroy({ where: { siteId: site.id, flowId: flow.id }, transaction });
      await this.db.models.FlowStepResult.destroy({ where: { flowId: flow.id }, transaction });
      await this.db.models.FlowRun.destroy({ where: { flowId: flow.id }, transaction });
      await flow.destroy({ transaction });
    });
    return true;
  }

  /** Runs the flow now, outside any snapshot; counted against the allotment like a test. */
  async run(access: Access, ref: SiteRef, uuid: string): Promise<FlowRun> {
    const { site, organisation } = await writeSite(access, ref);
    return this.starter.startFlow(await this.find(site.id, uuid), organisation.id);
  }

  runs(flow: Flow, limit = FLOW_RUNS_SHOWN): Promise<FlowRun[]> {
    return this.db.models.FlowRun.findAll({
      where: { flowId: flow.id },
      order: [['id', 'DESC']],
      limit: Math.min(Math.max(limit, 1), FLOW_RUNS_SHOWN),
    });
  }

  /** The steps of the latest run that measured any, in step order. */
  async latestSteps(flow: Flow): Promise<FlowStepResult[]> {
    const latest = await this.db.models.FlowStepResult.findOne({
      where: { flowId: flow.id },
      order: [['id', 'DESC']],
    });
    if (!latest) return [];
    return this.db.models.FlowStepResult.findAll({
      where: { flowRunId: latest.flowRunId },
      order: [['stepIndex', 'ASC']],
    });
  }

  /** One metric of every measured step over the last `days`, a series per step (the flow's order). */
  async history(flow: Flow, metric: string, days: number): Promise<StepSeries[]> {
    const since = new Date(Date.now() - Math.min(Math.max(days, 1), 731) * 86_400_000);
    const rows = await this.db.models.FlowStepResult.findAll({
      where: { flowId: flow.id, measuredAt: { [Op.gte]: since } },
      order: [['measuredAt', 'ASC']],
    });
    const order = new Map(flow.steps.map((step, index) => [step.id, index]));
    const series = new Map<string, StepSeries>();
    for (const row of rows) {
      const value = row.metrics[metric];
      if (value === undefined) continue;
      const entry = series.get(row.stepId) ?? {
        stepId: row.stepId,
        stepName: row.stepName,
        mode: row.mode,
        points: [],
      };
      entry.stepName = row.stepName;
      entry.mode = row.mode;
      entry.points.push({ at: row.measuredAt, value });
      series.set(row.stepId, entry);
    }
    const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
    return [...series.values()].sort((a, b) => rank(a.stepId) - rank(b.stepId));
  }

  /** The flow report of a run, for download: readSites on its site. */
  async artifact(access: Access, uuid: string, name: string) {
    const run = await this.db.models.FlowRun.findOne({ where: { uuid } });
    if (!run) throw NotFoundError.of('flow run');
    await access.siteById(run.siteId, 'readSites');
    const artifact = run.artifacts.find((candidate) => candidate.name === name);
    const body = artifact ? await this.store.get(`flow-runs/${run.uuid}/${artifact.name}`) : null;
    if (!artifact || !body) throw NotFoundError.of('artifact');
    return { run, artifact, body };
  }

  /** A budget's flow (the budget's own site was checked when the budget was read). */
  byId(id: number): Promise<Flow | null> {
    return this.db.models.Flow.findByPk(id);
  }

  flowOf(run: FlowRun): Promise<Flow> {
    return this.db.models.Flow.findByPk(run.flowId, { rejectOnEmpty: true });
  }

  private async find(siteId: number, uuid: string): Promise<Flow> {
    const flow = await this.db.models.Flow.findOne({ where: { siteId, uuid } });
    if (!flow) throw NotFoundError.of('flow');
    return flow;
  }

  private validate(input: unknown, canonicalUrl: string) {
    const { name, steps } = parse(flowInput, input);
    return {
      name,
      steps: storedSteps(steps, (url, index) => {
        const field = `steps.${index}.url`;
        let full: string;
        try {
          full = new URL(url, canonicalUrl).toString();
        } catch {
          throw new BadUserInputError(
            'Enter a full URL, like https://example.com/, or a path like /pricing',
            {
              field,
            },
          );
        }
        const problem = this.policy.urlProblem(full);
        if (problem) throw new BadUserInputError(problem, { field });
        return full;
      }),
    };
  }
}
