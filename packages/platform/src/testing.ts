// Helpers for the integration tests of every workspace: throw-away databases on the real MariaDB and
// SQLite, and Redis key prefixes of their own. Names start with pace_test_ / pace:test: so they never
// touch the lead's end-to-end database (pace_e2e) or a developer's data.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll } from 'vitest';
import { type Config, type DatabaseConfig, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/index.ts';
import { copyMysqlTemplate, copySqliteTemplate } from './testing-template.ts';

export { killOnExit } from './testing-children.ts';
export { type PrivateMariadb, startPrivateMariadb } from './testing-mariadb.ts';
export { freePort } from './testing-ports.ts';
export { type PrivatePrometheus, promtool, startPrometheus } from './testing-prometheus.ts';
export { type PrivateRedis, type PrivateRedisOptions, startPrivateRedis } from './testing-redis.ts';

/** Server (no database) the MySQL tests create their databases on. */
export const TEST_MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const DIALECTS = ['mysql', 'sqlite'] as const;
export type TestDialect = (typeof DIALECTS)[number];

export const randomSuffix = () => randomBytes(5).toString('hex');

export interface TestDatabase {
  config: DatabaseConfig;
  /** As DATABASE_URL would say it, for child processes. */
  url: string;
  /**
   * What `db.migrate()` does to this database (`db`, opened on it): an empty one copies a template
   * migrated once (testing-template.ts), seconds faster. Tests of the migrations themselves migrate.
   */
  migrate(db: Database): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A new empty database: `pace_test_<random>` on MariaDB (`server`: another than TEST_MYSQL_URL, a
 * private one), or a SQLite file in a temporary folder (`memory: true` for an in-memory one, which only
 * this process can see).
 */
export async function createTestDatabase(
  dialect: TestDialect,
  options: { memory?: boolean; server?: string } = {},
): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    if (options.memory) {
      return {
        config: { dialect: 'sqlite', storage: ':memory:' },
        url: 'sqlite::memory:',
        migrate: copySqliteTemplate,
        drop: async () => {},
      };
    }
    const dir = mkdtempSync(join(tmpdir(), 'pace-test-'));
    const storage = join(dir, 'pace.sqlite');
    return {
      config: { dialect: 'sqlite', storage },
      url: `sqlite:${storage}`,
      migrate: copySqliteTemplate,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = options.server ?? TEST_MYSQL_URL;
  const name = `pace_test_${randomSuffix()}`;
  const admin = await mysql.createConnection(server);
  await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = `${server.replace(/\/$/, '')}/${name}`;
  return {
    config: { dialect: 'mysql', url, database: name },
    url,
    migrate: (db) => copyMysqlTemplate(server, url, db),
    drop: async () => {
      const connection = await mysql.createConnection(server);
      await connection.query(`DROP DATABASE IF EXISTS ${name}`);
      await connection.end();
    },
  };
}

/** A key prefix no other test run uses: `pace:test:<random>:`. */
export const testKeyPrefix = () => `pace:test:${randomSuffix()}:`;

/** Deletes every Redis key under `prefix`. */
export async function deleteKeys(prefix: string, url = TEST_REDIS_URL) {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** A configuration as the process would load it from these variables (plus quiet logs). */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  // DNS lookups (domain proofs) go to a loopback port nothing answers on unless a test runs a name server.
  return loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DNS_RESOLVER: '127.0.0.1:9', ...env });
}

/**
 * A migrated throw-away database for the tests of one describe block: made before them and dropped after.
 * Read `db` (and `testDb`, for a second connection) inside the tests: they are set by the block's beforeAll.
 */
export function useMigratedDatabase(dialect: TestDialect): {
  readonly db: Database;
  readonly testDb: TestDatabase;
} {
  const handle = {} as { db: Database; testDb: TestDatabase };
  beforeAll(async () => {
    handle.testDb = await createTestDatabase(dialect);
    handle.db = await openDatabase(handle.testDb.config);
    await handle.testDb.migrate(handle.db);
  });
  afterAll(async () => {
    await handle.db?.close();
    await handle.testDb?.drop();
  });
  return handle;
}

/**
 * A site to audit, made directly in the database: its organisation and team (all named `slug`), one page
 * and one profile, and a snapshot for tests to belong to.
 */
export async function auditTarget(db: Database, slug: string, trigger: 'manual' | 'schedule' = 'manual') {
  const { Organisation, Team, Site, Page, TestProfile, Snapshot } = db.models;
  const organisation = await Organisation.create({ name: slug, slug });
  const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
  const site = await Site.create({ teamId: team.id, name: slug, slug, canonicalUrl: 'https://example.com/' });
  const page = await Page.create({ siteId: site.id, name: 'Home', url: 'https://example.com/' });
  const profile = await TestProfile.create({
    siteId: site.id,
    name: 'Mobile',
    device: 'mobile',
    connection: '4g',
  });
  const snapshot = await Snapshot.create({ siteId: site.id, trigger, triggerClient: 'test' });
  return { site, page, profile, snapshot };
}
