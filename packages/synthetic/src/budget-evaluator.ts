// A budget's state (spec section 4): met, at risk (within 10%), exceeded, or no measurement, from the
// latest measurement of each page × profile it covers; the budget takes the worst of them. A budget on
// a user flow's step (issue 22) judges the step's latest value instead, and has no cells. Evaluated
// after every snapshot; a change of state is reported once, to the alert hook.
import { budgetState, findMetric } from '@pace/metrics';
import type { Budget, BudgetStateName, Database } from '@pace/platform/db';
import { Op } from 'sequelize';

const SEVERITY: Record<BudgetStateName, number> = { no_measurement: 0, met: 1, at_risk: 2, exceeded: 3 };

export interface BudgetCell {
  pageId: number;
  profileId: number;
  value: number | null;
  measuredAt: Date | null;
  state: BudgetStateName;
}

export interface BudgetChange {
  budget: Budget;
  from: BudgetStateName;
  to: BudgetStateName;
}

export class BudgetEvaluator {
  constructor(private readonly db: Database) {}

  /** The state of each page × profile the budget covers, from the latest measurement of each. */
  async cells(budget: Budget): Promise<BudgetCell[]> {
    if (budget.flowId) return [];
    const { Page, TestProfile, MetricMeasurement } = this.db.models;
    const definition = findMetric('synthetic', budget.metric);
    const pages = await Page.findAll({
      where: { siteId: budget.siteId, ...(budget.pageIds.length ? { id: budget.pageIds } : {}) },
      attributes: ['id'],
    });
    const profiles = await TestProfile.findAll({
      where: { siteId: budget.siteId, ...(budget.profileIds.length ? { id: budget.profileIds } : {}) },
      attributes: ['id'],
    });
    const cells: BudgetCell[] = [];
    for (const page of pages) {
      for (const profile of profiles) {
        const latest = await MetricMeasurement.findOne({
          where: { siteId: budget.siteId, metric: budget.metric, pageId: page.id, profileId: profile.id },
          order: [['measuredAt', 'DESC']],
        });
        const value = latest?.value ?? null;
        cells.push({
          pageId: page.id,
          profileId: profile.id,
          value,
          measuredAt: latest?.measuredAt ?? null,
          state: definition ? budgetState(definition, budget.value, value) : 'no_measurement',
        });
      }
    }
    return cells;
  }

  /** The worst state of its cells; no measurement only when none has one. */
  async state(budget: Budget): Promise<BudgetStateName> {
    if (budget.flowId) return (await this.flowStep(budget)).state;
    const cells = await this.cells(budget);
    return cells.reduce<BudgetStateName>(
      (worst, cell) => (SEVERITY[cell.state] > SEVERITY[worst] ? cell.state : worst),
      'no_measurement',
    );
  }

  /** Re-evaluates every budget of a site; returns the ones whose state changed. */
  async evaluateSite(siteId: number, now = new Date()): Promise<BudgetChange[]> {
    const budgets = await this.db.models.Budget.findAll({ where: { siteId } });
    const changes: BudgetChange[] = [];
    for (const budget of budgets) {
      const to = await this.state(budget);
      const from = budget.state;
      if (to === from) continue;
      // Only the evaluation that moves it from `from` reports the change (two workers may race).
      const [moved] = await this.db.models.Budget.update(
        { state: to, stateChangedAt: now },
        { where: { id: budget.id, state: from } },
      );
      if (moved === 1) changes.push({ budget, from, to });
    }
    return changes;
  }

  /** A flow step budget's step: its latest value of the budget's metric and the state it gives. */
  async flowStep(
    budget: Budget,
  ): Promise<{ value: number | null; measuredAt: Date | null; state: BudgetStateName }> {
    const latest = (await this.flowStepValues(budget, { latest: true }))[0];
    const definition = findMetric('synthetic', budget.metric);
    const value = latest?.value ?? null;
    return {
      value,
      measuredAt: latest?.measuredAt ?? null,
      state: definition ? budgetState(definition, budget.value, value) : 'no_measurement',
    };
  }

  /** Measurements of the budget's metric in its pages and profiles (or its flow step) over the last `days`. */
  async history(
    budget: Budget,
    days: number,
    now = new Date(),
  ): Promise<{ value: number; measuredAt: Date }[]> {
    const since = new Date(now.getTime() - days * 86_400_000);
    if (budget.flowId) return this.flowStepValues(budget, { since });
    return this.db.models.MetricMeasurement.findAll({
      where: {
        siteId: budget.siteId,
        metric: budget.metric,
        measuredAt: { [Op.gte]: new Date(now.getTime() - days * 86_400_000) },
        ...(budget.pageIds.length ? { pageId: budget.pageIds } : {}),
        ...(budget.profileIds.length ? { profileId: budget.profileIds } : {}),
      },
      order: [['measuredAt', 'ASC']],
    });
  }

  private async flowStepValues(budget: Budget, options: { latest?: boolean; since?: Date }) {
    const rows = await this.db.models.FlowStepResult.findAll({
      where: {
        flowId: budget.flowId!,
        stepId: budget.flowStepId ?? '',
        ...(options.since ? { measuredAt: { [Op.gte]: options.since } } : {}),
      },
      order: [['measuredAt', options.latest ? 'DESC' : 'ASC']],
    });
    const values = rows.flatMap((row) => {
      const value = row.metrics[budget.metric];
      return value === undefined ? [] : [{ value, measuredAt: row.measuredAt }];
    });
    return options.latest ? values.slice(0, 1) : values;
  }
}
