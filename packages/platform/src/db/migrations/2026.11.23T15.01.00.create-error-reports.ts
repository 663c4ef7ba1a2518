// Errors the interface reports (spec section 8: the generic error "is also reported to an
// error-reporting service"): stored here, and forwarded to a Sentry-compatible service when configured.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamp, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'error_reports',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      stack: { type: DataTypes.TEXT, allowNull: true },
      // The page the error happened on, and the browser.
      url: { type: DataTypes.STRING(2048), allowNull: true },
      user_agent: { type: DataTypes.STRING(512), allowNull: true },
      // The shell build that reported it (its main script's hash), to tell releases apart.
      release: { type: DataTypes.STRING(64), allowNull: true },
      // Signed-in reporter, if any; reports outlive accounts.
      user_id: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      // Set once the report reached the configured Sentry-compatible service.
      forwarded_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('error_reports', ['uuid'], {
    unique: true,
    name: 'error_reports_uuid_unique',
  });
  await queryInterface.addIndex('error_reports', ['created_at'], { name: 'error_reports_created' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('error_reports');
};
