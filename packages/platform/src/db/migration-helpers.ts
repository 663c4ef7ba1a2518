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
