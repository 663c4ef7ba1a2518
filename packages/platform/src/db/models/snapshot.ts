import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/**
 * States of snapshots and tests (spec section 4). A test: created → scheduled (queued) → running
 * (Lighthouse) → verifying (is the result a measurement?) → processing (artifacts, measurements) →
 * completed; or failed (the page could not be measured) or errored (our side broke, retries exhausted).
 * A snapshot: created → scheduled → running → verifying (all tests over) → processing (budgets) →
 * completed (some of its tests may have failed), or failed / errored when none of them completed.
 */
export const RUN_STATES = [
  'created',
  'scheduled',
  'running',
  'verifying',
  'processing',
  'completed',
  'errored',
  'failed',
] as const;
export type RunState = (typeof RUN_STATES)[number];
export const FINAL_RUN_STATES: readonly RunState[] = ['completed', 'errored', 'failed'];

/** What started a snapshot. */
export const SNAPSHOT_TRIGGERS = ['manual', 'schedule', 'integration', 'api'] as const;
export type SnapshotTrigger = (typeof SNAPSHOT_TRIGGERS)[number];

export interface SnapshotAttributes {
  id: number;
  uuid: string;
  siteId: number;
  status: RunState;
  trigger: SnapshotTrigger;
  /** The program that asked: `web`, `cli`, `scheduler`, an integration's provider… */
  triggerClient: string;
  requestedByUserId: number | null;
  browserVersion: string | null;
  lighthouseVersion: string | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type SnapshotCreation = Optional<
  SnapshotAttributes,
  | 'id'
  | 'uuid'
  | 'status'
  | 'requestedByUserId'
  | 'browserVersion'
  | 'lighthouseVersion'
  | 'startedAt'
  | 'finishedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface Snapshot extends Model<SnapshotAttributes, SnapshotCreation>, SnapshotAttributes {}
export type SnapshotModel = ModelStatic<Snapshot>;

export function defineSnapshot(sequelize: Sequelize): SnapshotModel {
  return sequelize.define<Snapshot>(
    'Snapshot',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      status: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'created',
        validate: { isIn: [RUN_STATES as unknown as string[]] },
      },
      trigger: {
        type: DataTypes.STRING(16),
        allowNull: false,
        validate: { isIn: [SNAPSHOT_TRIGGERS as unknown as string[]] },
      },
      triggerClient: { type: DataTypes.STRING(64), allowNull: false },
      requestedByUserId: { type: DataTypes.INTEGER, allowNull: true },
      browserVersion: { type: DataTypes.STRING(64), allowNull: true },
      lighthouseVersion: { type: DataTypes.STRING(32), allowNull: true },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'snapshots' },
  );
}
