// Secrets at rest: sites' form-login passwords and integrations' secrets and URLs are sealed with
// AES-256-GCM under a key from the environment; the raw rows hold no plaintext, old keys still open what
// they sealed, rotation reseals every row under the current key, and a tampered value is refused.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMigrator, type Database, openDatabase } from '../src/db/index.ts';
import {
  newSecretKey,
  resealSecrets,
  SecretBox,
  SecretRefusedError,
  secretBoxFor,
} from '../src/secrets/index.ts';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../src/testing.ts';

const PASSWORD = 'correct horse battery staple';
const SIGNING_SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/XXXXXXXXXXXXXXXXXXXXXXXX';
const ENCRYPT_MIGRATION = '2026.11.25T14.00.01.seal-secrets';

describe('SecretBox', () => {
  const oldKey = newSecretKey();
  const newKey = newSecretKey();

  test('seals with a version and key id, opens the same text', () => {
    const box = SecretBox.fromKeys(oldKey);
    const sealed = box.seal(PASSWORD);
    expect(sealed).toMatch(/^enc:v1:[0-9a-f]{8}:[\w-]+$/);
    expect(sealed).not.toContain(PASSWORD);
    expect(box.seal(PASSWORD)).not.toBe(sealed); // a new nonce every time
    expect(box.open(sealed)).toBe(PASSWORD);
  });

  test('reads values sealed under a previous key; seals under the current one', () => {
    const sealedOld = SecretBox.fromKeys(oldKey).seal(PASSWORD);
    const rotated = SecretBox.fromKeys(newKey, [oldKey]);
    expect(rotated.open(sealedOld)).toBe(PASSWORD);
    expect(rotated.isCurrent(sealedOld)).toBe(false);
    expect(rotated.isCurrent(rotated.seal(PASSWORD))).toBe(true);
    expect(() => SecretBox.fromKeys(newKey).open(sealedOld)).toThrow(SecretRefusedError);
  });

  test('refuses tampered ciphertext, a changed key id and a truncated value', () => {
    const box = SecretBox.fromKeys(oldKey, [newKey]);
    const sealed = box.seal(PASSWORD);
    const body = sealed.slice(sealed.lastIndexOf(':') + 1);
    const flipped = Buffer.from(body, 'base64url');
    flipped[flipped.length - 1]! ^= 1;
    const tampered = `${sealed.slice(0, sealed.lastIndexOf(':') + 1)}${flipped.toString('base64url')}`;
    expect(() => box.open(tampered)).toThrow(SecretRefusedError);
    const otherId = sealed.replace(/^enc:v1:[0-9a-f]{8}/, `enc:v1:${SecretBox.fromKeys(newKey).keyId}`);
    expect(() => box.open(otherId)).toThrow(SecretRefusedError);
    expect(() => box.open(sealed.slice(0, 30))).toThrow(SecretRefusedError);
  });

  test('keys must be 32 bytes of base64, and the message never shows the value', () => {
    expect(() => SecretBox.fromKeys('c2hvcnQ=')).toThrow(/32 bytes/);
    expect(() => SecretBox.fromKeys('c2hvcnQ=')).not.toThrow(/c2hvcnQ/);
  });

  test('PACE_SECRETS_KEY is checked at start, and the message never shows it', () => {
    expect(() => loadConfig({ PACE_SECRETS_KEY: 'not-a-key-value' })).toThrow(
      /PACE_SECRETS_KEY: expected 32 bytes/,
    );
    expect(() => loadConfig({ PACE_SECRETS_KEY: 'not-a-key-value' })).not.toThrow(/not-a-key-value/);
    expect(() => loadConfig({ PACE_SECRETS_PREVIOUS_KEYS: oldKey })).toThrow(/needs PACE_SECRETS_KEY/);
    expect(
      loadConfig({ PACE_SECRETS_KEY: newKey, PACE_SECRETS_PREVIOUS_KEYS: ` ${oldKey} ,` }).secrets,
    ).toEqual({
      key: newKey,
      previousKeys: [oldKey],
    });
  });

  test('with no key in the environment, one is made under the data folder and kept', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pace-secrets-'));
    try {
      const first = secretBoxFor({ dataDir, secrets: { key: null, previousKeys: [] } });
      const file = join(dataDir, 'secrets.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const again = secretBoxFor({ dataDir, secrets: { key: null, previousKeys: [] } });
      expect(again.keyId).toBe(first.keyId);
      expect(again.open(first.seal(PASSWORD))).toBe(PASSWORD);
      expect(readFileSync(file, 'utf8').trim()).toHaveLength(44);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(DIALECTS)('secrets at rest on %s', (dialect) => {
  const firstKey = newSecretKey();
  const secondKey = newSecretKey();
  let testDb: TestDatabase;
  let db: Database;
  let siteId: number;
  let integrationId: number;

  const rawSite = async (database: Database = db) =>
    (
      (await database.sequelize.query('SELECT form_auth_password FROM sites WHERE id = ?', {
        replacements: [siteId],
        plain: true,
      })) as { form_auth_password: string | null }
    ).form_auth_password;
  const rawIntegration = async (database: Database = db) =>
    (await database.sequelize.query('SELECT secret, url FROM integrations WHERE id = ?', {
      replacements: [integrationId],
      plain: true,
    })) as { secret: string | null; url: string | null };

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config, undefined, SecretBox.fromKeys(firstKey));
    await db.migrate();
    const { Organisation, Team, Site, Integration } = db.models;
    const organisation = await Organisation.create({ name: 'Acme', slug: 'acme' });
    const team = await Team.create({ organisationId: organisation.id, name: 'Web', slug: 'web' });
    const site = await Site.create({
      teamId: team.id,
      name: 'Acme',
      slug: 'acme-com',
      canonicalUrl: 'https://www.acme.com/',
      formAuthUrl: 'https://www.acme.com/login',
      formAuthUsername: 'monitor@acme.com',
      formAuthPassword: PASSWORD,
    });
    siteId = site.id;
    const integration = await Integration.create({
      organisationId: organisation.id,
      siteId: site.id,
      provider: 'slack',
      name: 'Alerts',
      url: SLACK_URL,
      secret: SIGNING_SECRET,
    });
    integrationId = integration.id;
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  test('the raw rows hold no plaintext; the models read it back', async () => {
    const password = await rawSite();
    const { secret, url } = await rawIntegration();
    for (const [value, plain] of [
      [password, PASSWORD],
      [secret, SIGNING_SECRET],
      [url, SLACK_URL],
    ] as const) {
      expect(value).toMatch(/^enc:v1:/);
      expect(value).not.toContain(plain);
    }
    expect((await db.models.Site.findByPk(siteId))!.formAuthPassword).toBe(PASSWORD);
    const integration = await db.models.Integration.findByPk(integrationId);
    expect(integration!.secret).toBe(SIGNING_SECRET);
    expect(integration!.url).toBe(SLACK_URL);
    expect(integration!.toJSON().secret).toBe(SIGNING_SECRET);
  });

  test('updates through an instance and through the model are sealed too', async () => {
    const site = await db.models.Site.findByPk(siteId);
    await site!.update({ formAuthPassword: `${PASSWORD} 2` });
    expect(await rawSite()).not.toContain(PASSWORD);
    await db.models.Site.update({ formAuthPassword: PASSWORD }, { where: { id: siteId } });
    expect(await rawSite()).toMatch(/^enc:v1:/);
    expect((await db.models.Site.findByPk(siteId))!.formAuthPassword).toBe(PASSWORD);
  });

  test('rotation reseals every row under the new key; the old key is then not needed', async () => {
    const before = await rawSite();
    const rotating = await openDatabase(testDb.config, undefined, SecretBox.fromKeys(secondKey, [firstKey]));
    try {
      expect(await resealSecrets(rotating.sequelize, SecretBox.fromKeys(secondKey, [firstKey]))).toBe(3);
      expect(await resealSecrets(rotating.sequelize, SecretBox.fromKeys(secondKey, [firstKey]))).toBe(0);
    } finally {
      await rotating.close();
    }
    const after = await rawSite();
    expect(after).not.toBe(before);
    expect(after).toContain(`:${SecretBox.fromKeys(secondKey).keyId}:`);
    const rotated = await openDatabase(testDb.config, undefined, SecretBox.fromKeys(secondKey));
    try {
      expect((await rotated.models.Site.findByPk(siteId))!.formAuthPassword).toBe(PASSWORD);
      expect((await rotated.models.Integration.findByPk(integrationId))!.url).toBe(SLACK_URL);
    } finally {
      await rotated.close();
    }
  });

  test('the migration seals rows written in plain before it, and its down opens them', async () => {
    const box = SecretBox.fromKeys(secondKey);
    const database = await openDatabase(testDb.config, undefined, box);
    try {
      const migrator = createMigrator(database.sequelize);
      await migrator.down({ to: ENCRYPT_MIGRATION });
      expect(await rawSite(database)).toBe(PASSWORD);
      expect((await rawIntegration(database)).secret).toBe(SIGNING_SECRET);
      // A row written in plain by the code of before (and a long one the widened columns must hold).
      const long = 'p'.repeat(255);
      await database.sequelize.query('UPDATE sites SET form_auth_password = ? WHERE id = ?', {
        replacements: [long, siteId],
      });
      await migrator.up();
      expect(await rawSite(database)).toMatch(/^enc:v1:/);
      expect((await rawIntegration(database)).url).not.toContain('hooks.slack.com');
      expect((await database.models.Site.findByPk(siteId))!.formAuthPassword).toBe(long);
    } finally {
      await database.close();
    }
  });
});
