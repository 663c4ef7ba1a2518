// The pull request check's statistical verdict as the product stores tests: every run of a single
// deployment's test is the preview's sample (an adaptive test of 3 to 9 runs gets a verdict on its own),
// the main branch's recent tests give theirs, the metrics of a page and profile are adjusted together
// (Holm), and a certain but tiny shift is no significant change. On MariaDB and on SQLite.
import { type Database, openDatabase } from '@pace/platform/db';
import { createTestDatabase, DIALECTS } from '@pace/platform/testing';
import { compareSamples, holmAdjust, mannWhitneyU } from '@pace/statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASELINE_TESTS, metricVerdictLines, reportsRegression } from '../src/github/metric-verdicts.ts';

type Runs = Record<string, number[]>;

/** The main branch's tests: 24 scheduled tests of 3 runs each (only the latest 20 count). */
const mainTest = (i: number): Runs => ({
  lcp: [0, 1, 2].map((r) => 2380 + ((i * 37 + r * 11) % 120)),
  fcp: [0, 1, 2].map((r) => 1150 + ((i * 53 + r * 17) % 100)),
  tbt: [0, 1, 2].map((r) => 40 + ((i * 7 + r * 3) % 10)),
  performance_score: [0, 1, 2].map((r) => 90 + ((i + r) % 3)),
});

