// CrUX values as the API reported them, so screens never call the API: one row per site, target (origin
// or URL), form factor, 28-day collection period (by its last day) and metric, with the p75 and the
// good / needs improvement / poor densities of the API's three bins (and the bins themselves, as JSON).
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

/** 64-bit ids in MySQL; SQLite's INTEGER PRIMARY KEY is already 64-bit (and the only type it auto-increments). */
const bigId = (queryInterface: QueryInterface) => ({
  type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.INTEGER : DataTypes.BIGINT,
  autoIncrement: true,
  primaryKey: true,
  allowNull: false,
});

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'crux_measurements',
    {
      id: bigId(queryInterface),
      site_id: reference('sites'),
      kind: { type: DataTypes.STRING(8), allowNull: false },
      target: { type: DataTypes.STRING(2048), allowNull: false },
      target_hash: { type: DataTypes.STRING(64), allowNull: false },
      form_factor: { type: DataTypes.STRING(8), allowNull: false },
      // A CrUX metric key of @pace/metrics: lcp, cls, inp, ttfb, fcp, rtt.
      metric: { type: DataTypes.STRING(16), allowNull: false },
      period_start: { type: DataTypes.DATEONLY, allowNull: false },
      period_end: { type: DataTypes.DATEONLY, allowNull: false },
      // ms, or unitless for CLS; null when the period had a histogram but no percentile.
      p75: { type: DataTypes.DOUBLE, allowNull: true },
      good_density: { type: DataTypes.DOUBLE, allowNull: true },
      ni_density: { type: DataTypes.DOUBLE, allowNull: true },
      poor_density: { type: DataTypes.DOUBLE, allowNull: true },
      // JSON: [{ start, end, density }], the API's bins.
      histogram: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex(
    'crux_measurements',
    ['site_id', 'target_hash', 'form_factor', 'metric', 'period_end'],
    { unique: true, name: 'crux_measurements_unique' },
  );
  // The dashboard: the latest period of every target of a site and form factor.
  await queryInterface.addIndex('crux_measurements', ['site_id', 'form_factor', 'period_end'], {
    name: 'crux_measurements_site_period',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('crux_measurements');
};
