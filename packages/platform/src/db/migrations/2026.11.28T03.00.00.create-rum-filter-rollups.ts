// Filter rollups (issue 22): per site and day, for every combination of the RUM filters' values the day
// saw (device, browser, country, page grouping, navigation type, connection type), each of them also
// left open ('*'): the audience counts and the histograms of the main metrics (not their parts), in one
// row. A filtered report reads one row a day, whichever filters are set; a breakdown under filters, the
// rows whose one column is not '*'. The busiest 12 browsers, 40 countries and 40 page groupings of a day
// are kept (the rest are '(other)'); the other three types have a handful of values.
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS } from '../migration-helpers.ts';

const bigId = (queryInterface: QueryInterface) => ({
  type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.INTEGER : DataTypes.BIGINT,
  autoIncrement: true,
  primaryKey: true,
  allowNull: false,
});

const filterValue = (length: number) => ({ type: DataTypes.STRING(length), allowNull: false });

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'rum_filter_rollups',
    {
      id: bigId(queryInterface),
      site_id: reference('sites'),
      day: { type: DataTypes.DATEONLY, allowNull: false },
      // The filter values; '*' where any value counts, '' for an unknown one.
      device: filterValue(16),
      browser: filterValue(64),
      country: filterValue(8),
      page_grouping: filterValue(255),
      navigation_type: filterValue(32),
      connection_type: filterValue(16),
      // Weighted by 100 / sample rate, as the other rollups.
      page_views: { type: DataTypes.DOUBLE, allowNull: false },
      sessions: { type: DataTypes.DOUBLE, allowNull: false },
      ux_good: { type: DataTypes.DOUBLE, allowNull: false },
      ux_average: { type: DataTypes.DOUBLE, allowNull: false },
      ux_poor: { type: DataTypes.DOUBLE, allowNull: false },
      // JSON: per main metric measured, its histogram with only the non-empty buckets (see filter-rollup.ts
      // of @pace/rum): most cells hold few page views, so most buckets are empty.
      histograms: { type: DataTypes.TEXT, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  // A filtered figure: equality on everything, then the days of the range.
  await queryInterface.addIndex(
    'rum_filter_rollups',
    ['site_id', 'device', 'browser', 'country', 'page_grouping', 'navigation_type', 'connection_type', 'day'],
    { unique: true, name: 'rum_filter_rollups_cell_unique' },
  );
  await queryInterface.addIndex('rum_filter_rollups', ['site_id', 'day'], {
    name: 'rum_filter_rollups_site_day',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_filter_rollups');
};
