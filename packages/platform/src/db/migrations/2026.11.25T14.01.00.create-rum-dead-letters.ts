// Beacons the database kept rejecting: after a few failed writes the writer moves them here with the
// reason, instead of retrying them forever ahead of everything behind them. Staff read them (and can
// replay them once the cause is fixed); nothing else does.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'rum_dead_letters',
    {
      id: id(),
      // No reference: the site may be what is missing (deleted while its beacons were queued).
      site_id: { type: DataTypes.INTEGER, allowNull: true },
      page_view_id: { type: DataTypes.STRING(64), allowNull: true },
      seq: { type: DataTypes.INTEGER, allowNull: true },
      // The stored beacon as the stream held it (JSON).
      beacon: { type: DataTypes.TEXT, allowNull: false },
      reason: { type: DataTypes.STRING(1000), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false },
      created_at: timestamp(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('rum_dead_letters', ['created_at'], { name: 'rum_dead_letters_created' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_dead_letters');
};
