import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import type { DatabaseConfig } from '../config.ts';
import { type Logger, silentLogger } from '../log.ts';
import { keepPrivate, PRIVATE_FOLDER } from '../private-files.ts';
import { watchDatabase } from './outages.ts';
import { takeTurnsToWrite, waitForLocks } from './sqlite-writes.ts';

export type Dialect = DatabaseConfig['dialect'];

/** A Sequelize connection for the configured database: MySQL/MariaDB (mysql2) or SQLite (sqlite3). */
export async function connect(config: DatabaseConfig, log?: Logger): Promise<Sequelize> {
  const logging = log ? (sql: string) => log.trace({ sql }, 'sql') : false;
  const common = {
    logging,
    define: { underscored: true },
    pool: { max: 10, min: 0, idle: 10_000 },
  } as const;
  if (config.dialect === 'mysql') {
    const sequelize = new Sequelize(config.url, {
      ...common,
      dialect: 'mysql',
      timezone: '+00:00',
      dialectOptions: { charset: 'utf8mb4', dateStrings: false },
    });
    await sequelize.authenticate();
    watchDatabase(sequelize, log ?? silentLogger());
    return sequelize;
  }
  if (config.storage !== ':memory:')
    mkdirSync(dirname(config.storage), { recursive: true, mode: PRIVATE_FOLDER });
  const sequelize = new Sequelize({
    ...common,
    dialect: 'sqlite',
    storage: config.storage,
    // Several processes share the file in the embedded mode (migrations, the remotes CLI, the server):
    // Sequelize retries a write that meets a lock instead of failing it.
    retry: { max: 10, match: [/SQLITE_BUSY/] },
    // A transaction takes the write lock when it begins (waiting for it), not at its first write, where
    // SQLite could only answer SQLITE_BUSY.
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  waitForLocks(sequelize);
  takeTurnsToWrite(sequelize);
  await sequelize.authenticate();
  if (config.storage !== ':memory:') {
    // Readers no longer block the writer; the setting is stored in the file.
    await sequelize.query('PRAGMA journal_mode = WAL');
    // SQLite creates its files with the process's umask: the database and its WAL, shared memory and
    // journal hold every organisation's data, so they are made the platform's user's only.
    for (const suffix of ['', '-wal', '-shm', '-journal']) keepPrivate(`${config.storage}${suffix}`);
  }
  return sequelize;
}
