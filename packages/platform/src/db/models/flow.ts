import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';
import { RUN_STATES, type RunState } from './snapshot.ts';
import type { TestArtifact } from './test.ts';

/** How Lighthouse measures a step: a page load, a stretch of interaction, or the page as it stands. */
export const FLOW_STEP_MODES = ['navigation', 'timespan', 'snapshot'] as const;
export type FlowStepMode = (typeof FLOW_STEP_MODES)[number];

export const FLOW_STEP_KINDS = ['navigate', 'click', 'type', 'waitFor', 'submit'] as const;
export type FlowStepKind = (typeof FLOW_STEP_KINDS)[number];

/**
 * One step of a user flow, as data: the audit process performs it with puppeteer by selector (a
 * selector is only ever handed to querySelector, never evaluated). `id` is stable across edits, so a
 * step's history survives renaming and moving it. `mode` null: performed, not measured.
 */
export type FlowStep = { id: string; name: string; mode: FlowStepMode | null } & (
  | { kind: 'navigate'; url: string }
  | { kind: 'click'; selector: string }
  | { kind: 'type'; selector: string; text: string }
  | { kind: 'waitFor'; selector: string; timeoutMs: number }
  | { kind: 'submit'; selector: string }
);

/** Limits of a flow's definition (the bff refuses more; the audit process never sees more). */
export const FLOW_LIMITS = {
  steps: 20,
  measuredSteps: 10,
  selectorLength: 512,
  textLength: 1024,
  waitForMaxMs: 30_000,
} as const;

export interface FlowAttributes {
  id: number;
  uuid: string;
  siteId: number;
  name: string;
  steps: FlowStep[];
  createdAt: Date;
  updatedAt: Date;
}
export type FlowCreation = Optional<FlowAttributes, 'id' | 'uuid' | 'createdAt' | 'updatedAt'>;
export interface Flow extends Model<FlowAttributes, FlowCreation>, FlowAttributes {}
export type FlowModel = ModelStatic<Flow>;

export function defineFlow(sequelize: Sequelize): FlowModel {
  return sequelize.define<Flow>(
    'Flow',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      steps: jsonColumn<FlowStep[]>('steps', { nullable: false, empty: [] }),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'flows' },
  );
}

/** One audit of a flow, in a snapshot or on demand; its states are a test's. */
export interface FlowRunAttributes {
  id: number;
  uuid: string;
  flowId: number;
  siteId: number;
  snapshotId: number | null;
  /** Another origin to run the steps on (a pull request's deploy preview); null: the steps' own URLs. */
  baseUrl: string | null;
  status: RunState;
  failureCode: string | null;
  failureMessage: string | null;
  attempts: number;
  browserVersion: string | null;
  lighthouseVersion: string | null;
  durationMs: number | null;
  /** The flow report (Lighthouse's HTML of every step). */
  artifacts: TestArtifact[];
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type FlowRunCreation = Optional<
  FlowRunAttributes,
  | 'id'
  | 'uuid'
  | 'snapshotId'
  | 'baseUrl'
  | 'status'
  | 'failureCode'
  | 'failureMessage'
  | 'attempts'
  | 'browserVersion'
  | 'lighthouseVersion'
  | 'durationMs'
  | 'artifacts'
  | 'startedAt'
  | 'finishedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface FlowRun extends Model<FlowRunAttributes, FlowRunCreation>, FlowRunAttributes {}
export type FlowRunModel = ModelStatic<FlowRun>;

export function defineFlowRun(sequelize: Sequelize): FlowRunModel {
  return sequelize.define<FlowRun>(
    'FlowRun',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      flowId: { type: DataTypes.INTEGER, allowNull: false },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      snapshotId: { type: DataTypes.INTEGER, allowNull: true },
      baseUrl: { type: DataTypes.STRING(2048), allowNull: true },
      status: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'created',
        validate: { isIn: [RUN_STATES as unknown as string[]] },
      },
      failureCode: { type: DataTypes.STRING(64), allowNull: true },
      failureMessage: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      browserVersion: { type: DataTypes.STRING(64), allowNull: true },
      lighthouseVersion: { type: DataTypes.STRING(32), allowNull: true },
      durationMs: { type: DataTypes.INTEGER, allowNull: true },
      artifacts: jsonColumn<TestArtifact[]>('artifacts', { nullable: true, empty: [] }),
      startedAt: { type: DataTypes.DATE, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'flow_runs' },
  );
}

/** The values of one measured step of one flow run, keyed by metric (`lcp`, `cls`, `inp`, scores…). */
export interface FlowStepResultAttributes {
  id: number;
  flowRunId: number;
  flowId: number;
  siteId: number;
  stepId: string;
  stepIndex: number;
  stepName: string;
  mode: FlowStepMode;
  metrics: Record<string, number>;
  measuredAt: Date;
}
export type FlowStepResultCreation = Optional<FlowStepResultAttributes, 'id'>;
export interface FlowStepResult
  extends Model<FlowStepResultAttributes, FlowStepResultCreation>,
    FlowStepResultAttributes {}
export type FlowStepResultModel = ModelStatic<FlowStepResult>;

export function defineFlowStepResult(sequelize: Sequelize): FlowStepResultModel {
  return sequelize.define<FlowStepResult>(
    'FlowStepResult',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      flowRunId: { type: DataTypes.INTEGER, allowNull: false },
      flowId: { type: DataTypes.INTEGER, allowNull: false },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      stepId: { type: DataTypes.STRING(16), allowNull: false },
      stepIndex: { type: DataTypes.INTEGER, allowNull: false },
      stepName: { type: DataTypes.STRING(255), allowNull: false },
      mode: { type: DataTypes.STRING(16), allowNull: false },
      metrics: jsonColumn<Record<string, number>>('metrics', { nullable: false, empty: {} }),
      measuredAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'flow_step_results', timestamps: false },
  );
}
