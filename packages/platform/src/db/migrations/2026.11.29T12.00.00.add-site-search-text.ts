// Search across every site the viewer reaches looks for a substring of the name or slug, which no index
// can seek, so it scans the index sites_name_search in name order. Folding case on each entry at every
// search (lower() under a unicode collation) cost more than reading it: 6 ms of a rare text's search at
// 10,000 sites. `search_text` is the name and slug already folded, kept by the database itself (a
// generated column: no writer can forget it), binary in MySQL so the substring test compares bytes; with
// it in the index the same scan takes 2 ms. SQLite's lower() folds ASCII only, as the search did before.
// Sequelize's SQLite changeColumn rebuilds a table from its description and would lose the generation
// expression: change `sites` in SQLite with plain ALTER TABLE (see dropColumns).
import type { MigrationFn } from '../migration-helpers.ts';

const EXPRESSION = {
  mysql: "CAST(LOWER(CONCAT(`name`, '\\n', `slug`)) AS BINARY)",
  sqlite: 'lower(`name` || char(10) || `slug`)',
};

export const up: MigrationFn = async ({ context: queryInterface }) => {
  const sqlite = queryInterface.sequelize.getDialect() === 'sqlite';
  await queryInterface.sequelize.query(
    sqlite
      ? `ALTER TABLE sites ADD COLUMN search_text TEXT GENERATED ALWAYS AS (${EXPRESSION.sqlite}) VIRTUAL`
      : `ALTER TABLE sites ADD COLUMN search_text VARBINARY(1024) AS (${EXPRESSION.mysql}) VIRTUAL`,
  );
  await queryInterface.removeIndex('sites', 'sites_name_search');
  await queryInterface.addIndex('sites', ['name', 'id', 'team_id', 'search_text'], {
    name: 'sites_name_search',
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('sites', 'sites_name_search');
  await queryInterface.sequelize.query('ALTER TABLE sites DROP COLUMN search_text');
  await queryInterface.addIndex('sites', ['name', 'id', 'team_id', 'slug'], { name: 'sites_name_search' });
};
