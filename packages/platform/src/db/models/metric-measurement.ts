import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/**
 * One metric's value from one completed test, in the unit its definition stores (@pace/metrics): its
 * pseudo-median over the test's runs (the kept report is the median run's), with the spread of all its runs
 * (null for a single run, and for tests from before adaptive run counts).
 */
export interface MetricMeasurementAttributes {
  id: number;
  testId: number;
  siteId: number;
  pageId: number;
  profileId: number;
  /** The synthetic metric key (`lcp`, `performance_score`…). */
  metric: string;
  value: number;
  /** Interquartile range of the test's runs. */
  iqr: number | null;
  /** The confidence interval of the runs' pseudo-median (`value`), at the level `ciLevel`. */
  ciLower: number | null;
  ciUpper: number | null;
  /** The interval's level: 95 % or more from 6 runs, less with fewer (75 % with 3); null without one. */
  ciLevel: number | null;
  /**
   * The metric's value in each of the test's runs that measured it, in run order (the pull request
   * check's samples); null for tests from before runs were kept, whose sample is `value` alone.
   */
  runValues: number[] | null;
  measuredAt: Date;
}
export type MetricMeasurementCreation = Optional<
  MetricMeasurementAttributes,
  'id' | 'iqr' | 'ciLower' | 'ciUpper' | 'ciLevel' | 'runValues'
>;
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
      iqr: { type: DataTypes.DOUBLE, allowNull: true },
      ciLower: { type: DataTypes.DOUBLE, allowNull: true },
      ciUpper: { type: DataTypes.DOUBLE, allowNull: true },
      ciLevel: { type: DataTypes.DOUBLE, allowNull: true },
      runValues: jsonColumn<number[]>('runValues', { nullable: true }),
      measuredAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'metric_measurements', timestamps: false },
  );
}
