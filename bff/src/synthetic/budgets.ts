// A site's budgets: a limit on one metric for some pages and profiles, its state, and its history
// (shown only with at least 15 measurements in the last 90 days).
import { BUDGET_HISTORY_MIN_MEASUREMENTS, BUDGET_HISTORY_WINDOW_DAYS, hasBudgetHistory } from '@pace/metrics';
import type { Budget, Database } from '@pace/platform/db';
import { BadUserInputError, NotFoundError } from '@pace/platform/errors';
import { BudgetEvaluator } from '@pace/synthetic/budget-evaluator';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef, writeSite } from '../kernel/auth/site-scope.ts';
import { budgetInput, parse } from './input.ts';

export class BudgetService {
  readonly evaluator: BudgetEvaluator;

  constructor(private readonly db: Database) {
    this.evaluator = new BudgetEvaluator(db);
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
    const budget = await this.db.models.Budget.create({
      siteId: site.id,
      ...(await this.validate(site.id, input)),
    });
    return budget.update({ state: await this.evaluator.state(budget) });
  }

  async update(access: Access, ref: SiteRef, uuid: string, input: unknown): Promise<Budget> {
    const { site } = await writeSite(access, ref);
    const budget = await this.find(site.id, uuid);
    await budget.update(await this.validate(site.id, input));
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

  private async find(siteId: number, uuid: string): Promise<Budget> {
    const budget = await this.db.models.Budget.findOne({ where: { siteId, uuid } });
    if (!budget) throw NotFoundError.of('budget');
    return budget;
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
    return {
      metric: values.metric,
      value: values.value,
      pageIds: await ids('Page', values.pageIds, 'pageIds'),
      profileIds: await ids('TestProfile', values.profileIds, 'profileIds'),
    };
  }
}
