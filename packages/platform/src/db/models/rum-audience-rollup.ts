import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * Page views, sessions (landing page views) and the UX rating split of a site's day, for one value of a
 * dimension ('all' with value '' for the whole site); weighted by 100 / sample rate.
 */
export interface RumAudienceRollupAttributes {
  id: number;
  siteId: number;
  day: string;
  dimension: string;
  value: string;
  pageViews: number;
  sessions: number;
  uxGood: number;
  uxAverage: number;
  uxPoor: number;
}
export type RumAudienceRollupCreation = Optional<RumAudienceRollupAttributes, 'id'>;
export interface RumAudienceRollup
  extends Model<RumAudienceRollupAttributes, RumAudienceRollupCreation>,
    RumAudienceRollupAttributes {}
export type RumAudienceRollupModel = ModelStatic<RumAudienceRollup>;

const weighted = () => ({ type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 });

export function defineRumAudienceRollup(sequelize: Sequelize): RumAudienceRollupModel {
  return sequelize.define<RumAudienceRollup>(
    'RumAudienceRollup',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      dimension: { type: DataTypes.STRING(32), allowNull: false },
      value: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      pageViews: weighted(),
      sessions: weighted(),
      uxGood: weighted(),
      uxAverage: weighted(),
      uxPoor: weighted(),
    },
    { tableName: 'rum_audience_rollups', timestamps: false },
  );
}
