// CrUX measurements also hold LCP's image parts (`lcp_resource_load_duration` and the like, as a p75 with
// no bins), whose keys are longer than the 16 characters the metric column was made with. MySQL enforces
// the length, so the column widens there; SQLite never enforces a VARCHAR's length, so it stays as it is
// rather than having its table rebuilt.
import { DataTypes } from 'sequelize';
import type { MigrationFn } from '../migration-helpers.ts';

/** The part rows that would not fit the old width: gone when the migration is undone. */
const LCP_PARTS = [
  'lcp_ttfb',
  'lcp_resource_load_delay',
  'lcp_resource_load_duration',
  'lcp_element_render_delay',
];

export const up: MigrationFn = async ({ context: queryInterface }) => {
  if (queryInterface.sequelize.getDialect() !== 'mysql') return;
  await queryInterface.changeColumn('crux_measurements', 'metric', {
    type: DataTypes.STRING(32),
    allowNull: false,
  });
};

export const down: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.bulkDelete('crux_measurements', { metric: LCP_PARTS });
  if (queryInterface.sequelize.getDialect() !== 'mysql') return;
  await queryInterface.changeColumn('crux_measurements', 'metric', {
    type: DataTypes.STRING(16),
    allowNull: false,
  });
};
