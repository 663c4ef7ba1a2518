// A budget's state (spec section 4): met, at risk (within 10%), exceeded, or no measurement, from the
// latest measurement of each page × profile it covers; the budget takes the worst of them. A budget on
// a user flow's step (issue 22) judges the step's latest value instead, and has no cells. Evaluated
// after every snapshot; a change of state is reported once, to the alert hook.
import { budgetState, findMetric } from '@pace/metrics';
import type { Budget, BudgetStateName, Database } from '@pace/platform/db';
import { literal, Op } from 'sequelize';

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
    const { Page, TestProfile } = this.db.models;
    const definition = findMetric('synthetic', budget.metric);
    const pages = await Page.findAll({
      where: { siteId: budget.siteId, ...(budget.pageIds.length ? { id: budget.pageIds } : {}) },
      attributes: ['id'],
    });
    const profiles = await TestProfile.findAll({
      where: { siteId: budget.siteId, ...(budget.profileIds.length ? { id: budget.profileIds } : {}) },
      attributes: ['id'],
    });
    const latest = await this.latestValues(
      budget,
      pages.map((page) => page.id),
      profiles.map((profile) => profile.id),
    );
    return pages.flatMap((page) =>
      profiles.map((profile) => {
        const measured = latest.get(`${page.id}:${profile.id}`);
        const value = measured?.value ?? null;
        return {
          pageId: page.id,
          profileId: profile.id,
          value,
          measuredAt: measured?.measuredAt ?? null,
          state: definition ? budgetState(definition, budget.value, value) : 'no_measurement',
        };
      }),
    );
  }

  /**
   * The latest measurement of the budget's metric for each page × profile, keyed `${pageId}:${profileId}`:
   * one query for the whole grid, whatever its size.
   */
  private async latestValues(budget: Budget, pageIds: number[], profileIds: number[]) {
    const latest = new Map<string, { value: number; measuredAt: Date }>();
    if (pageIds.length === 0 || profileIds.length === 0) return latest;
    const { sequelize } = this.db;
    const rows = await this.db.models.MetricMeasurement.findAll({
      where: {
        siteId: budget.siteId,
        metric: budget.metric,
        pageId: pageIds,
        profileId: profileIds,
        [Op.and]: literal(
          `(page_id, profile_id, measured_at) IN (SELECT page_id, profile_id, MAX(measured_at)
            FROM metric_measurements WHERE site_id = ${sequelize.escape(budget.siteId)}
            AND metric = ${sequelize.escape(budget.metric)} GROUP BY page_id, profile_id)`,
        ),
      },
      // Two measurements of a cell taken in the same instant: the later one.
      order: [['id', 'DESC']],
    });
    for (const row of rows) {
      const key = `${row.pageId}:${row.profileId}`;
      if (!latest.has(key)) latest.set(key, { value: row.value, measuredAt: row.measuredAt });
    }
    return latest;
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
