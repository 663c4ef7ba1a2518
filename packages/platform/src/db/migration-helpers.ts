// Shared pieces of migration files. Migrations are timestamped files in ./migrations, one change each,
// each with an `up` and a `down`; they use the query interface, never the models (models change later).
import { DataTypes, type ModelAttributeColumnOptions, type QueryInterface } from 'sequelize';

export type MigrationFn = (params: { context: QueryInterface }) => Promise<void>;

/** Tables are utf8mb4 in MySQL whatever the server's default; SQLite ignores these. */
export const TABLE_OPTIONS = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' } as const;

export const id = (): ModelAttributeColumnOptions => ({
  type: DataTypes.INTEGER,
  autoIncrement: true,
  primaryKey: true,
  allowNull: false,
});

/** Millisecond precision in MySQL too, so the order of quick successive changes is kept. */
export const timestamp = (allowNull = false): ModelAttributeColumnOptions => ({
  type: DataTypes.DATE(3),
  allowNull,
});

export const timestamps = () => ({ created_at: timestamp(), updated_at: timestamp() });

export const reference = (table: string, onDelete: 'CASCADE' | 'RESTRICT' = 'CASCADE') =>
  ({
    type: DataTypes.INTEGER,
    allowNull: false,
    references: { model: table, key: 'id' },
    onDelete,
    onUpdate: 'CASCADE',
  }) satisfies ModelAttributeColumnOptions;

/**
 * A string compared without regard to letter case in both databases: MySQL's utf8mb4_unicode_ci already
 * does; SQLite needs the NOCASE collation on the column (its unique indexes then use it).
 */
export function caseInsensitiveString(queryInterface: QueryInterface, length: number) {
  return queryInterface.sequelize.getDialect() === 'sqlite'
    ? `VARCHAR(${length}) COLLATE NOCASE`
    : DataTypes.STRING(length);
}

/**
 * Drops columns in place. Sequelize's SQLite `removeColumn` copies the table, drops the original and
 * makes it again: with foreign keys on, dropping a table that rows refer to deletes those rows (ON DELETE
 * CASCADE) or fails (RESTRICT), so the `down` of a column on `organisations` or `sites` failed or lost
 * data. SQLite's own DROP COLUMN (3.35 and later) changes nothing else; it refuses an indexed column.
 */
export async function dropColumns(queryInterface: QueryInterface, table: string, columns: string[]) {
  for (const column of columns) {
    if (queryInterface.sequelize.getDialect() === 'sqlite')
      await queryInterface.sequelize.query(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``);
    else await queryInterface.removeColumn(table, column);
  }
}
