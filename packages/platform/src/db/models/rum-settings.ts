import { randomBytes } from 'node:crypto';
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import { jsonColumn } from './columns.ts';

/** Geographic monitoring: every visitor, or none from the EEA/EU (their beacons are not stored). */
export const GEOGRAPHIC_MONITORING = ['global', 'exclude_eea'] as const;
export type GeographicMonitoring = (typeof GEOGRAPHIC_MONITORING)[number];
export const MAX_RUM_RETENTION_MONTHS = 24;

/** A new public RUM key: url-safe, as the beacon schema wants it. */
export const newRumSiteKey = () => `rum_${randomBytes(15).toString('base64url')}`;

/** RUM settings of one site. No row means RUM is not configured for the site. */
export interface RumSettingsAttributes {
  id: number;
  siteId: number;
  siteKey: string;
  enabled: boolean;
  /** Percent of page views measured, 0–100. */
  samplingRate: number;
  /** Origins (scheme://host[:port]) whose pages may send beacons. */
  allowedOrigins: string[];
  geographicMonitoring: GeographicMonitoring;
  retentionMonths: number;
  /** Privacy: path scrubbing rules, in order (`/users/:id/orders`; @pace/rum-agent/privacy). */
  pathRules: string[];
  /** Privacy: the query parameters kept (by name); every other one is dropped. */
  queryParameters: string[];
  /** Privacy: CSS selectors of elements never recorded (attribution names them by their tag only). */
  neverRecordedSelectors: string[];
  /** Privacy: the script collects nothing until the page calls pace('consent'). */
  consentMode: boolean;
  firstBeaconAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type RumSettingsCreation = Optional<
  RumSettingsAttributes,
  | 'id'
  | 'siteKey'
  | 'enabled'
  | 'samplingRate'
  | 'geographicMonitoring'
  | 'retentionMonths'
  | 'pathRules'
  | 'queryParameters'
  | 'neverRecordedSelectors'
  | 'consentMode'
  | 'firstBeaconAt'
  | 'createdAt'
  | 'updatedAt'
>;
export interface RumSettings
  extends Model<RumSettingsAttributes, RumSettingsCreation>,
    RumSettingsAttributes {}
export type RumSettingsModel = ModelStatic<RumSettings>;

export function defineRumSettings(sequelize: Sequelize): RumSettingsModel {
  return sequelize.define<RumSettings>(
    'RumSettings',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      siteKey: { type: DataTypes.STRING(64), allowNull: false, defaultValue: newRumSiteKey },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      samplingRate: {
        type: DataTypes.DOUBLE,
        allowNull: false,
        defaultValue: 100,
        validate: { min: 0, max: 100 },
      },
      allowedOrigins: {
        type: DataTypes.TEXT,
        allowNull: false,
        get() {
          return JSON.parse((this.getDataValue('allowedOrigins') as unknown as string) || '[]');
        },
        set(value: string[]) {
          this.setDataValue('allowedOrigins', JSON.stringify(value) as unknown as string[]);
        },
      },
      geographicMonitoring: {
        type: DataTypes.STRING(16),
        allowNull: false,
        defaultValue: 'global',
        validate: { isIn: [GEOGRAPHIC_MONITORING as unknown as string[]] },
      },
      retentionMonths: {
        type: DataTypes.INTEGER,
        allowNull: false,
        defaultValue: MAX_RUM_RETENTION_MONTHS,
        validate: { min: 1, max: MAX_RUM_RETENTION_MONTHS },
      },
      pathRules: jsonColumn<string[]>('pathRules', { nullable: true, empty: [] }),
      queryParameters: jsonColumn<string[]>('queryParameters', { nullable: true, empty: [] }),
      neverRecordedSelectors: jsonColumn<string[]>('neverRecordedSelectors', { nullable: true, empty: [] }),
      consentMode: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      firstBeaconAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { tableName: 'rum_settings', freezeTableName: true },
  );
}
