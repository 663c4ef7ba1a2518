import { DataTypes } from 'sequelize';
import {
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

// One table for every provider (code host, chat tool, hosting provider, webhook, automation service):
// what it listens to (`events`), where it sends (`url`), how it signs or verifies (`secret`), and the
// provider's own settings as JSON (the code host's repository, branches, domains…). A site's
// integrations carry its id; organisation-wide ones (the GitHub App installation) leave it empty.
export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'integrations',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      organisation_id: reference('organisations'),
      site_id: { ...reference('sites'), allowNull: true },
      provider: { type: DataTypes.STRING(32), allowNull: false },
      name: { type: DataTypes.STRING(255), allowNull: false },
      events: { type: DataTypes.TEXT, allowNull: true },
      url: { type: DataTypes.STRING(2048), allowNull: true },
      secret: { type: DataTypes.STRING(512), allowNull: true },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      settings: { type: DataTypes.TEXT, allowNull: true },
      created_by_user_id: { type: DataTypes.INTEGER, allowNull: true },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('integrations', ['uuid'], { unique: true, name: 'integrations_uuid_unique' });
  await queryInterface.addIndex('integrations', ['organisation_id'], { name: 'integrations_organisation' });
  await queryInterface.addIndex('integrations', ['site_id'], { name: 'integrations_site' });

  // The delivery log: every call out (and every call in from a provider), with its outcome.
  await queryInterface.createTable(
    'integration_deliveries',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      integration_id: reference('integrations'),
      direction: { type: DataTypes.STRING(8), allowNull: false, defaultValue: 'outgoing' },
      event: { type: DataTypes.STRING(64), allowNull: false },
      payload: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'queued' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      response_status: { type: DataTypes.INTEGER, allowNull: true },
      response_body: { type: DataTypes.TEXT, allowNull: true },
      error: { type: DataTypes.STRING(16), allowNull: true },
      error_message: { type: DataTypes.STRING(512), allowNull: true },
      duration_ms: { type: DataTypes.INTEGER, allowNull: true },
      finished_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('integration_deliveries', ['uuid'], {
    unique: true,
    name: 'integration_deliveries_uuid_unique',
  });
  await queryInterface.addIndex('integration_deliveries', ['integration_id', 'created_at'], {
    name: 'integration_deliveries_log',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('integration_deliveries');
  await queryInterface.dropTable('integrations');
};
