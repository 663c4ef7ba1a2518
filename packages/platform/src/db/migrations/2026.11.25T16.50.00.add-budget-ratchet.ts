// Budgets that ratchet (opt-in per budget): after `ratchet_runs` consecutive measurements under the
// budget by at least the margin, the budget tightens to the observed level plus the margin. Counting
// starts after `ratchet_after_measurement_id` (set when the ratchet is turned on and at each change), so
// no measurement causes two changes. `budget_changes` keeps each change with the measurements that
// caused it, which the budget screen shows.
import { DataTypes } from 'sequelize';
import {
  dropColumns,
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('budgets', 'ratchet_enabled', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: false,
  });
  await queryInterface.addColumn('budgets', 'ratchet_runs', { type: DataTypes.INTEGER, allowNull: true });
  await queryInterface.addColumn('budgets', 'ratchet_margin', { type: DataTypes.DOUBLE, allowNull: true });
  await queryInterface.addColumn('budgets', 'ratchet_margin_unit', {
    type: DataTypes.STRING(16),
    allowNull: true,
  });
  await queryInterface.addColumn('budgets', 'ratchet_after_measurement_id', {
    type: DataTypes.BIGINT,
    allowNull: true,
  });
  await queryInterface.createTable(
    'budget_changes',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      budget_id: reference('budgets'),
      old_value: { type: DataTypes.DOUBLE, allowNull: false },
      new_value: { type: DataTypes.DOUBLE, allowNull: false },
      // The measurements that caused it (id, value, page, profile, time), copied: they outlive retention.
      measurements: { type: DataTypes.TEXT, allowNull: false },
      created_at: timestamp(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('budget_changes', ['budget_id', 'id'], { name: 'budget_changes_budget' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('budget_changes');
  await dropColumns(queryInterface, 'budgets', [
    'ratchet_after_measurement_id',
    'ratchet_margin_unit',
    'ratchet_margin',
    'ratchet_runs',
    'ratchet_enabled',
  ]);
};
