// The migration that gives stored measurements their pseudo-median's interval: measurements whose runs
// were kept get it recomputed from them, with its level; the ones from before runs were kept lose the
// mean's interval, which cannot be recomputed around their value. Both databases, the real migrations.
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMigrator, type Database, openDatabase } from '../src/db/index.ts';
import { auditTarget, createTestDatabase, DIALECTS, type TestDatabase } from '../src/testing.ts';

const MIGRATION = '2026.11.29T16.00.00.pseudo-median-intervals';

describe.each(DIALECTS)('pseudo-median intervals on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    testDb = await createTestDatabase(dialect);
    db = await openDatabase(testDb.config);
    await createMigrator(db.sequelize).up();
  });
  afterAll(async () => {
    await db?.close();
    await testDb?.drop();
  });

  test('recomputes each kept series, level included, and drops the intervals it cannot', async () => {
    const { site, page, profile, snapshot } = await auditTarget(db, 'runs');
    const stored = await db.models.Test.create({
      snapshotId: snapshot.id,
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      status: 'completed',
    });
    // Back to the schema before the migration, and rows as the old code wrote them: the mean's t interval.
    const migrator = createMigrator(db.sequelize);
    await migrator.down({ to: MIGRATION });
    const insert = (
      metric: string,
      value: number,
      lower: number | null,
      upper: number | null,
      runs: string | null,
    ) =>
      db.sequelize.query(
        `INSERT INTO metric_measurements
         (test_id, site_id, page_id, profile_id, metric, value, iqr, ci_lower, ci_upper, run_values, measured_at)
         VALUES (:test, :site, :page, :profile, :metric, :value, NULL, :lower, :upper, :runs, :at)`,
        {
          replacements: {
            test: stored.id,
            site: site.id,
            page: page.id,
            profile: profile.id,
            metric,
            value,
            lower,
            upper,
            runs,
            at: new Date(),
          },
        },
      );
    await insert('lcp', 1225, 100, 2800, '[900,1000,2000]'); // mean 1300 ± 1.5 s: centred away from 1225
    await insert('fcp', 700, 600, 800, null); // from before runs were kept
    await insert('cls', 0.1, null, null, '[0.1]'); // one run
    await insert('tbt', 200, 150, 250, '[200,150,250,180,220,210,190,205,195]');
    await migrator.up();

    const rows = await db.sequelize.query<Record<string, unknown>>(
      'SELECT metric, ci_lower, ci_upper, ci_level FROM metric_measurements ORDER BY metric',
      { type: QueryTypes.SELECT },
    );
    const number = (v: unknown) => (v === null ? null : Number(v));
    expect(
      rows.map((row) => [row.metric, number(row.ci_lower), number(row.ci_upper), number(row.ci_level)]),
    ).toEqual([
      ['cls', null, null, null],
      ['fcp', null, null, null],
      // Three runs: their minimum to maximum, a 75 % interval.
      ['lcp', 900, 2000, 0.75],
      // Nine runs: the 6th and 40th of the 45 pairwise averages, at 1 − 2 · 10 / 512.
      ['tbt', 177.5, 222.5, 1 - 20 / 512],
    ]);
    // And the model reads the level back.
    const lcp = await db.models.MetricMeasurement.findOne({ where: { metric: 'lcp' } });
    expect(lcp?.ciLevel).toBe(0.75);
  });
});
