// Element rollups (issue 22, the field's element in the lab's trace): per site, day, page (a path or a
// page grouping) and metric (LCP, INP), the busiest elements with their page views and the histograms of
// the metric and its parts, so that a page's field element can be set beside the lab's.
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS } from '../migration-helpers.ts';

const bigId = (queryInterface: QueryInterface) => ({
  type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.INTEGER : DataTypes.BIGINT,
  autoIncrement: true,
  primaryKey: true,
  allowNull: false,
});

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'rum_element_rollups',
    {
      id: bigId(queryInterface),
      site_id: reference('sites'),
      day: { type: DataTypes.DATEONLY, allowNull: false },
      page_kind: { type: DataTypes.STRING(16), allowNull: false },
      page: { type: DataTypes.STRING(255), allowNull: false },
      metric: { type: DataTypes.STRING(8), allowNull: false },
      // The selector as the embed script sent it; '*' counts every page view that measured the metric.
      element: { type: DataTypes.STRING(255), allowNull: false },
      page_views: { type: DataTypes.DOUBLE, allowNull: false },
      histograms: { type: DataTypes.TEXT, allowNull: false },
    },
    TABLE_OPTIONS,
  );
  // A page's elements over a range of days; the rollup replaces a site's day.
  await queryInterface.addIndex('rum_element_rollups', ['site_id', 'page_kind', 'page', 'metric', 'day'], {
    name: 'rum_element_rollups_page',
  });
  await queryInterface.addIndex('rum_element_rollups', ['site_id', 'day'], {
    name: 'rum_element_rollups_site_day',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_element_rollups');
};
