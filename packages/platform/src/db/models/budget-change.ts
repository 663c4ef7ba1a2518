import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/** A measurement that counted towards a ratchet, as it was when it did. */
export interface RatchetMeasurement {
  id: number;
  value: number;
  pageId: number;
  profileId: number;
  measuredAt: string;
}

/** One tightening of a ratcheting budget, with the measurements that caused it. */
export interface BudgetChangeAttributes {
  id: number;
  uuid: string;
  budgetId: number;
  oldValue: number;
  newValue: number;
  measurements: RatchetMeasurement[];
  createdAt: Date;
}
export type BudgetChangeCreation = Optional<BudgetChangeAttributes, 'id' | 'uuid' | 'createdAt'>;
export interface BudgetChangeRecord
  extends Model<BudgetChangeAttributes, BudgetChangeCreation>,
    BudgetChangeAttributes {}
export type BudgetChangeModel = ModelStatic<BudgetChangeRecord>;

export function defineBudgetChange(sequelize: Sequelize): BudgetChangeModel {
  return sequelize.define<BudgetChangeRecord>(
    'BudgetChange',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      budgetId: { type: DataTypes.INTEGER, allowNull: false },
      oldValue: { type: DataTypes.DOUBLE, allowNull: false },
      newValue: { type: DataTypes.DOUBLE, allowNull: false },
      measurements: jsonColumn<RatchetMeasurement[]>('measurements', { nullable: false, empty: [] }),
      createdAt: DataTypes.DATE,
    },
    { tableName: 'budget_changes', updatedAt: false },
  );
}
