import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** Code host check run states (spec section 4). */
export const CHECK_RUN_STATES = [
  'awaiting_deployment',
  'awaiting_review',
  'ignored',
  'processing',
  'failed',
  'complete',
  'cancelled',
] as const;
export type CheckRunState = (typeof CHECK_RUN_STATES)[number];
export const CHECK_RUN_OUTCOMES = ['success', 'failure', 'unmet_metrics', 'neutral'] as const;
export type CheckRunOutcome = (typeof CHECK_RUN_OUTCOMES)[number];

export interface IntegrationCheckRunAttributes {
  id: number;
  uuid: string;
  integrationId: number;
  repository: string;
  pullNumber: number;
  headSha: string;
  deploymentId: string | null;
  environmentUrl: string | null;
  /** The code host's id of the check run, once created there. */
  externalId: number | null;
  commentId: number | null;
  state: CheckRunState;
  outcome: CheckRunOutcome | null;
  snapshotId: number | null;
  /** The statistical verdict found a regression (its runs keep their artifacts); null before it ran. */
  regressed: boolean | null;
  createdAt: Date;
  updatedAt: Date;
}
export type IntegrationCheckRunCreation = Optional<
  IntegrationCheckRunAttributes,
  | 'id'
  | 'uuid'
  | 'deploymentId'
  | 'environmentUrl'
  | 'externalId'
  | 'commentId'
  | 'outcome'
  | 'snapshotId'
  | 'regressed'
  | 'createdAt'
  | 'updatedAt'
>;
export interface IntegrationCheckRun
  extends Model<IntegrationCheckRunAttributes, IntegrationCheckRunCreation>,
    IntegrationCheckRunAttributes {}
export type IntegrationCheckRunModel = ModelStatic<IntegrationCheckRun>;

export function defineIntegrationCheckRun(sequelize: Sequelize): IntegrationCheckRunModel {
  return sequelize.define<IntegrationCheckRun>(
    'IntegrationCheckRun',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      integrationId: { type: DataTypes.INTEGER, allowNull: false },
      repository: { type: DataTypes.STRING(255), allowNull: false },
      pullNumber: { type: DataTypes.INTEGER, allowNull: false },
      headSha: { type: DataTypes.STRING(64), allowNull: false },
      deploymentId: { type: DataTypes.STRING(64), allowNull: true },
      environmentUrl: { type: DataTypes.STRING(2048), allowNull: true },
      // BIGINT comes back as a string from MySQL; the code host's ids fit a double.
      externalId: {
        type: DataTypes.BIGINT,
        allowNull: true,
        get(this: Model) {
          const raw = this.getDataValue('externalId') as string | number | null;
          return raw == null ? null : Number(raw);
        },
      },
      commentId: {
        type: DataTypes.BIGINT,
        allowNull: true,
        get(this: Model) {
          const raw = this.getDataValue('commentId') as string | number | null;
          return raw == null ? null : Number(raw);
        },
      },
      state: {
        type: DataTypes.STRING(32),
        allowNull: false,
        validate: { isIn: [CHECK_RUN_STATES as unknown as string[]] },
      },
      outcome: { type: DataTypes.STRING(16), allowNull: true },
      snapshotId: { type: DataTypes.INTEGER, allowNull: true },
      regressed: { type: DataTypes.BOOLEAN, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'integration_check_runs' },
  );
}
