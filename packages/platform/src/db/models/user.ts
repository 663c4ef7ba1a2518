import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

export interface UserAttributes {
  id: number;
  uuid: string;
  name: string;
  /** Stored lower-case, so uniqueness does not depend on the database's collation. */
  email: string;
  /** Null for people who sign in only with an identity provider or have not accepted an invitation. */
  passwordHash: string | null;
  /** The Google account (OpenID Connect `sub`) connected for Google sign-in. */
  googleSubject: string | null;
  /** Sessions started before this are signed out (set when the password is reset). */
  sessionsValidFrom: Date | null;
  avatar: string | null;
  staff: boolean;
  /** Slugs of the sites last chosen from search, newest first, at most 5 (`teamSlug/siteSlug`). */
  recentSites: string[];
  lastSeenAt: Date | null;
  emailVerifiedAt: Date | null;
  /** When the user last closed the changelog menu: newer entries are unread. */
  changelogViewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type UserCreation = Optional<
  UserAttributes,
  | 'id'
  | 'uuid'
  | 'passwordHash'
  | 'googleSubject'
  | 'sessionsValidFrom'
  | 'avatar'
  | 'staff'
  | 'recentSites'
  | 'lastSeenAt'
  | 'emailVerifiedAt'
  | 'changelogViewedAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface User extends Model<UserAttributes, UserCreation>, UserAttributes {}
export type UserModel = ModelStatic<User>;

export function defineUser(sequelize: Sequelize): UserModel {
  return sequelize.define<User>(
    'User',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      email: {
        type: DataTypes.STRING(255),
        allowNull: false,
        unique: true,
        validate: { isEmail: true, len: [3, 255] },
        set(value: string) {
          this.setDataValue('email', value.trim().toLowerCase());
        },
      },
      passwordHash: { type: DataTypes.STRING(255), allowNull: true },
      googleSubject: { type: DataTypes.STRING(255), allowNull: true, unique: true },
      sessionsValidFrom: { type: DataTypes.DATE, allowNull: true },
      avatar: { type: DataTypes.STRING(2048), allowNull: true },
      staff: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      recentSites: jsonColumn<string[]>('recentSites', { nullable: true, empty: [] }),
      lastSeenAt: { type: DataTypes.DATE, allowNull: true },
      emailVerifiedAt: { type: DataTypes.DATE, allowNull: true },
      changelogViewedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'users' },
  );
}