describe.each(DIALECTS)('the check run’s statistical verdict on %s', (dialect) => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const testDb = await createTestDatabase(dialect, dialect === 'sqlite' ? { memory: true } : {});
    drop = testDb.drop;
    db = await openDatabase(testDb.config);
    await testDb.migrate(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  /** A site with the main branch's tests; `preview` stores one deployment's test behind a check run. */
  async function world(mainTests: Runs[], options: { keepRuns?: boolean } = {}) {
    const { Organisation, Team, Site, Page, TestProfile, Integration } = db.models;
    const slug = `verdict-${Math.random().toString(36).slice(2, 8)}`;
    const organisation = await Organisation.create({ name: slug, slug });
    const team = await Team.create({ organisationId: organisation.id, name: slug, slug });
    const site = await Site.create({
      teamId: team.id,
      name: slug,
      slug,
      canonicalUrl: 'https://shop.example/',
    });
    const page = await Page.create({ siteId: site.id, name: 'Home', url: 'https://shop.example/' });
    const profile = await TestProfile.create({
      siteId: site.id,
      name: 'Mobile',
      device: 'mobile',
      connection: '4g',
    });
    const integration = await Integration.create({
      organisationId: organisation.id,
      siteId: site.id,
      provider: 'github',
      name: 'GitHub',
    });
    const keepRuns = options.keepRuns ?? true;
    /** One completed test in a snapshot of its own: the median run's value, and every run's when kept. */
    const store = async (runs: Runs, trigger: 'schedule' | 'integration') => {
      const snapshot = await db.models.Snapshot.create({
        siteId: site.id,
        status: 'completed',
        trigger,
        triggerClient: trigger === 'schedule' ? 'scheduler' : 'github',
      });
      const count = Object.values(runs)[0]!.length;
      const test = await db.models.Test.create({
        snapshotId: snapshot.id,
        siteId: site.id,
        pageId: page.id,
        profileId: profile.id,
        status: 'completed',
        url: page.url,
        runCount: count,
      });
      await db.models.MetricMeasurement.bulkCreate(
        Object.entries(runs).map(([metric, values]) => ({
          testId: test.id,
          siteId: site.id,
          pageId: page.id,
          profileId: profile.id,
          metric,
          value: [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!,
          runValues: keepRuns ? values : null,
          measuredAt: new Date(),
        })),
      );
      return snapshot;
    };
    for (const runs of mainTests) await store(runs, 'schedule');
    return {
      site,
      /** One deployment of the pull request measured once: its check run. */
      async preview(runs: Runs) {
        const snapshot = await store(runs, 'integration');
        return db.models.IntegrationCheckRun.create({
          integrationId: integration.id,
          repository: 'shop/web',
          pullNumber: 7,
          headSha: `sha-${snapshot.id}`,
          state: 'complete',
          snapshotId: snapshot.id,
        });
      },
    };
  }

  const line = (lines: string[], name: string) => lines.find((text) => text.startsWith(`- ${name}`))!;

  it('gives one deployment’s adaptive test a verdict from all its runs', async () => {
    const mains = Array.from({ length: 24 }, (_, i) => mainTest(i));
    const { site, preview } = await world(mains);
    // One test of 5 runs: LCP about 300 ms slower, FCP, TBT and the score as on main.
    const run = await preview({
      lcp: [2720, 2745, 2702, 2760, 2731],
      fcp: [1160, 1190, 1175, 1210, 1230],
      tbt: [42, 47, 44, 41, 48],
      performance_score: [91, 90, 92, 91, 90],
    });
    const lines = await metricVerdictLines(db, run, site.id);
    expect(lines[0]).toBe('#### Compared with the main branch');
    expect(lines[2]).toMatch(/adjusted for the number of metrics compared \(Holm's method\), is below 0\.05/);
    expect(lines[2]).toContain("2 % of the main branch's median, and at least 20 ms");
    // 5 runs of the preview against the 3 runs of each of the main branch's latest 20 tests.
    expect(BASELINE_TESTS).toBe(20);
    expect(line(lines, 'LCP')).toMatch(
      /^- LCP regressed: \+(2[5-9]\d|3[0-4]\d) ms \(95 % CI \+\d+ ms to \+\d+ ms\), p < 0\.001 after adjusting for 4 metrics, 5 preview runs vs 60 on main$/,
    );
    expect(line(lines, 'FCP')).toMatch(/^- FCP: no significant change: .*, 5 preview runs vs 60 on main$/);
    expect(line(lines, 'Performance')).toMatch(/^- Performance: no significant change/);
    expect(reportsRegression(lines)).toBe(true);
  });

  it('prints each metric’s p-value adjusted with the others of its page and profile', async () => {
    const mains = Array.from({ length: 20 }, (_, i) => mainTest(i));
    const { site, preview } = await world(mains);
    const runs = {
      lcp: [2460, 2470, 2490, 2495],
      fcp: [1240, 1245, 1190, 1250],
      tbt: [40, 49, 45, 43],
      performance_score: [90, 92, 91, 90],
    };
    const lines = await metricVerdictLines(db, await preview(runs), site.id);
    const keys = ['fcp', 'lcp', 'performance_score', 'tbt'] as const;
    const raw = keys.map(
      (key) =>
        mannWhitneyU(
          runs[key],
          mains.flatMap((main) => main[key]!),
        ).pValue,
    );
    const adjusted = holmAdjust(raw);
    for (const [i, name] of ['FCP', 'LCP', 'Performance', 'TBT'].entries()) {
      const printed = adjusted[i]! < 0.001 ? 'p < 0.001' : `p = ${adjusted[i]!.toFixed(3)}`;
      expect(line(lines, name)).toContain(`${printed} after adjusting for 4 metrics`);
    }
    // Holm's adjustment raised every p-value that was not already 1.
    expect(adjusted.every((p, i) => p >= raw[i]!)).toBe(true);
  });

  it('calls a shift it is sure of but that is under the smallest change that counts no change', async () => {
    const mains = Array.from({ length: 20 }, (_, i) => mainTest(i));
    const { site, preview } = await world(mains);
    // TBT 40–49 ms on main; every preview run 60–62 ms: certain, about +15 ms, under the 20 ms floor.
    const lines = await metricVerdictLines(
      db,
      await preview({ tbt: [60, 61, 62], lcp: [2400, 2450, 2420] }),
      site.id,
    );
    const mainTbt = mains.flatMap((main) => main.tbt!);
    expect(compareSamples([60, 61, 62], mainTbt).verdict).toBe('higher');
    expect(line(lines, 'TBT')).toMatch(
      /^- TBT: no significant change \(the shift may be under the 20 ms that counts as a change\): \+1\d ms \(95 % CI \+\d+ ms to \+\d+ ms\), p = 0\.0[0-4]\d after adjusting for 2 metrics, 3 preview runs vs 60 on main$/,
    );
    expect(reportsRegression(lines)).toBe(false);
  });

  it('counts a test from before runs were kept as one run', async () => {
    const mains = Array.from({ length: 20 }, (_, i) => mainTest(i));
    const { site, preview } = await world(mains, { keepRuns: false });
    const lines = await metricVerdictLines(db, await preview({ lcp: [2720, 2745, 2702] }), site.id);
    expect(line(lines, 'LCP')).toBe(
      '- LCP: no significant change (too few runs: 1 preview run vs 20 on main; a verdict needs at least 3 preview runs and 5 on main)',
    );
  });
});
