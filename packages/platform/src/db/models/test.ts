import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';
import { RUN_STATES, type RunState } from './snapshot.ts';

/** A stored file of a test (Lighthouse report, screenshot, filmstrip frame), by its name in storage. */
export interface TestArtifact {
  name: string;
  contentType: string;
  bytes: number;
}

/** One audit of one page with one profile inside a snapshot. */
export interface TestAttributes {
  id: number;
  uuid: string;
  snapshotId: number;
  siteId: number;
  pageId: number;
  profileId: number;
  status: RunState;
  /** One of the spec's test artifact errors (DNS_FAILURE …) when the test did not complete. */
  failureCode: string | null;
  failureMessage: string | null;
  /** Runs started so far (a retried test counts each). */
  attempts: number;
  /** The page's URL when the snapshot was made. */
  url: string;
  finalUrl: string | null;
  browserVersion: string | null;
  lighthouseVersion: string | null;
  durationMs: number | null;
  /** Lighthouse runs the test made (its report is the median run's); null before adaptive run counts. */
  runCount: number | null;
  /** The test location it was routed to and ran at (a pool of audit workers); null: the default one. */
  location: string | null;
  artifacts: TestArtifact[];
  /** When the retention sweep removed the artifacts (the metrics stay); null while they are kept. */
  artifactsPrunedAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type TestCreation = Optional<
  TestAttributes,
  | 'id'
  | 'uuid'
  | 'status'
  | 'failureCode'
  | 'failureMessage'
  | 'attempts'
  | 'finalUrl'
  | 'browserVersion'
  | 'lighthouseVersion'
  | 'durationMs'
  | 'runCount'
  | 'location'
  | 'artifacts'
  | 'artifactsPrunedAt'
  | 'startedAt'
  | 'finishedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface Test extends Model<TestAttributes, TestCreation>, TestAttributes {}
export type TestModel = ModelStatic<Test>;

export function defineTest(sequelize: Sequelize): TestModel {
  return sequelize.define<Test>(
    'Test',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      snapshotId: { type: DataTypes.INTEGER, allowNull: false },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      pageId: { type: DataTypes.INTEGER, allowNull: false },
      profileId: { type: DataTypes.INTEGER, allowNull: false },
      status: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'created',
        validate: { isIn: [RUN_STATES as unknown as string[]] },
      },
      failureCode: { type: DataTypes.STRING(64), allowNull: true },
      failureMessage: { type: DataTypes.TEXT, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      url: { type: DataTypes.STRING(2048), allowNull: false },
      finalUrl: { type: DataTypes.STRING(2048), allowNull: true },
      browserVersion: { type: DataTypes.STRING(64), allowNull: true },
      lighthouseVersion: { type: DataTypes.STRING(32), allowNull: true },
      durationMs: { type: DataTypes.INTEGER, allowNull: true },
      runCount: { type: DataTypes.INTEGER, allowNull: true },
      location: { type: DataTypes.STRING(32), allowNull: true },
      artifacts: jsonColumn<TestArtifact[]>('artifacts', { nullable: true, empty: [] }),
      artifactsPrunedAt: { type: DataTypes.DATE(3), allowNull: true },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'tests' },
  );
}
