import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * One cell of the daily RUM filter rollup: for a site, a UTC day and one combination of the filter values
 * ('*' for any), the page views, sessions and UX rating split, and the histograms of the main metrics
 * (weighted by 100 / sample rate).
 */
export interface RumFilterRollupAttributes {
  id: number;
  siteId: number;
  day: string;
  device: string;
  browser: string;
  country: string;
  pageGrouping: string;
  navigationType: string;
  connectionType: string;
  pageViews: number;
  sessions: number;
  uxGood: number;
  uxAverage: number;
  uxPoor: number;
  /** JSON: per metric key, its histogram as @pace/rum's filter rollup packs it. */
  histograms: string;
}
export type RumFilterRollupCreation = Optional<RumFilterRollupAttributes, 'id'>;
export interface RumFilterRollup
  extends Model<RumFilterRollupAttributes, RumFilterRollupCreation>,
    RumFilterRollupAttributes {}
export type RumFilterRollupModel = ModelStatic<RumFilterRollup>;

export function defineRumFilterRollup(sequelize: Sequelize): RumFilterRollupModel {
  const filterValue = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false });
  // A function, not one object: Sequelize writes each attribute's column name into its definition.
  const weighted = () => ({ type: DataTypes.DOUBLE, allowNull: false });
  return sequelize.define<RumFilterRollup>(
    'RumFilterRollup',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      device: filterValue(16),
      browser: filterValue(64),
      country: filterValue(8),
      pageGrouping: filterValue(255),
      navigationType: filterValue(32),
      connectionType: filterValue(16),
      pageViews: weighted(),
      sessions: weighted(),
      uxGood: weighted(),
      uxAverage: weighted(),
      uxPoor: weighted(),
      histograms: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'rum_filter_rollups', timestamps: false },
  );
}
