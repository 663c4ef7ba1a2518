import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * One cell of the daily RUM rollup: the histogram of a metric's values (weighted by 100 / sample rate)
 * for a site, a UTC day and one value of a dimension ('all' with value '' for the whole site).
 */
export interface RumRollupAttributes {
  id: number;
  siteId: number;
  day: string;
  metric: string;
  dimension: string;
  value: string;
  samples: number;
  /** JSON of a @pace/metrics Histogram. */
  histogram: string;
}
export type RumRollupCreation = Optional<RumRollupAttributes, 'id'>;
export interface RumRollup extends Model<RumRollupAttributes, RumRollupCreation>, RumRollupAttributes {}
export type RumRollupModel = ModelStatic<RumRollup>;

export function defineRumRollup(sequelize: Sequelize): RumRollupModel {
  return sequelize.define<RumRollup>(
    'RumRollup',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      metric: { type: DataTypes.STRING(40), allowNull: false },
      dimension: { type: DataTypes.STRING(32), allowNull: false },
      value: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      samples: { type: DataTypes.DOUBLE, allowNull: false },
      histogram: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'rum_rollups', timestamps: false },
  );
}
