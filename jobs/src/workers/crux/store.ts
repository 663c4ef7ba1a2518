// Writing what the API said: measurement rows (one per target, form factor, period and metric) upserted
// on their unique key, so running a collection again changes nothing, and the target's state.
import type { CruxSnapshot, FormFactorChoice } from '@pace/crux';
import {
  CRUX_MEASUREMENT_VALUES,
  type CruxMeasurementAttributes,
  type CruxTargetStatus,
  type Database,
} from '@pace/platform/db';
import type { SiteTarget } from './targets.ts';

type MeasurementRow = Omit<CruxMeasurementAttributes, 'id' | 'createdAt' | 'updatedAt'>;

export function measurementRows(
  siteId: number,
  target: SiteTarget,
  formFactor: FormFactorChoice,
  snapshots: readonly CruxSnapshot[],
): MeasurementRow[] {
  return snapshots.flatMap((snapshot) =>
    Object.entries(snapshot.metrics).map(([metric, value]) => ({
      siteId,
      kind: target.kind,
      target: target.value,
      targetHash: target.hash,
      formFactor,
      metric,
      periodStart: snapshot.period.firstDate,
      periodEnd: snapshot.period.lastDate,
      p75: value.p75,
      goodDensity: value.shares?.good ?? null,
      niDensity: value.shares?.average ?? null,
      poorDensity: value.shares?.poor ?? null,
      histogram: value.histogram,
    })),
  );
}

/** Inserts or replaces the rows (same site, target, form factor, metric and period end: replaced). */
export async function upsertMeasurements(db: Database, rows: MeasurementRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.models.CruxMeasurement.bulkCreate(rows, {
    conflictAttributes: ['siteId', 'targetHash', 'formFactor', 'metric', 'periodEnd'],
    updateOnDuplicate: [...CRUX_MEASUREMENT_VALUES],
  });
}

export interface TargetOutcome {
  status: CruxTargetStatus;
  lastPeriodEnd?: string | null;
  historyBackfilled?: boolean;
  error?: string | null;
}

/** Records how a target's collection went (one row per site, target and form factor). */
export async function recordTarget(
  db: Database,
  siteId: number,
  target: SiteTarget,
  formFactor: FormFactorChoice,
  outcome: TargetOutcome,
  now = new Date(),
): Promise<void> {
  const { CruxTarget } = db.models;
  const where = { siteId, targetHash: target.hash, formFactor };
  const existing = await CruxTarget.findOne({ where });
  const values = {
    kind: target.kind,
    target: target.value,
    status: outcome.status,
    checkedAt: now,
    error: outcome.error?.slice(0, 512) ?? null,
    ...(outcome.lastPeriodEnd !== undefined && outcome.lastPeriodEnd !== null
      ? { lastPeriodEnd: outcome.lastPeriodEnd }
      : {}),
    ...(outcome.historyBackfilled ? { historyBackfilledAt: now } : {}),
  };
  if (existing) await existing.update(values);
  else await CruxTarget.create({ ...where, ...values });
}
