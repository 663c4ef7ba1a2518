// A site's budgets: a limit on one metric for some pages and profiles, its state, and its history
// (shown only with at least 15 measurements in the last 90 days), and its ratchet (opt-in) with the
// changes it made.

import { FLOW_STEP_METRICS } from '@pace/lighthouse-runner';
import { BUDGET_HISTORY_MIN_MEASUREMENTS, BUDGET_HISTORY_WINDOW_DAYS, hasBudgetHistory } from '@pace/metrics';
import type { Budget, Database } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { BudgetEvaluator } from '@pace/synthetic/budget-evaluator';
import { BudgetRatchet } from '@pace/synthetic/budget-ratchet';
import type { z } from 'zod';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import { budgetInput, parse } from './input.ts';

export class BudgetService {
  readonly evaluator: BudgetEvaluator;
  readonly ratchet: BudgetRatchet;

  constructor(private readonly db: Database) {
    this.evaluator = new BudgetEvaluator(db);
    this.ratchet = new BudgetRatchet(db);
  }

  async list(access: Access, ref: SiteRef): Promise<Budget[]> {
    const { site } = await readSite(access, ref);
    return this.db.models.Budget.findAll({ where: { siteId: site.id }, order: [['createdAt', 'ASC']] });
  }

  async get(access: Access, ref: SiteRef, uuid: string): Promise<Budget> {
    const { site } = await readSite(access, ref);
    return this.find(site.id, uuid);
  }

  async create(access: Access, ref: SiteRef, input: unknown): Promise<Budget> {
    const { site } = await writeSite(access, ref);
    const values = await this.validate(site.id, input);
    const budget = await this.db.models.Budget.create({
      siteId: site.id,
      ...values,
      ...('ratchetEnabled' in values && values.ratchetEnabled
        ? { ratchetAfterMeasurementId: await this.latestMeasurementId() }
        : {}),
    });
    return budget.update({ state: await this.evaluator.state(budget) });
  }

  async update(access: Access, ref: SiteRef, uuid: string, input: unknown): Promise<Budget> {
    const { site } = await writeSite(access, ref);
    const budget = await this.find(site.id, uuid);
    const values = await this.validate(site.id, input);
    budget.set(values);
    // A ratchet counts measurements from when it was turned on or its budget or settings last changed.
    const recount = ['value', 'ratchetEnabled', 'ratchetRuns', 'ratchetMargin', 'ratchetMarginUnit'].some(
      (field) => budget.changed(field as keyof Budget),
    );
    if (recount && budget.ratchetEnabled) budget.ratchetAfterMeasurementId = await this.latestMeasurementId();
    await budget.save();
    return budget.update({ state: await this.evaluator.state(budget) });
  }

  async remove(access: Access, ref: SiteRef, uuid: string): Promise<boolean> {
    const { site } = await writeSite(access, ref);
    await (await this.find(site.id, uuid)).destroy();
    return true;
  }

  /** The measurements of the window, or null when there are fewer than the spec's 15. */
  async history(budget: Budget) {
    const points = await this.evaluator.history(budget, BUDGET_HISTORY_WINDOW_DAYS);
    return {
      minimum: BUDGET_HISTORY_MIN_MEASUREMENTS,
      count: points.length,
      points: hasBudgetHistory(points.length) ? points : null,
    };
  }

  /** The ratchet's changes, newest first. */
  changes(budget: Budget) {
    return this.ratchet.history(budget);
  }

  private async latestMeasurementId(): Promise<number> {
    return Number((await this.db.models.MetricMeasurement.max('id')) ?? 0);
  }

  private async find(siteId: number, uuid: string): Promise<Budget> {
    const budget = await this.db.models.Budget.findOne({ where: { siteId, uuid } });
    if (!budget) throw NotFoundError.of('budget');
    return budget;
  }

  /** The flow step a budget holds, checked: a measured step of a flow of this site, a metric it has. */
  private async flowStep(siteId: number, values: z.output<typeof budgetInput>) {
    if (!values.flowId) return { flowId: null, flowStepId: null };
    const flow = await this.db.models.Flow.findOne({ where: { siteId, uuid: values.flowId } });
    if (!flow) throw new BadUserInputError('Choose a flow of this site', { field: 'flowId' });
    const step = flow.steps.find((candidate) => candidate.id === values.flowStepId);
    if (!step?.mode)
      throw new BadUserInputError('Choose a measured step of the flow', { field: 'flowStepId' });
    if (!(FLOW_STEP_METRICS as readonly string[]).includes(values.metric))
      throw new BadUserInputError('Choose a metric a flow step measures', { field: 'metric' });
    if (values.pageIds.length || values.profileIds.length)
      throw new BadUserInputError('A flow step budget has no pages or profiles', { field: 'pageIds' });
    return { flowId: flow.id, flowStepId: step.id };
  }

  private async validate(siteId: number, input: unknown) {
    const values = parse(budgetInput, input);
    const ids = async (model: 'Page' | 'TestProfile', uuids: string[], field: string) => {
      if (uuids.length === 0) return [];
      const rows = await (this.db.models[model] as typeof this.db.models.Page).findAll({
        where: { siteId, uuid: uuids },
        attributes: ['id'],
      });
      if (rows.length !== new Set(uuids).size)
        throw new BadUserInputError('Choose pages and profiles of this site', { field });
      return rows.map((row) => row.id);
    };
    const ratchet = values.ratchet;
    const flowStep = await this.flowStep(siteId, values);
    if (flowStep.flowId && ratchet?.enabled)
      throw new BadUserInputError('A flow step budget has no ratchet', { field: 'ratchet' });
    return {
      ...flowStep,
      metric: values.metric,
      value: values.value,
      pageIds: await ids('Page', values.pageIds, 'pageIds'),
      profileIds: await ids('TestProfile', values.profileIds, 'profileIds'),
      // Omitted: left as it is. Turned off: the settings are kept for when it is turned on again.
      ...(ratchet?.enabled === true
        ? {
            ratchetEnabled: true,
            ratchetRuns: ratchet.runs,
            ratchetMargin: ratchet.margin,
            ratchetMarginUnit: ratchet.marginUnit,
          }
        : ratchet?.enabled === false
          ? { ratchetEnabled: false }
          : {}),
    };
  }
}
