import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * One cell of the daily RUM filter rollup: for a site, a UTC day and one combination of the filter values
 * ('*' for any), the histogram of a metric (weighted by 100 / sample rate), or with metric '' the
 * combination's page views (samples), sessions and UX rating split.
 */
export interface RumFilterRollupAttributes {
  id: number;
  siteId: number;
  day: string;
  metric: string;
  device: string;
  browser: string;
  country: string;
  pageGrouping: string;
  navigationType: string;
  connectionType: string;
  samples: number;
  /** JSON of a @pace/metrics Histogram; null in an audience row. */
  histogram: string | null;
  sessions: number;
  uxGood: number;
  uxAverage: number;
  uxPoor: number;
}
export type RumFilterRollupCreation = Optional<
  RumFilterRollupAttributes,
  'id' | 'histogram' | 'sessions' | 'uxGood' | 'uxAverage' | 'uxPoor'
>;
export interface RumFilterRollup
  extends Model<RumFilterRollupAttributes, RumFilterRollupCreation>,
    RumFilterRollupAttributes {}
export type RumFilterRollupModel = ModelStatic<RumFilterRollup>;

export function defineRumFilterRollup(sequelize: Sequelize): RumFilterRollupModel {
  const filterValue = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false });
  return sequelize.define<RumFilterRollup>(
    'RumFilterRollup',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      metric: { type: DataTypes.STRING(40), allowNull: false },
      device: filterValue(16),
      browser: filterValue(64),
      country: filterValue(8),
      pageGrouping: filterValue(255),
      navigationType: filterValue(32),
      connectionType: filterValue(16),
      samples: { type: DataTypes.DOUBLE, allowNull: false },
      histogram: { type: DataTypes.TEXT, allowNull: true },
      sessions: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      uxGood: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      uxAverage: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      uxPoor: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
    },
    { tableName: 'rum_filter_rollups', timestamps: false },
  );
}
