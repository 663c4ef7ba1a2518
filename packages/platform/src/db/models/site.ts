import { randomBytes } from 'node:crypto';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { type Sealer, sealedColumn } from './columns.ts';
import { SLUG_PATTERN } from './organisation.ts';

/** How often snapshots run on their own: never, hourly, daily, or every N hours (N = 1..168). */
export const SNAPSHOT_SCHEDULES = ['off', 'hourly', 'daily', 'every_n_hours'] as const;
export type SnapshotSchedule = (typeof SNAPSHOT_SCHEDULES)[number];
export const MAX_SNAPSHOT_INTERVAL_HOURS = 168;

/** Whether tests reach the site from changing addresses or from a fixed one (for allow-lists). */
/** The audited host's address family: whatever DNS answers first, IPv4 only or IPv6 only. */
export const IP_OPTIONS = ['dynamic', 'ipv4', 'ipv6'] as const;
export type IpOption = (typeof IP_OPTIONS)[number];

/**
 * How many Lighthouse runs a test makes (issue 21): at least `minRuns`, then more until the 95 %
 * confidence interval of the key metric lies within `runTargetPercent` % of its median, at most
 * `maxRuns`. The key metric is one of these.
 */
export const RUN_KEY_METRICS = [
  'performance_score',
  'lcp',
  'fcp',
  'speed_index',
  'tbt',
  'cls',
  'ttfb',
] as const;
export type RunKeyMetric = (typeof RUN_KEY_METRICS)[number];
export const RUN_COUNT_DEFAULTS = {
  minRuns: 3,
  maxRuns: 9,
  runKeyMetric: 'performance_score',
  runTargetPercent: 5,
} as const satisfies Record<string, number | RunKeyMetric>;
/** Limits of the run settings: a run takes seconds of an agent, so a test makes at most 15. */
export const RUN_COUNT_LIMITS = { maxRuns: 15, minTargetPercent: 0.5, maxTargetPercent: 50 } as const;

export interface SiteAttributes {
  id: number;
  teamId: number;
  name: string;
  slug: string;
  canonicalUrl: string;
  /** Shared secret of the site (RUM embed, deploy hooks). */
  secret: string;
  snapshotSchedule: SnapshotSchedule;
  /** Set only with the `every_n_hours` schedule. */
  snapshotIntervalHours: number | null;
  testLocation: string | null;
  ipOption: IpOption;
  minRuns: number;
  maxRuns: number;
  runKeyMetric: RunKeyMetric;
  runTargetPercent: number;
  // Form authentication: how tests sign in to the site before measuring it.
  formAuthUrl: string | null;
  formAuthFormSelector: string | null;
  formAuthUsername: string | null;
  formAuthUsernameSelector: string | null;
  formAuthPassword: string | null;
  formAuthPasswordSelector: string | null;
  formAuthSubmitSelector: string | null;
  createdAt: Date;
  updatedAt: Date;
}
type FormAuthField =
  | 'formAuthUrl'
  | 'formAuthFormSelector'
  | 'formAuthUsername'
  | 'formAuthUsernameSelector'
  | 'formAuthPassword'
  | 'formAuthPasswordSelector'
  | 'formAuthSubmitSelector';
export type SiteCreation = Optional<
  SiteAttributes,
  | 'id'
  | 'secret'
  | 'snapshotSchedule'
  | 'snapshotIntervalHours'
  | 'testLocation'
  | 'ipOption'
  | 'minRuns'
  | 'maxRuns'
  | 'runKeyMetric'
  | 'runTargetPercent'
  | FormAuthField
  | 'createdAt'
  | 'updatedAt'
>;
export interface Site extends Model<SiteAttributes, SiteCreation>, SiteAttributes {}
export type SiteModel = ModelStatic<Site>;

const nullableText = (length = 1024) => ({ type: DataTypes.STRING(length), allowNull: true });

export function defineSite(sequelize: Sequelize, secrets: Sealer): SiteModel {
  return sequelize.define<Site>(
    'Site',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      teamId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      slug: { type: DataTypes.STRING(255), allowNull: false, validate: { is: SLUG_PATTERN } },
      canonicalUrl: {
        type: DataTypes.STRING(2048),
        allowNull: false,
        validate: { isUrl: { args: { protocols: ['http', 'https'], require_protocol: true } } as never },
      },
      secret: {
        type: DataTypes.STRING(64),
        allowNull: false,
        defaultValue: () => randomBytes(24).toString('base64url'),
      },
      snapshotSchedule: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'off',
        validate: { isIn: [SNAPSHOT_SCHEDULES as unknown as string[]] },
      },
      snapshotIntervalHours: {
        type: DataTypes.INTEGER,
        allowNull: true,
        validate: { min: 1, max: MAX_SNAPSHOT_INTERVAL_HOURS },
      },
      testLocation: { type: DataTypes.STRING(64), allowNull: true },
      ipOption: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'dynamic',
        validate: { isIn: [IP_OPTIONS as unknown as string[]] },
      },
      minRuns: {
        type: DataTypes.INTEGER,
        allowNull: false,
        defaultValue: RUN_COUNT_DEFAULTS.minRuns,
        validate: { min: 1, max: RUN_COUNT_LIMITS.maxRuns },
      },
      maxRuns: {
        type: DataTypes.INTEGER,
        allowNull: false,
        defaultValue: RUN_COUNT_DEFAULTS.maxRuns,
        validate: { min: 1, max: RUN_COUNT_LIMITS.maxRuns },
      },
      runKeyMetric: {
        type: DataTypes.STRING(64),
        allowNull: false,
        defaultValue: RUN_COUNT_DEFAULTS.runKeyMetric,
        validate: { isIn: [RUN_KEY_METRICS as unknown as string[]] },
      },
      runTargetPercent: {
        type: DataTypes.DOUBLE,
        allowNull: false,
        defaultValue: RUN_COUNT_DEFAULTS.runTargetPercent,
        validate: { min: RUN_COUNT_LIMITS.minTargetPercent, max: RUN_COUNT_LIMITS.maxTargetPercent },
      },
      formAuthUrl: nullableText(2048),
      formAuthFormSelector: nullableText(),
      formAuthUsername: nullableText(255),
      formAuthUsernameSelector: nullableText(),
      // Sealed: tests must type it into the site, so it cannot be a hash.
      formAuthPassword: sealedColumn('formAuthPassword', secrets),
      formAuthPasswordSelector: nullableText(),
      formAuthSubmitSelector: nullableText(),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    {
      tableName: 'sites',
      validate: {
        runCapNotBelowMinimum(this: Site) {
          if (this.maxRuns < this.minRuns) throw new Error('The run cap cannot be below the minimum runs');
        },
        intervalMatchesSchedule(this: Site) {
          const every = this.snapshotSchedule === 'every_n_hours';
          if (every && this.snapshotIntervalHours == null) {
            throw new Error('Snapshot interval (1 to 168 hours) is required for an every-N-hours schedule');
          }
          if (!every && this.snapshotIntervalHours != null) {
            throw new Error('Snapshot interval is set only for an every-N-hours schedule');
          }
        },
      },
    },
  );
}
