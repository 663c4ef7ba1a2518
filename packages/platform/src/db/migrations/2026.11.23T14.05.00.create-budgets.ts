import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

// A limit on one metric for some pages and profiles of a site (empty lists: all of them). `state` is
// the last evaluated state, kept so that a change of state can be told apart and alerted once.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'budgets',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      site_id: reference('sites'),
      metric: { type: DataTypes.STRING(64), allowNull: false },
      value: { type: DataTypes.DOUBLE, allowNull: false },
      page_ids: { type: DataTypes.TEXT, allowNull: true },
      profile_ids: { type: DataTypes.TEXT, allowNull: true },
      state: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'no_measurement' },
      state_changed_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('budgets', ['uuid'], { unique: true, name: 'budgets_uuid_unique' });
  await queryInterface.addIndex('budgets', ['site_id'], { name: 'budgets_site' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('budgets');
};
