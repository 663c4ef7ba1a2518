// The beacon stream of the embedded mode (no REDIS_URL): an append log in the database, so that a beacon
// answered 204 survives a crash or restart of the one process. An entry holds the beacons that arrived
// together; a writer claims entries (consumer, claimed_at) and deletes them once their rows are stored.
// Entries a dead writer claimed are taken over once idle, as with the Redis stream's consumer group.
import { DataTypes, type QueryInterface } from 'sequelize';
import { type MigrationFn, TABLE_OPTIONS } from '../migration-helpers.ts';

/** SQLite auto-increments only INTEGER PRIMARY KEY (64-bit there); MySQL gets BIGINT. */
const bigId = (queryInterface: QueryInterface) => ({
  type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.INTEGER : DataTypes.BIGINT,
  autoIncrement: true,
  primaryKey: true,
  allowNull: false,
});

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'rum_stream_entries',
    {
      id: bigId(queryInterface),
      // A JSON array of stored beacons (up to 50 of about 1 KB: more than MySQL's TEXT holds).
      beacons: {
        type: queryInterface.sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('medium'),
        allowNull: false,
      },
      // The writer holding the entry, since when (epoch ms); NULL: not read yet.
      consumer: { type: DataTypes.STRING(200), allowNull: true },
      claimed_at: { type: DataTypes.BIGINT, allowNull: true },
    },
    TABLE_OPTIONS,
  );
  // New entries are read in order: WHERE consumer IS NULL ORDER BY id.
  await queryInterface.addIndex('rum_stream_entries', ['consumer', 'id'], {
    name: 'rum_stream_entries_consumer',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('rum_stream_entries');
};
