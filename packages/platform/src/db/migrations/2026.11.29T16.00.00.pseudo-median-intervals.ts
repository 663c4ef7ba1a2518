// A test's value is its runs' pseudo-median, but the interval stored beside it (the "± x" and the chart's
// band) was the Student t interval of their mean, centred elsewhere and at a level it did not say. Each
// measurement now keeps the pseudo-median's own interval (@pace/statistics' pseudoMedianInterval) and its
// level, which the exact interval reaches in steps (75 % with 3 runs, 95 % or more from 6). Measurements
// whose runs were kept get theirs recomputed from those runs; the few from before runs were kept lose an
// interval that cannot be recomputed around their value, as a single run has none.
import { pseudoMedianInterval } from '@pace/statistics';
import { DataTypes, QueryTypes } from 'sequelize';
import { dropColumns, type MigrationFn } from '../migration-helpers.ts';

const BATCH = 1000;

export const up: MigrationFn = async ({ context: queryInterface }) => {
  await queryInterface.addColumn('metric_measurements', 'ci_level', {
    type: DataTypes.DOUBLE,
    allowNull: true,
  });
  const { sequelize } = queryInterface;
  await sequelize.query(
    'UPDATE metric_measurements SET ci_lower = NULL, ci_upper = NULL WHERE run_values IS NULL AND ci_lower IS NOT NULL',
  );
  // In id order, a batch at a time: a large history is never held in memory at once.
  for (let after = 0; ; ) {
    const rows = await sequelize.query<{ id: number; run_values: string }>(
      `SELECT id, run_values FROM metric_measurements
       WHERE id > :after AND run_values IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
      { type: QueryTypes.SELECT, replacements: { after } },
    );
    if (rows.length === 0) break;
    await sequelize.transaction(async (transaction) => {
      for (const row of rows) {
        const runs = JSON.parse(row.run_values) as number[];
        const interval = runs.length > 0 ? pseudoMedianInterval(runs) : null;
        await sequelize.query(
          'UPDATE metric_measurements SET ci_lower = :lower, ci_upper = :upper, ci_level = :level WHERE id = :id',
          {
            transaction,
            replacements: {
              id: row.id,
              lower: interval?.lower ?? null,
              upper: interval?.upper ?? null,
              level: interval?.confidence ?? null,
            },
          },
        );
      }
    });
    after = Number(rows.at(-1)!.id);
  }
};

// Down drops the level only: the intervals stay the pseudo-median's, which the older code reads as any other.
export const down: MigrationFn = async ({ context: queryInterface }) => {
  await dropColumns(queryInterface, 'metric_measurements', ['ci_level']);
};
