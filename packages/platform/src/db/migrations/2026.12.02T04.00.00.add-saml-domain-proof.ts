// An email domain counts for SAML only once the organisation proved it holds the domain (a DNS TXT record
// with the token issued here). Several organisations may claim one domain, so the claim's domain is no
// longer unique; the proved domain is (`proved_domain`, null while unproved): sign-in goes by it.
// Configurations saved before this start unproved, each with a fresh token: a domain claimed without
// proof is exactly what must stop routing sign-in, and its administrators see the record to add.
import { randomBytes } from 'node:crypto';
import { DataTypes } from 'sequelize';
import { caseInsensitiveString, dropColumns, type MigrationFn, timestamp } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  const table = 'saml_configurations';
  await queryInterface.addColumn(table, 'domain_token', { type: DataTypes.STRING(64), allowNull: true });
  await queryInterface.addColumn(table, 'proved_domain', {
    type: caseInsensitiveString(queryInterface, 255),
    allowNull: true,
  });
  await queryInterface.addColumn(table, 'domain_proved_at', timestamp(true));
  await queryInterface.addColumn(table, 'domain_checked_at', timestamp(true));
  const [rows] = await queryInterface.sequelize.query(`SELECT id FROM ${table}`);
  for (const row of rows as { id: number }[]) {
    await queryInterface.bulkUpdate(
      table,
      { domain_token: randomBytes(18).toString('base64url') },
      { id: row.id },
    );
  }
  await queryInterface.removeIndex(table, 'saml_configurations_email_domain_unique');
  await queryInterface.addIndex(table, ['email_domain'], { name: 'saml_configurations_email_domain' });
  // One organisation per proved domain: a newer proof clears the older one in the same transaction.
  await queryInterface.addIndex(table, ['proved_domain'], {
    unique: true,
    name: 'saml_configurations_proved_domain_unique',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  const table = 'saml_configurations';
  await queryInterface.removeIndex(table, 'saml_configurations_proved_domain_unique');
  await queryInterface.removeIndex(table, 'saml_configurations_email_domain');
  // Back to one claim per domain: the proved one, else the oldest.
  await queryInterface.sequelize.query(
    `DELETE FROM ${table} WHERE id NOT IN (SELECT keep FROM (SELECT COALESCE(
      (SELECT p.id FROM ${table} p WHERE p.proved_domain = c.email_domain), MIN(c.id)) AS keep
      FROM ${table} c GROUP BY c.email_domain) AS kept)`,
  );
  await queryInterface.addIndex(table, ['email_domain'], {
    unique: true,
    name: 'saml_configurations_email_domain_unique',
  });
  await dropColumns(queryInterface, table, [
    'domain_token',
    'proved_domain',
    'domain_proved_at',
    'domain_checked_at',
  ]);
};
