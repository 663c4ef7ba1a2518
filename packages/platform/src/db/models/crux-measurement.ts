import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';
import type { CruxFormFactorName, CruxTargetKind } from './crux-target.ts';

/** One of the API's histogram bins; `end` null for the last, open one. */
export interface CruxBin {
  start: number;
  end: number | null;
  density: number;
}

/**
 * One metric of one 28-day collection period, for a site's origin or page URL and a form factor, as the
 * CrUX API reported it: p75 and the densities of its good / needs improvement / poor bins (none for LCP's
 * parts, which the API reports as a p75 alone).
 */
export interface CruxMeasurementAttributes {
  id: number;
  siteId: number;
  kind: CruxTargetKind;
  target: string;
  targetHash: string;
  formFactor: CruxFormFactorName;
  /**
   * A CrUX metric key of @pace/metrics: lcp, cls, inp, ttfb, fcp, rtt, or one of LCP's image parts
   * (lcp_ttfb, lcp_resource_load_delay, lcp_resource_load_duration, lcp_element_render_delay), which have
   * a p75 alone: no densities, an empty histogram.
   */
  metric: string;
  /** ISO dates, both days included. */
  periodStart: string;
  periodEnd: string;
  p75: number | null;
  goodDensity: number | null;
  niDensity: number | null;
  poorDensity: number | null;
  histogram: CruxBin[];
  createdAt: Date;
  updatedAt: Date;
}
export type CruxMeasurementCreation = Optional<
  CruxMeasurementAttributes,
  'id' | 'p75' | 'goodDensity' | 'niDensity' | 'poorDensity' | 'createdAt' | 'updatedAt'
>;
export interface CruxMeasurement
  extends Model<CruxMeasurementAttributes, CruxMeasurementCreation>,
    CruxMeasurementAttributes {}
export type CruxMeasurementModel = ModelStatic<CruxMeasurement>;

/** The columns an upsert of a period replaces (everything but the key and createdAt). */
export const CRUX_MEASUREMENT_VALUES = [
  'target',
  'kind',
  'periodStart',
  'p75',
  'goodDensity',
  'niDensity',
  'poorDensity',
  'histogram',
  'updatedAt',
] as const satisfies readonly (keyof CruxMeasurementAttributes)[];

export function defineCruxMeasurement(sequelize: Sequelize): CruxMeasurementModel {
  return sequelize.define<CruxMeasurement>(
    'CruxMeasurement',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      kind: { type: DataTypes.STRING(8), allowNull: false },
      target: { type: DataTypes.STRING(2048), allowNull: false },
      targetHash: { type: DataTypes.STRING(64), allowNull: false },
      formFactor: { type: DataTypes.STRING(8), allowNull: false },
      metric: { type: DataTypes.STRING(32), allowNull: false },
      periodStart: { type: DataTypes.DATEONLY, allowNull: false },
      periodEnd: { type: DataTypes.DATEONLY, allowNull: false },
      p75: { type: DataTypes.DOUBLE, allowNull: true },
      goodDensity: { type: DataTypes.DOUBLE, allowNull: true },
      niDensity: { type: DataTypes.DOUBLE, allowNull: true },
      poorDensity: { type: DataTypes.DOUBLE, allowNull: true },
      histogram: jsonColumn<CruxBin[]>('histogram', { nullable: false, empty: [] }),
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { tableName: 'crux_measurements' },
  );
}
