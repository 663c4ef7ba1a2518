// Raw RUM beacons, one row per beacon, kept for the site's retention. Written in batches by the beacon
// writer; (site_id, page_view_id, seq) is the beacon's id, so a beacon written twice is stored once.
// Screens never read this table: the rollups are made from it.
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS, timestamp } from '../migration-helpers.ts';

const text = (length: number) => ({ type: DataTypes.STRING(length), allowNull: true });
const ms = () => ({ type: DataTypes.INTEGER, allowNull: true });

/** Big tables get 64-bit ids in MySQL; SQLite's INTEGER PRIMARY KEY is already 64-bit (and the only
 * type it auto-increments). */
const bigId = (queryInterface: QueryInterface) => ({
  type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.INTEGER : DataTypes.BIGINT,
  autoIncrement: true,
  primaryKey: true,
  allowNull: false,
});

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'rum_beacons',
    {
      id: bigId(queryInterface),
      site_id: reference('sites'),
      page_view_id: { type: DataTypes.CHAR(32), allowNull: false },
      seq: { type: DataTypes.INTEGER, allowNull: false },
      // UTC day the beacon was received: what rollups and the retention purge go by.
      day: { type: DataTypes.DATEONLY, allowNull: false },
      received_at: timestamp(),
      path: { type: DataTypes.STRING(500), allowNull: false },
      navigation_type: { type: DataTypes.STRING(24), allowNull: false },
      landing: { type: DataTypes.BOOLEAN, allowNull: false },
      sample_rate: { type: DataTypes.DOUBLE, allowNull: false },
      country_code: text(2),
      city: text(100),
      browser_name: text(64),
      browser_major_version: text(16),
      os_name: text(64),
      os_version: text(32),
      device_type: text(16),
      device_vendor: text(64),
      device_model: text(64),
      rtt: ms(),
      lcp: ms(),
      lcp_ttfb: ms(),
      lcp_resource_load_delay: ms(),
      lcp_resource_load_duration: ms(),
      lcp_element_render_delay: ms(),
      lcp_target: text(200),
      inp: ms(),
      inp_input_delay: ms(),
      inp_processing_duration: ms(),
      inp_presentation_delay: ms(),
      inp_target: text(200),
      inp_interaction_type: text(16),
      cls: { type: DataTypes.DOUBLE, allowNull: true },
      cls_target: text(200),
      ttfb: ms(),
      ttfb_waiting: ms(),
      ttfb_cache: ms(),
      ttfb_dns: ms(),
      ttfb_connection: ms(),
      ttfb_request: ms(),
      fcp: ms(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('rum_beacons', ['site_id', 'page_view_id', 'seq'], {
    unique: true,
    name: 'rum_beacons_beacon_unique',
  });
  // Rollups read a site's day page view by page view; the retention purge deletes by (site, day).
  await queryInterface.addIndex('rum_beacons', ['site_id', 'day', 'page_view_id', 'seq'], {
    name: 'rum_beacons_site_day_page_view',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_beacons');
};
