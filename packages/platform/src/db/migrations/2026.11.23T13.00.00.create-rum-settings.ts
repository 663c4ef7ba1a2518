// RUM settings of a site (spec section 3). No row: RUM is "not configured"; a row is enabled or disabled.
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
    'rum_settings',
    {
      id: id(),
      site_id: reference('sites'),
      // Public: it is in the embed code on every page of the site (never the site's secret).
      site_key: { type: DataTypes.STRING(64), allowNull: false },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      sampling_rate: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 100 },
      // JSON array of origins (scheme://host[:port]).
      allowed_origins: { type: DataTypes.TEXT, allowNull: false },
      // global | exclude_eea
      geographic_monitoring: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'global' },
      retention_months: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 24 },
      // Ends "Waiting for data".
      first_beacon_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('rum_settings', ['site_id'], {
    unique: true,
    name: 'rum_settings_site_unique',
  });
  await queryInterface.addIndex('rum_settings', ['site_key'], {
    unique: true,
    name: 'rum_settings_key_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_settings');
};
