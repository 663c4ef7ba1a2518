// Daily RUM audience rollups: per site, day and dimension value, page views, sessions (landing page
// views) and the UX rating split, all weighted by 100 / sample rate.
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS } from '../migration-helpers.ts';

const weighted = () => ({ type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 });

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
    'rum_audience_rollups',
    {
      id: bigId(queryInterface),
      site_id: reference('sites'),
      day: { type: DataTypes.DATEONLY, allowNull: false },
      dimension: { type: DataTypes.STRING(32), allowNull: false },
      value: { type: DataTypes.STRING(255), allowNull: false, defaultValue: '' },
      page_views: weighted(),
      sessions: weighted(),
      ux_good: weighted(),
      ux_average: weighted(),
      ux_poor: weighted(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('rum_audience_rollups', ['site_id', 'dimension', 'day', 'value'], {
    unique: true,
    name: 'rum_audience_rollups_cell_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_audience_rollups');
};
