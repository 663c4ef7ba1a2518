import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/** Budget states of spec section 4 (`budgetState` of @pace/metrics computes them). */
export const BUDGET_STATES = ['met', 'at_risk', 'exceeded', 'no_measurement'] as const;
export type BudgetStateName = (typeof BUDGET_STATES)[number];

/** A limit on one synthetic metric for some pages and profiles of a site (empty lists: all of them). */
export interface BudgetAttributes {
  id: number;
  uuid: string;
  siteId: number;
  metric: string;
  value: number;
  pageIds: number[];
  profileIds: number[];
  /** The state at the last evaluation, so a change is noticed (and alerted) once. */
  state: BudgetStateName;
  stateChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type BudgetCreation = Optional<
  BudgetAttributes,
  'id' | 'uuid' | 'pageIds' | 'profileIds' | 'state' | 'stateChangedAt' | 'createdAt' | 'updatedAt'
>;
export interface Budget extends Model<BudgetAttributes, BudgetCreation>, BudgetAttributes {}
export type BudgetModel = ModelStatic<Budget>;

export function defineBudget(sequelize: Sequelize): BudgetModel {
  return sequelize.define<Budget>(
    'Budget',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      metric: { type: DataTypes.STRING(64), allowNull: false },
      value: { type: DataTypes.DOUBLE, allowNull: false },
      pageIds: jsonColumn<number[]>('pageIds', { nullable: true, empty: [] }),
      profileIds: jsonColumn<number[]>('profileIds', { nullable: true, empty: [] }),
      state: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'no_measurement',
        validate: { isIn: [BUDGET_STATES as unknown as string[]] },
      },
      stateChangedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'budgets' },
  );
}
