import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** An error the interface reported (the generic error page's "Our team has been notified."). */
export interface ErrorReportAttributes {
  id: number;
  uuid: string;
  name: string;
  message: string;
  stack: string | null;
  url: string | null;
  userAgent: string | null;
  release: string | null;
  userId: number | null;
  forwardedAt: Date | null;
  /** The same error from the same reporter: name, message, the stack's top frames, release and user. */
  fingerprint: string | null;
  /** How many times it was reported, and when last. */
  occurrences: number;
  lastSeenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type ErrorReportCreation = Optional<
  ErrorReportAttributes,
  | 'id'
  | 'uuid'
  | 'stack'
  | 'url'
  | 'userAgent'
  | 'release'
  | 'userId'
  | 'forwardedAt'
  | 'fingerprint'
  | 'occurrences'
  | 'lastSeenAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface ErrorReport
  extends Model<ErrorReportAttributes, ErrorReportCreation>,
    ErrorReportAttributes {}
export type ErrorReportModel = ModelStatic<ErrorReport>;

export function defineErrorReport(sequelize: Sequelize): ErrorReportModel {
  return sequelize.define<ErrorReport>(
    'ErrorReport',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      name: { type: DataTypes.STRING(255), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      stack: { type: DataTypes.TEXT, allowNull: true },
      url: { type: DataTypes.STRING(2048), allowNull: true },
      userAgent: { type: DataTypes.STRING(512), allowNull: true },
      release: { type: DataTypes.STRING(64), allowNull: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      forwardedAt: { type: DataTypes.DATE(3), allowNull: true },
      fingerprint: { type: DataTypes.CHAR(64), allowNull: true },
      occurrences: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      lastSeenAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE(3),
      updatedAt: DataTypes.DATE(3),
    },
    { tableName: 'error_reports' },
  );
}
