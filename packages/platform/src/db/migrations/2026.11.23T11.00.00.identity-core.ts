// What the bff's access rules need: team membership, API tokens, the user's recent sites and last-seen
// time, the organisation's feature flags, and team slugs unique across organisations (a team's URL,
// /teams/{teamId}, carries no organisation).
import { DataTypes } from 'sequelize';
import {
  dropColumns,
  id,
  type MigrationFn,
  reference,
  TABLE_OPTIONS,
  timestamp,
  timestamps,
} from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'team_members',
    { id: id(), team_id: reference('teams'), user_id: reference('users'), ...timestamps() },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('team_members', ['team_id', 'user_id'], {
    unique: true,
    name: 'team_members_team_user_unique',
  });
  await queryInterface.addIndex('team_members', ['user_id'], { name: 'team_members_user' });

  await queryInterface.createTable(
    'api_tokens',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      // organisation: made by an administrator for the organisation; personal: reaches its owner's teams.
      kind: { type: DataTypes.STRING(16), allowNull: false },
      organisation_id: reference('organisations'),
      user_id: reference('users'),
      name: { type: DataTypes.STRING(255), allowNull: false },
      // SHA-256 of the secret: tokens are long random strings, so a slow hash adds nothing.
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      // The first characters of the token, shown in lists so people can tell tokens apart.
      token_prefix: { type: DataTypes.STRING(16), allowNull: false },
      team_id: { ...reference('teams'), allowNull: true },
      permissions: { type: DataTypes.TEXT, allowNull: false },
      allowed_ips: { type: DataTypes.TEXT, allowNull: true },
      expires_at: timestamp(true),
      last_used_at: timestamp(true),
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('api_tokens', ['uuid'], { unique: true, name: 'api_tokens_uuid_unique' });
  await queryInterface.addIndex('api_tokens', ['token_hash'], {
    unique: true,
    name: 'api_tokens_hash_unique',
  });

  await queryInterface.addColumn('users', 'recent_sites', { type: DataTypes.TEXT, allowNull: true });
  await queryInterface.addColumn('users', 'last_seen_at', timestamp(true));
  await queryInterface.addColumn('users', 'email_verified_at', timestamp(true));
  await queryInterface.addColumn('organisations', 'rum_enabled', {
    type: DataTypes.BOOLEAN,
    allowNull: false,
    defaultValue: true,
  });

  await queryInterface.removeIndex('teams', 'teams_organisation_slug_unique');
  await queryInterface.addIndex('teams', ['slug'], { unique: true, name: 'teams_slug_unique' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('teams', 'teams_slug_unique');
  await queryInterface.addIndex('teams', ['organisation_id', 'slug'], {
    unique: true,
    name: 'teams_organisation_slug_unique',
  });
  await dropColumns(queryInterface, 'organisations', ['rum_enabled']);
  await dropColumns(queryInterface, 'users', ['email_verified_at']);
  await dropColumns(queryInterface, 'users', ['last_seen_at']);
  await dropColumns(queryInterface, 'users', ['recent_sites']);
  await queryInterface.dropTable('api_tokens');
  await queryInterface.dropTable('team_members');
};
