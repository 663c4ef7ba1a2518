import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Synthetic tests run by an organisation on one day (UTC), counted against its monthly allotment. */
export interface UsageCounterAttributes {
  id: number;
  organisationId: number;
  /** YYYY-MM-DD */
  day: string;
  tests: number;
  createdAt: Date;
  updatedAt: Date;
}
export type UsageCounterCreation = Optional<
  UsageCounterAttributes,
  'id' | 'tests' | 'createdAt' | 'updatedAt'
>;
export interface UsageCounter
  extends Model<UsageCounterAttributes, UsageCounterCreation>,
    UsageCounterAttributes {}
export type UsageCounterModel = ModelStatic<UsageCounter>;

export function defineUsageCounter(sequelize: Sequelize): UsageCounterModel {
  return sequelize.define<UsageCounter>(
    'UsageCounter',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      organisationId: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      tests: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0, validate: { min: 0 } },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'usage_counters' },
  );
}
