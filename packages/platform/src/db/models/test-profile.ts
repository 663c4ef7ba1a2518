import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/** Device presets a profile emulates; the audit runner maps each to screen, user agent and CPU. */
export const DEVICE_PRESETS = ['mobile', 'tablet', 'desktop'] as const;
export type DevicePreset = (typeof DEVICE_PRESETS)[number];

/** Connection speeds; `none` leaves the agent's own network unthrottled. */
export const CONNECTION_PRESETS = ['none', 'cable', 'dsl', '4g', '3g_fast', '3g', '3g_slow'] as const;
export type ConnectionPreset = (typeof CONNECTION_PRESETS)[number];

export interface ProfileHeader {
  name: string;
  value: string;
}
export interface ProfileCookie {
  name: string;
  value: string;
  /** Default: `/`. */
  path: string | null;
  /** Default: the host of the page under test. */
  domain: string | null;
  secure: boolean;
  httpOnly: boolean;
}

/** How a site's pages are tested: device, connection, and what the browser sends, blocks or runs. */
export interface TestProfileAttributes {
  id: number;
  uuid: string;
  siteId: number;
  name: string;
  device: DevicePreset;
  connection: ConnectionPreset;
  blockJavascript: boolean;
  adBlocker: boolean;
  headers: ProfileHeader[];
  cookies: ProfileCookie[];
  /** Host names (a leading `*.` covers subdomains) whose requests the browser refuses. */
  blockedHosts: string[];
  /** Third-party entity names (as third-party-web names them) whose requests the browser refuses. */
  blockedThirdParties: string[];
  createdAt: Date;
  updatedAt: Date;
}
export type TestProfileCreation = Optional<
  TestProfileAttributes,
  | 'id'
  | 'uuid'
  | 'blockJavascript'
  | 'adBlocker'
  | 'headers'
  | 'cookies'
  | 'blockedHosts'
  | 'blockedThirdParties'
  | 'createdAt'
  | 'updatedAt'
>;
export interface TestProfile
  extends Model<TestProfileAttributes, TestProfileCreation>,
    TestProfileAttributes {}
export type TestProfileModel = ModelStatic<TestProfile>;

export function defineTestProfile(sequelize: Sequelize): TestProfileModel {
  return sequelize.define<TestProfile>(
    'TestProfile',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      uuid: { type: DataTypes.UUID, allowNull: false, unique: true, defaultValue: DataTypes.UUIDV4 },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false, validate: { len: [1, 255] } },
      device: {
        type: DataTypes.STRING(16),
        allowNull: false,
        validate: { isIn: [DEVICE_PRESETS as unknown as string[]] },
      },
      connection: {
        type: DataTypes.STRING(16),
        allowNull: false,
        validate: { isIn: [CONNECTION_PRESETS as unknown as string[]] },
      },
      blockJavascript: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      adBlocker: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      headers: jsonColumn<ProfileHeader[]>('headers', { nullable: true, empty: [] }),
      cookies: jsonColumn<ProfileCookie[]>('cookies', { nullable: true, empty: [] }),
      blockedHosts: jsonColumn<string[]>('blockedHosts', { nullable: true, empty: [] }),
      blockedThirdParties: jsonColumn<string[]>('blockedThirdParties', { nullable: true, empty: [] }),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'test_profiles' },
  );
}
