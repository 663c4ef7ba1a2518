// What CrUX collection knows about each thing it asks the API for: one row per site, target (the site's
// origin or one of its page URLs) and form factor, with the outcome of the last collection ('collected',
// 'no_data' for the API's 404, 'failed') and whether its history was backfilled.
import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'crux_targets',
    {
      id: id(),
      site_id: reference('sites'),
      // origin | url
      kind: { type: DataTypes.STRING(8), allowNull: false },
      // The origin (https://www.example.com) or the URL as sent to the API.
      target: { type: DataTypes.STRING(2048), allowNull: false },
      // sha256 hex of `target`: URLs are too long for a unique index in MySQL.
      target_hash: { type: DataTypes.STRING(64), allowNull: false },
      // ALL | PHONE | DESKTOP | TABLET
      form_factor: { type: DataTypes.STRING(8), allowNull: false },
      // collected | no_data | failed
      status: { type: DataTypes.STRING(16), allowNull: false },
      // Last day of the newest stored collection period.
      last_period_end: { type: DataTypes.DATEONLY, allowNull: true },
      history_backfilled_at: timestamp(true),
      checked_at: timestamp(),
      error: { type: DataTypes.STRING(512), allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('crux_targets', ['site_id', 'target_hash', 'form_factor'], {
    unique: true,
    name: 'crux_targets_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('crux_targets');
};
