import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A named path pattern that groups RUM page views (spec: starts with /, at least one *, ** allowed). */
export interface RumPageGroupingAttributes {
  id: number;
  uuid: string;
  siteId: number;
  name: string;
  pattern: string;
  /** Earlier positions win when several patterns match a path. */
  position: number;
  createdAt: Date;
  updatedAt: Date;
}
export type RumPageGroupingCreation = Optional<
  RumPageGroupingAttributes,
  'id' | 'uuid' | 'position' | 'createdAt' | 'updatedAt'
>;
export interface RumPageGrouping
  extends Model<RumPageGroupingAttributes, RumPageGroupingCreation>,
    RumPageGroupingAttributes {}
export type RumPageGroupingModel = ModelStatic<RumPageGrouping>;

export function defineRumPageGrouping(sequelize: Sequelize): RumPageGroupingModel {
  return sequelize.define<RumPageGrouping>(
    'RumPageGrouping',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, defaultValue: DataTypes.UUIDV4 },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      pattern: { type: DataTypes.STRING(500), allowNull: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'rum_page_groupings' },
  );
}
