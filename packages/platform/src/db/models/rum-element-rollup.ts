import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * One cell of the daily RUM element rollup: for a site, a UTC day, a page (a path or a page grouping) and
 * the LCP or INP, one element (its selector; '*' for every page view that measured the metric): the page
 * views it was that element in and the histograms of the metric and its parts (weighted by 100 / sample
 * rate).
 */
export interface RumElementRollupAttributes {
  id: number;
  siteId: number;
  day: string;
  /** 'path' or 'pageGrouping'. */
  pageKind: string;
  page: string;
  /** 'lcp' or 'inp'. */
  metric: string;
  element: string;
  pageViews: number;
  /** JSON: per metric key, its histogram as @pace/rum's filter rollup packs it. */
  histograms: string;
}
export type RumElementRollupCreation = Optional<RumElementRollupAttributes, 'id'>;
export interface RumElementRollup
  extends Model<RumElementRollupAttributes, RumElementRollupCreation>,
    RumElementRollupAttributes {}
export type RumElementRollupModel = ModelStatic<RumElementRollup>;

export function defineRumElementRollup(sequelize: Sequelize): RumElementRollupModel {
  return sequelize.define<RumElementRollup>(
    'RumElementRollup',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      pageKind: { type: DataTypes.STRING(16), allowNull: false },
      page: { type: DataTypes.STRING(255), allowNull: false },
      metric: { type: DataTypes.STRING(8), allowNull: false },
      element: { type: DataTypes.STRING(255), allowNull: false },
      pageViews: { type: DataTypes.DOUBLE, allowNull: false },
      histograms: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'rum_element_rollups', timestamps: false },
  );
}
