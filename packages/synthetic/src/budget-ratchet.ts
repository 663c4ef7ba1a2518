// Budgets that ratchet (opt-in per budget): after K consecutive measurements under the budget by at
// least the margin, the budget tightens to the worst of those K plus the margin. It never loosens by
// itself: a new value that is not tighter changes nothing. Each tightening is kept in budget_changes with
// the measurements that caused it, and only measurements after the last one count towards the next.
// Applied by the audit worker each time a test completes.
import { findMetric } from '@pace/metrics';
import type {
  Budget,
  BudgetChangeRecord,
  Database,
  RatchetMarginUnit,
  RatchetMeasurement,
} from '@pace/platform/db';
import { Op } from 'sequelize';

/** The limits a ratchet's settings are checked against (the bff refuses others). */
export const RATCHET_RUNS_MIN = 2;
export const RATCHET_RUNS_MAX = 100;
export const RATCHET_PERCENT_MAX = 100;

export interface RatchetSettings {
  runs: number;
  margin: number;
  marginUnit: RatchetMarginUnit;
}

type Direction = 'GreaterThan' | 'LessThan';

/** The margin kept around an observed value. */
const marginAt = (value: number, settings: RatchetSettings) =>
  settings.marginUnit === 'percent' ? (Math.abs(value) * settings.margin) / 100 : settings.margin;

/** Whether a value is under the budget (on its passing side) by at least the margin. */
export function underWithMargin(
  direction: Direction,
  budgetValue: number,
  value: number,
  settings: RatchetSettings,
): boolean {
  const margin = marginAt(value, settings);
  return direction === 'GreaterThan' ? value + margin <= budgetValue : value - margin >= budgetValue;
}

/**
 * The tightened value for the latest measurements (newest last), or null: fewer than K, one of the last
 * K not under the budget by the margin (which resets the count), or a result that would not be tighter.
 */
export function ratchetTarget(
  direction: Direction,
  budgetValue: number,
  settings: RatchetSettings,
  values: readonly number[],
): number | null {
  const last = values.slice(-settings.runs);
  if (last.length < settings.runs) return null;
  if (!last.every((value) => underWithMargin(direction, budgetValue, value, settings))) return null;
  const worst = direction === 'GreaterThan' ? Math.max(...last) : Math.min(...last);
  const exact =
    direction === 'GreaterThan' ? worst + marginAt(worst, settings) : worst - marginAt(worst, settings);
  // 120 × 1.1 is 132.00000000000003 in doubles: keep 12 significant digits, far below any unit shown.
  const target = Number(exact.toPrecision(12));
  // Ratchets tighten only: a limit that would be looser (or the same) is no change.
  const tighter = direction === 'GreaterThan' ? target < budgetValue : target > budgetValue;
  return tighter ? target : null;
}

export interface BudgetTightening {
  budget: Budget;
  from: number;
  to: number;
  change: BudgetChangeRecord;
}

const settingsOf = (budget: Budget): RatchetSettings | null =>
  budget.ratchetEnabled && budget.ratchetRuns && budget.ratchetMargin != null && budget.ratchetMarginUnit
    ? { runs: budget.ratchetRuns, margin: budget.ratchetMargin, marginUnit: budget.ratchetMarginUnit }
    : null;

export class BudgetRatchet {
  constructor(private readonly db: Database) {}

  /** Tightens the site's ratcheting budgets of these metrics that their latest measurements allow. */
  async apply(siteId: number, metrics: readonly string[]): Promise<BudgetTightening[]> {
    const budgets = await this.db.models.Budget.findAll({
      // A flow step's budget has no ratchet (its values are not page measurements).
      where: { siteId, ratchetEnabled: true, metric: [...metrics], flowId: null },
      order: [['id', 'ASC']],
    });
    const tightenings: BudgetTightening[] = [];
    for (const budget of budgets) {
      const tightening = await this.applyTo(budget);
      if (tightening) tightenings.push(tightening);
    }
    return tightenings;
  }

  private async applyTo(budget: Budget): Promise<BudgetTightening | null> {
    const settings = settingsOf(budget);
    const direction = findMetric('synthetic', budget.metric)?.budgetDirection;
    if (!settings || !direction) return null;
    // The last K measurements after the last change: one that is not under the budget by the margin
    // among them is a reset; K good ones in a row are a tightening.
    const latest = await this.db.models.MetricMeasurement.findAll({
      where: {
        siteId: budget.siteId,
        metric: budget.metric,
        ...(budget.ratchetAfterMeasurementId != null
          ? { id: { [Op.gt]: budget.ratchetAfterMeasurementId } }
          : {}),
        ...(budget.pageIds.length ? { pageId: budget.pageIds } : {}),
        ...(budget.profileIds.length ? { profileId: budget.profileIds } : {}),
      },
      order: [['id', 'DESC']],
      limit: settings.runs,
    });
    const causes = latest.reverse();
    const to = ratchetTarget(
      direction,
      budget.value,
      settings,
      causes.map((row) => row.value),
    );
    if (to === null) return null;
    const from = budget.value;
    const newest = Number(causes.at(-1)!.id);
    const measurements: RatchetMeasurement[] = causes.map((row) => ({
      id: Number(row.id),
      value: row.value,
      pageId: row.pageId,
      profileId: row.profileId,
      measuredAt: row.measuredAt.toISOString(),
    }));
    return this.db.sequelize.transaction(async (transaction) => {
      // Two workers finishing tests at once: only the one that moves the budget from what it read records.
      const [moved] = await this.db.models.Budget.update(
        { value: to, ratchetAfterMeasurementId: newest },
        {
          where: {
            id: budget.id,
            value: from,
            ratchetAfterMeasurementId: budget.ratchetAfterMeasurementId ?? { [Op.is]: null },
          },
          transaction,
        },
      );
      if (moved !== 1) return null;
      const change = await this.db.models.BudgetChange.create(
        { budgetId: budget.id, oldValue: from, newValue: to, measurements },
        { transaction },
      );
      await budget.reload({ transaction });
      return { budget, from, to, change };
    });
  }

  /** The budget's changes, newest first. */
  async history(budget: Budget): Promise<BudgetChangeRecord[]> {
    return this.db.models.BudgetChange.findAll({
      where: { budgetId: budget.id },
      order: [['id', 'DESC']],
    });
  }
}
