import { DataTypes } from 'sequelize';
import { id, type MigrationFn, reference, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

const nullable = (length = 1024) => ({ type: DataTypes.STRING(length), allowNull: true });

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'sites',
    {
      id: id(),
      team_id: reference('teams'),
      name: { type: DataTypes.STRING(255), allowNull: false },
      slug: { type: DataTypes.STRING(255), allowNull: false },
      canonical_url: { type: DataTypes.STRING(2048), allowNull: false },
      secret: { type: DataTypes.STRING(64), allowNull: false },
      // off | hourly | daily | every_n_hours (with snapshot_interval_hours 1..168), checked by the model.
      snapshot_schedule: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'off' },
      snapshot_interval_hours: { type: DataTypes.INTEGER, allowNull: true },
      test_location: { type: DataTypes.STRING(64), allowNull: true },
      ip_option: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'dynamic' },
      form_auth_url: nullable(2048),
      form_auth_form_selector: nullable(),
      form_auth_username: nullable(255),
      form_auth_username_selector: nullable(),
      form_auth_password: nullable(255),
      form_auth_password_selector: nullable(),
      form_auth_submit_selector: nullable(),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('sites', ['team_id', 'slug'], {
    unique: true,
    name: 'sites_team_slug_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('sites');
};
