import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** One metric's value from one completed test, in the unit its definition stores (@pace/metrics). */
export interface MetricMeasurementAttributes {
  id: number;
  testId: number;
  siteId: number;
  pageId: number;
  profileId: number;
  /** The synthetic metric key (`lcp`, `performance_score`…). */
  metric: string;
  value: number;
  measuredAt: Date;
}
export type MetricMeasurementCreation = Optional<MetricMeasurementAttributes, 'id'>;
export interface MetricMeasurement
  extends Model<MetricMeasurementAttributes, MetricMeasurementCreation>,
    MetricMeasurementAttributes {}
export type MetricMeasurementModel = ModelStatic<MetricMeasurement>;

export function defineMetricMeasurement(sequelize: Sequelize): MetricMeasurementModel {
  return sequelize.define<MetricMeasurement>(
    'MetricMeasurement',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      testId: { type: DataTypes.INTEGER, allowNull: false },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      pageId: { type: DataTypes.INTEGER, allowNull: false },
      profileId: { type: DataTypes.INTEGER, allowNull: false },
      metric: { type: DataTypes.STRING(64), allowNull: false },
      value: { type: DataTypes.DOUBLE, allowNull: false },
      measuredAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'metric_measurements', timestamps: false },
  );
}
