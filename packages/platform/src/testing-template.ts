// Most integration tests start from a migrated database, and migrating one runs every migration: about
// 7.6 s on MariaDB and 2.7 s on SQLite here, once per test file and mode, minutes of every test run. A
// template is migrated once per set of migrations (named by a hash of their files, shared by every test
// process of the run and the next runs) and a test database copies it instead: its tables' definitions and
// its rows, the applied migrations' names among them, so that db.migrate() then finds nothing to do.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';
import { QueryTypes } from 'sequelize';
import { type Database, openDatabase } from './db/index.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./db/migrations/', import.meta.url));
/** A table only the template has: it was migrated to the end. */
const READY_TABLE = 'template_ready';

let migrationsHash: string | undefined;
/** The migrations' names and contents: a changed or added migration makes a new template. */
function templateHash(): string {
  if (migrationsHash) return migrationsHash;
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    if (!/\.(ts|js)$/.test(name) || name.endsWith('.test.ts') || name.endsWith('.d.ts')) continue;
    hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  // What every migration builds with: a change there changes what they make.
  hash.update(readFileSync(join(MIGRATIONS_DIR, '..', 'migration-helpers.ts')));
  migrationsHash = hash.digest('hex').slice(0, 16);
  return migrationsHash;
}

// ------------------------------------------------------------------------------------------ MariaDB

type Rows = mysql.RowDataPacket[];
const copyScripts = new Map<string, Promise<string>>();

/** The template on `server`: made under a named lock, so that of the processes starting at once one migrates it. */
async function mysqlTemplate(server: string): Promise<string> {
  const name = `pace_template_${templateHash()}`;
  const admin = await mysql.createConnection(server);
  try {
    await admin.query('SELECT GET_LOCK(?, 600)', [name]);
    const [ready] = await admin.query<Rows>(
      'SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
      [name, READY_TABLE],
    );
    if (ready.length === 0) {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      const url = `${server.replace(/\/$/, '')}/${name}`;
      const db = await openDatabase({ dialect: 'mysql', url, database: name });
      try {
        await db.migrate();
      } finally {
        await db.close();
      }
      await admin.query(`CREATE TABLE ${name}.${READY_TABLE} (id INT)`);
    }
  } finally {
    await admin.query('SELECT RELEASE_LOCK(?)', [name]);
    await admin.end();
  }
  return name;
}

/** Every table of the template as SHOW CREATE TABLE writes it, then its rows: one script. */
async function mysqlCopyScript(server: string): Promise<string> {
  const template = await mysqlTemplate(server);
  const admin = await mysql.createConnection(server);
  try {
    const [tables] = await admin.query<Rows>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ? AND table_type = 'BASE TABLE' AND table_name <> ? ORDER BY table_name",
      [template, READY_TABLE],
    );
    const creates: string[] = [];
    const inserts: string[] = [];
    for (const { name } of tables) {
      const [[create]] = await admin.query<Rows>(`SHOW CREATE TABLE \`${template}\`.\`${name}\``);
      creates.push(create!['Create Table'] as string);
      const [[rows]] = await admin.query<Rows>(`SELECT COUNT(*) AS n FROM \`${template}\`.\`${name}\``);
      if (Number(rows!.n) === 0) continue;
      // Generated columns are not written: they are computed again.
      const [written] = await admin.query<Rows>(
        "SELECT column_name AS name FROM information_schema.columns WHERE table_schema = ? AND table_name = ? AND extra NOT LIKE '%GENERATED%' ORDER BY ordinal_position",
        [template, name],
      );
      const columns = written.map((column) => `\`${column.name}\``).join(', ');
      inserts.push(`INSERT INTO \`${name}\` (${columns}) SELECT ${columns} FROM \`${template}\`.\`${name}\``);
    }
    return ['SET FOREIGN_KEY_CHECKS = 0', ...creates, ...inserts, 'SET FOREIGN_KEY_CHECKS = 1', ''].join(
      ';\n',
    );
  } finally {
    await admin.end();
  }
}

/** A database with tables already (a restart's second run) migrates as it would anywhere. */
async function isEmpty(db: Database): Promise<boolean> {
  return (await db.sequelize.getQueryInterface().showAllTables()).length === 0;
}

/** Copies the migrated template into `db`, just opened on the database at `url` on `server`. */
export async function copyMysqlTemplate(server: string, url: string, db: Database): Promise<void> {
  if (!(await isEmpty(db))) {
    await db.migrate();
    return;
  }
  let script = copyScripts.get(server);
  if (!script) {
    script = mysqlCopyScript(server);
    copyScripts.set(server, script);
  }
  const connection = await mysql.createConnection({ uri: url, multipleStatements: true });
  try {
    await connection.query(await script);
  } finally {
    await connection.end();
  }
}

// ------------------------------------------------------------------------------------------- SQLite

/** The template file: migrated under another name, then renamed into place (another process's is as good). */
async function sqliteTemplate(): Promise<string> {
  const file = join(tmpdir(), `pace-template-${templateHash()}.sqlite`);
  if (existsSync(file)) return file;
  const building = `${file}.${process.pid}.${Date.now()}`;
  const db = await openDatabase({ dialect: 'sqlite', storage: building });
  try {
    await db.migrate();
    // Everything into the one file, which is then all there is to copy.
    await db.sequelize.query('PRAGMA journal_mode = DELETE');
  } finally {
    await db.close();
  }
  renameSync(building, file);
  rmSync(`${building}-wal`, { force: true });
  rmSync(`${building}-shm`, { force: true });
  return file;
}

let sqliteTemplateFile: Promise<string> | undefined;

/** Copies the migrated template into `db`, an empty SQLite database (a file or in memory) just opened. */
export async function copySqliteTemplate(db: Database): Promise<void> {
  if (!(await isEmpty(db))) {
    await db.migrate();
    return;
  }
  sqliteTemplateFile ??= sqliteTemplate();
  const file = await sqliteTemplateFile;
  const query = (sql: string) => db.sequelize.query(sql);
  const select = <T extends object>(sql: string) => db.sequelize.query<T>(sql, { type: QueryTypes.SELECT });
  await query('PRAGMA foreign_keys = OFF');
  await query(`ATTACH DATABASE '${file.replaceAll("'", "''")}' AS template`);
  try {
    const schema = await select<{ type: string; name: string; sql: string }>(
      "SELECT type, name, sql FROM template.sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type = 'table' DESC, rowid",
    );
    for (const { sql } of schema) await query(sql);
    const tables = schema.filter((entry) => entry.type === 'table').map((entry) => entry.name);
    const counters = await select("SELECT 1 FROM template.sqlite_master WHERE name = 'sqlite_sequence'");
    for (const name of [...tables, ...(counters.length ? ['sqlite_sequence'] : [])]) {
      // Generated columns (hidden 2 and 3) are not written: they are computed again.
      const columns = (
        await select<{ name: string; hidden: number }>(`PRAGMA template.table_xinfo("${name}")`)
      )
        .filter((column) => column.hidden === 0)
        .map((column) => `"${column.name}"`)
        .join(', ');
      await query(`INSERT INTO main."${name}" (${columns}) SELECT ${columns} FROM template."${name}"`);
    }
  } finally {
    await query('DETACH DATABASE template');
    await query('PRAGMA foreign_keys = ON');
  }
}
