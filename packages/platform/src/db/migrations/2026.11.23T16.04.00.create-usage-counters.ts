// Synthetic tests counted per organisation and day, against the month's allotment (test packs x 5,000, or
// 500 during the trial). Per day so that the usage screen can chart the month.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'usage_counters',
    {
      id: id(),
      organisation_id: reference('organisations'),
      day: { type: DataTypes.DATEONLY, allowNull: false },
      tests: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('usage_counters', ['organisation_id', 'day'], {
    unique: true,
    name: 'usage_counters_organisation_day_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('usage_counters');
};
