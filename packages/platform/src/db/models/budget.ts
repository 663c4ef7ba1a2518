import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/** Budget states of spec section 4 (`budgetState` of @pace/metrics computes them). */
export const BUDGET_STATES = ['met', 'at_risk', 'exceeded', 'no_measurement'] as const;
export type BudgetStateName = (typeof BUDGET_STATES)[number];

/** A ratchet's margin is in the metric's own unit, or a percentage of the observed level. */
export const RATCHET_MARGIN_UNITS = ['absolute', 'percent'] as const;
export type RatchetMarginUnit = (typeof RATCHET_MARGIN_UNITS)[number];

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
  /** Opt-in: tighten after `ratchetRuns` consecutive measurements under the budget by the margin. */
  ratchetEnabled: boolean;
  ratchetRuns: number | null;
  ratchetMargin: number | null;
  ratchetMarginUnit: RatchetMarginUnit | null;
  /** Only measurements after this one count (set when turned on and at each tightening). */
  ratchetAfterMeasurementId: number | null;
  /** A flow step budget (issue 22): the flow and its step's stable id; null for page budgets. */
  flowId: number | null;
  flowStepId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type BudgetCreation = Optional<
  BudgetAttributes,
  | 'id'
  | 'uuid'
  | 'pageIds'
  | 'profileIds'
  | 'state'
  | 'stateChangedAt'
  | 'ratchetEnabled'
  | 'ratchetRuns'
  | 'ratchetMargin'
  | 'ratchetMarginUnit'
  | 'ratchetAfterMeasurementId'
  | 'flowId'
  | 'flowStepId'
  | 'createdAt'
  | 'updatedAt'
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
      ratchetEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ratchetRuns: { type: DataTypes.INTEGER, allowNull: true },
      ratchetMargin: { type: DataTypes.DOUBLE, allowNull: true },
      ratchetMarginUnit: {
        type: DataTypes.STRING(16),
        allowNull: true,
        validate: { isIn: [RATCHET_MARGIN_UNITS as unknown as string[]] },
      },
      // BIGINT comes back as a string in MySQL: read it as a number (ids stay far below 2^53).
      ratchetAfterMeasurementId: {
        type: DataTypes.BIGINT,
        allowNull: true,
        get(this: Budget) {
          const raw = this.getDataValue('ratchetAfterMeasurementId') as number | string | null;
          return raw == null ? null : Number(raw);
        },
      },
      flowId: { type: DataTypes.INTEGER, allowNull: true },
      flowStepId: { type: DataTypes.STRING(16), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'budgets' },
  );
}
