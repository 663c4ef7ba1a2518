// The site lists at a large customer's size (issue 23: 10,000 sites, `npm run bench -- scale`). A team's
// list reads its sites by name: (team_id, name, id) gives them in order, so a page is 26 index steps
// instead of sorting every site of the team. Search and the name filter look for a substring of the name
// or slug, which no index can seek; (name, id, team_id, slug) holds all they read, so the search walks it
// in order and stops at its tenth match, or scans an index of small entries rather than the table. The
// CrUX filter asks for the sites with collected field data: (status, site_id) answers that from the index.
import type { MigrationFn } from '../migration-helpers.ts';

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addIndex('sites', ['team_id', 'name', 'id'], { name: 'sites_team_name' });
  await queryInterface.addIndex('sites', ['name', 'id', 'team_id', 'slug'], { name: 'sites_name_search' });
  await queryInterface.addIndex('crux_targets', ['status', 'site_id'], { name: 'crux_targets_status_site' });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.removeIndex('crux_targets', 'crux_targets_status_site');
  await queryInterface.removeIndex('sites', 'sites_name_search');
  await queryInterface.removeIndex('sites', 'sites_team_name');
};
