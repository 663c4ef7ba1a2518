import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';

/** A session kept in the database (the embedded mode): a key, its JSON value and when it expires. */
export interface SessionRecordAttributes {
  key: string;
  value: string;
  /** Null: no expiry. */
  expiresAt: Date | null;
}
export type SessionRecordCreation = Optional<SessionRecordAttributes, 'expiresAt'>;
export interface SessionRecord
  extends Model<SessionRecordAttributes, SessionRecordCreation>,
    SessionRecordAttributes {}
export type SessionRecordModel = ModelStatic<SessionRecord>;

export function defineSessionRecord(sequelize: Sequelize): SessionRecordModel {
  return sequelize.define<SessionRecord>(
    'SessionRecord',
    {
      key: { type: DataTypes.STRING(100), allowNull: false, primaryKey: true },
      value: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'sessions', timestamps: false },
  );
}
