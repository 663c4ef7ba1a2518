import { DataTypes } from 'sequelize';
import { openSealedSecrets, resealSecrets, SEALED_COLUMNS, secretBoxOf } from '../../secrets/index.ts';
import type { MigrationFn } from '../migration-helpers.ts';

// Secrets at rest: sites' form-login passwords and integrations' secrets and URLs were stored as given;
// every existing row is sealed now (AES-256-GCM, the key of PACE_SECRETS_KEY or the data folder's), and
// the models seal from here on. Sealed values are longer than the plain limits, so MySQL's columns become
// TEXT; SQLite does not enforce VARCHAR lengths, and its ALTER would rebuild the tables.
const PLAIN_TYPES: Record<string, Record<string, number>> = {
  sites: { form_auth_password: 255 },
  integrations: { secret: 512, url: 2048 },
};

export const up: MigrationFn = async ({ context: queryInterface }) => {
  const sequelize = queryInterface.sequelize;
  if (sequelize.getDialect() === 'mysql') {
    for (const { table, column } of SEALED_COLUMNS) {
      await queryInterface.changeColumn(table, column, { type: DataTypes.TEXT, allowNull: true });
    }
  }
  await resealSecrets(sequelize, secretBoxOf(sequelize));
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  const sequelize = queryInterface.sequelize;
  await openSealedSecrets(sequelize, secretBoxOf(sequelize));
  if (sequelize.getDialect() === 'mysql') {
    for (const { table, column } of SEALED_COLUMNS) {
      const length = PLAIN_TYPES[table]![column]!;
      await queryInterface.changeColumn(table, column, { type: DataTypes.STRING(length), allowNull: true });
    }
  }
};
