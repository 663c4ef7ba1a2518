// Filter rollups (issue 22): per site and day, for every combination of the RUM filters' values the day
// saw (device, browser, country, page grouping, navigation type, connection type), each of them also
// left open ('*'), the histogram of each main metric (not their parts) and the audience counts. A filtered report reads one row
// per day and metric, whichever filters are set; a breakdown under filters, the rows whose one column is
// not '*'. The rows stay bounded: the busiest 12 browsers, 40 countries and 40 page groupings of a day
// are kept (the rest are '(other)'), the other three have a handful of values.
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
      // A main RUM metric (lcp, inp, cls, ttfb, fcp, rtt), or '' for the audience counts of the combination.
      metric: { type: DataTypes.STRING(40), allowNull: false },
      // The filter values; '*' where any value counts, '' for an unknown one.
      device: filterValue(16),
      browser: filterValue(64),
      country: filterValue(8),
      page_grouping: filterValue(255),
      navigation_type: filterValue(32),
      connection_type: filterValue(16),
      // Weighted number of values in the histogram; page views in an audience row.
      samples: { type: DataTypes.DOUBLE, allowNull: false },
      // JSON of a @pace/metrics Histogram; null in an audience row.
      histogram: { type: DataTypes.TEXT, allowNull: true },
      sessions: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      ux_good: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      ux_average: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
      ux_poor: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 0 },
    },
    TABLE_OPTIONS,
  );
  // A filtered figure: equality on everything, then the days of the range.
  await queryInterface.addIndex(
    'rum_filter_rollups',
    [
      'site_id',
      'metric',
      'device',
      'browser',
      'country',
      'page_grouping',
      'navigation_type',
      'connection_type',
      'day',
    ],
    { unique: true, name: 'rum_filter_rollups_cell_unique' },
  );
  await queryInterface.addIndex('rum_filter_rollups', ['site_id', 'day'], {
    name: 'rum_filter_rollups_site_day',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_filter_rollups');
};
