import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';

/** The RUM metric columns of a stored beacon: the RUM metric keys of @pace/metrics, in milliseconds (CLS unitless). */
export const RUM_BEACON_METRIC_COLUMNS = [
  'rtt',
  'lcp',
  'lcp_ttfb',
  'lcp_resource_load_delay',
  'lcp_resource_load_duration',
  'lcp_element_render_delay',
  'inp',
  'inp_input_delay',
  'inp_processing_duration',
  'inp_presentation_delay',
  'cls',
  'ttfb',
  'ttfb_waiting',
  'ttfb_cache',
  'ttfb_dns',
  'ttfb_connection',
  'ttfb_request',
  'fcp',
] as const;
export type RumBeaconMetricColumn = (typeof RUM_BEACON_METRIC_COLUMNS)[number];

/**
 * One stored beacon, with what the bff derived from the request (browser, OS, device, country, city);
 * neither the address nor the user agent is kept. (siteId, pageViewId, seq) identifies it.
 */
export type RumBeaconAttributes = {
  id: number;
  siteId: number;
  pageViewId: string;
  seq: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  receivedAt: Date;
  path: string;
  /** The query parameters the site allows, name=value joined by &; null for none. */
  query: string | null;
  navigationType: string;
  landing: boolean;
  sampleRate: number;
  countryCode: string | null;
  city: string | null;
  browserName: string | null;
  browserMajorVersion: string | null;
  osName: string | null;
  osVersion: string | null;
  deviceType: string | null;
  deviceVendor: string | null;
  deviceModel: string | null;
  lcpTarget: string | null;
  inpTarget: string | null;
  inpInteractionType: string | null;
  clsTarget: string | null;
} & { [K in RumBeaconMetricColumn]: number | null };

export type RumBeaconCreation = Omit<RumBeaconAttributes, 'id'>;
export interface RumBeacon extends Model<RumBeaconAttributes, RumBeaconCreation>, RumBeaconAttributes {}
export type RumBeaconModel = ModelStatic<RumBeacon>;

const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });

export function defineRumBeacon(sequelize: Sequelize): RumBeaconModel {
  const metrics = Object.fromEntries(
    RUM_BEACON_METRIC_COLUMNS.map((column) => [
      column,
      { type: column === 'cls' ? DataTypes.DOUBLE : DataTypes.INTEGER, allowNull: true, field: column },
    ]),
  ) as unknown as Record<RumBeaconMetricColumn, { type: DataTypes.DataType; allowNull: true; field: string }>;
  return sequelize.define<RumBeacon>(
    'RumBeacon',
    {
      id: { type: DataTypes.BIGINT, autoIncrement: true, primaryKey: true },
      siteId: { type: DataTypes.INTEGER, allowNull: false },
      pageViewId: { type: DataTypes.CHAR(32), allowNull: false },
      seq: { type: DataTypes.INTEGER, allowNull: false },
      day: { type: DataTypes.DATEONLY, allowNull: false },
      receivedAt: { type: DataTypes.DATE, allowNull: false },
      path: { type: DataTypes.STRING(500), allowNull: false },
      query: { type: DataTypes.STRING(500), allowNull: true },
      navigationType: { type: DataTypes.STRING(24), allowNull: false },
      landing: { type: DataTypes.BOOLEAN, allowNull: false },
      sampleRate: { type: DataTypes.DOUBLE, allowNull: false },
      countryCode: text(2),
      city: text(100),
      browserName: text(64),
      browserMajorVersion: text(16),
      osName: text(64),
      osVersion: text(32),
      deviceType: text(16),
      deviceVendor: text(64),
      deviceModel: text(64),
      lcpTarget: text(200),
      inpTarget: text(200),
      inpInteractionType: text(16),
      clsTarget: text(200),
      ...metrics,
    },
    { tableName: 'rum_beacons', timestamps: false },
  );
}
