// The product changelog the chrome's changelog menu shows (spec section 3: title, url, created_at).
// Staff add entries; the newest entry's date against a user's last-viewed date makes the unread dot.
import { DataTypes } from 'sequelize';
import { id, type MigrationFn, TABLE_OPTIONS, timestamps } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.createTable(
    'changelog_entries',
    {
      id: id(),
      uuid: { type: DataTypes.UUID, allowNull: false },
      title: { type: DataTypes.STRING(255), allowNull: false },
      url: { type: DataTypes.STRING(2048), allowNull: false },
      // The staff member who wrote it; kept when their account goes.
      created_by: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
        onUpdate: 'CASCADE',
      },
      ...timestamps(),
    },
    TABLE_OPTIONS,
  );
  await queryInterface.addIndex('changelog_entries', ['uuid'], {
    unique: true,
    name: 'changelog_entries_uuid_unique',
  });
  await queryInterface.addIndex('changelog_entries', ['created_at'], { name: 'changelog_entries_created' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.dropTable('changelog_entries');
};
