import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

export const CRUX_TARGET_KINDS = ['origin', 'url'] as const;
export type CruxTargetKind = (typeof CRUX_TARGET_KINDS)[number];
/** ALL: every device together (the API request without a form factor). */
export const CRUX_FORM_FACTORS = ['ALL', 'PHONE', 'DESKTOP', 'TABLET'] as const;
export type CruxFormFactorName = (typeof CRUX_FORM_FACTORS)[number];
export const CRUX_TARGET_STATUSES = ['collected', 'no_data', 'failed'] as const;
export type CruxTargetStatus = (typeof CRUX_TARGET_STATUSES)[number];

/** One thing CrUX collection asks the API about, for one site and form factor, and how that last went. */
export interface CruxTargetAttributes {
  id: number;
  siteId: number;
  kind: CruxTargetKind;
  /** The origin or URL, as sent to the API. */
  target: string;
  /** sha256 hex of `target` (for the unique index). */
  targetHash: string;
  formFactor: CruxFormFactorName;
  status: CruxTargetStatus;
  /** ISO date: last day of the newest stored collection period. */
  lastPeriodEnd: string | null;
  historyBackfilledAt: Date | null;
  checkedAt: Date;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type CruxTargetCreation = Optional<
  CruxTargetAttributes,
  'id' | 'lastPeriodEnd' | 'historyBackfilledAt' | 'error' | 'createdAt' | 'updatedAt'
>;
export interface CruxTarget extends Model<CruxTargetAttributes, CruxTargetCreation>, CruxTargetAttributes {}
export type CruxTargetModel = ModelStatic<CruxTarget>;

export function defineCruxTarget(sequelize: Sequelize): CruxTargetModel {
  return sequelize.define<CruxTarget>(
    'CruxTarget',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      kind: { type: DataTypes.STRING(8), allowNull: false, validate: { isIn: [[...CRUX_TARGET_KINDS]] } },
      target: { type: DataTypes.STRING(2048), allowNull: false },
      targetHash: { type: DataTypes.STRING(64), allowNull: false },
      formFactor: {
        type: DataTypes.STRING(8),
        allowNull: false,
        validate: { isIn: [[...CRUX_FORM_FACTORS]] },
      },
      status: {
        type: DataTypes.STRING(16),
        allowNull: false,
        validate: { isIn: [[...CRUX_TARGET_STATUSES]] },
      },
      lastPeriodEnd: { type: DataTypes.DATEONLY, allowNull: true },
      historyBackfilledAt: { type: DataTypes.DATE(3), allowNull: true },
      checkedAt: { type: DataTypes.DATE(3), allowNull: false },
      error: { type: DataTypes.STRING(512), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { tableName: 'crux_targets' },
  );
}
