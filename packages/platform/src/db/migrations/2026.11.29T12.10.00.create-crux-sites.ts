// The sites that have CrUX field data, one row each (models/crux-site.ts says why and who keeps it),
// filled from the collected targets already stored.
import { DataTypes } from 'sequelize';
import { type MigrationFn, reference, TABLE_OPTIONS } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'crux_sites',
    { site_id: { ...reference('sites'), primaryKey: true, type: DataTypes.INTEGER } },
    TABLE_OPTIONS,
  );
  await queryInterface.sequelize.query(
    "INSERT INTO crux_sites (site_id) SELECT DISTINCT site_id FROM crux_targets WHERE status = 'collected'",
  );
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('crux_sites');
};
