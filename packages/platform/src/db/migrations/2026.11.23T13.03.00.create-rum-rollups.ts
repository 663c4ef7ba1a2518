// Daily RUM rollups: per site, day, metric and dimension value, the histogram of the metric's values
// (weighted by 100 / sample rate) from which screens read percentiles and rating shares.
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS } from '../migration-helpers.ts';

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
    'rum_rollups',
    {
      id: bigId(queryInterface),
      site_id: reference('sites'),
      day: { type: DataTypes.DATEONLY, allowNull: false },
      // A RUM metric key of @pace/metrics (lcp, inp_input_delay, …).
      metric: { type: DataTypes.STRING(40), allowNull: false },
      // 'all', or a RUM filter type (path, countryCode, …).
      dimension: { type: DataTypes.STRING(32), allowNull: false },
      // '' for 'all' and for an unknown value.
      value: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      // Weighted number of values in the histogram.
      samples: { type: DataTypes.DOUBLE, allowNull: false },
      // JSON: { scheme, counts, min, max } (@pace/metrics Histogram).
      histogram: { type: DataTypes.TEXT, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('rum_rollups', ['site_id', 'metric', 'dimension', 'day', 'value'], {
    unique: true,
    name: 'rum_rollups_cell_unique',
  });
  await queryInterface.addIndex('rum_rollups', ['site_id', 'day'], { name: 'rum_rollups_site_day' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_rollups');
};
