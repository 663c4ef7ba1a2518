// The run settings a test starts with, on the real databases: the site's numbers, and how much the page's
// runs varied in its latest completed tests of the same profile (only those: another page, another
// profile, a failed test or one of a single run says nothing about it), so that three runs agreeing by
// chance do not end the test of a page known to vary.
import type { Test } from '@pace/platform/db';
import { useMigratedDatabase } from '@pace/platform/testing';
import { nextRun } from '@pace/statistics';
import { beforeAll, describe, expect, it } from 'vitest';
import { EARLIER_TESTS, runSettingsOf } from '../../src/workers/synthetic/run-series.ts';

describe.each(['sqlite', 'mysql'] as const)('run settings on %s', (dialect) => {
  const database = useMigratedDatabase(dialect);
  let ids: { siteId: number; pageId: number; profileId: number; otherPageId: number; otherProfileId: number };
  let snapshotId: number;

  beforeAll(async () => {
    const { Organisation, Team, Site, Page, TestProfile, Snapshot } = database.db.models;
    const organisation = await Organisation.create({ name: 'Acme', slug: 'acme' });
    const team = await Team.create({ organisationId: organisation.id, name: 'Web', slug: 'web' });
    const site = await Site.create({
      teamId: team.id,
      name: 'Shop',
      slug: 'shop',
      canonicalUrl: 'https://shop.example/',
      runKeyMetric: 'lcp',
    });
    const page = await Page.create({ siteId: site.id, name: 'Home', url: 'https://shop.example/' });
    const other = await Page.create({ siteId: site.id, name: 'Cart', url: 'https://shop.example/cart' });
    const profile = await TestProfile.create({
      siteId: site.id,
      name: 'Phone',
      device: 'mobile',
      connection: '3g_fast',
    });
    const desktop = await TestProfile.create({
      siteId: site.id,
      name: 'Desk',
      device: 'desktop',
      connection: 'cable',
    });
    snapshotId = (await Snapshot.create({ siteId: site.id, trigger: 'manual', triggerClient: 'web' })).id;
    ids = {
      siteId: site.id,
      pageId: page.id,
      profileId: profile.id,
      otherPageId: other.id,
      otherProfileId: desktop.id,
    };
  });

  /** A test of the given page and profile that measured LCP in these runs. */
  async function measured(
    runs: number[],
    where: { pageId?: number; profileId?: number; status?: Test['status'] } = {},
  ): Promise<Test> {
    const { Test, MetricMeasurement } = database.db.models;
    const test = await Test.create({
      snapshotId,
      siteId: ids.siteId,
      pageId: where.pageId ?? ids.pageId,
      profileId: where.profileId ?? ids.profileId,
      url: 'https://shop.example/',
      status: where.status ?? 'completed',
    });
    if (runs.length)
      await MetricMeasurement.create({
        testId: test.id,
        siteId: ids.siteId,
        pageId: test.pageId,
        profileId: test.profileId,
        metric: 'lcp',
        value: runs[0]!,
        runValues: runs,
        measuredAt: new Date(),
      });
    return test;
  }
  const settingsFor = async (test: Test) => {
    const site = await database.db.models.Site.findByPk(ids.siteId, { rejectOnEmpty: true });
    return runSettingsOf(database.db, site, test);
  };
  const starting = () => measured([], { status: 'running' });

  it('has no earlier spread for a page never measured, and the site’s numbers', async () => {
    const settings = await settingsFor(await starting());
    expect(settings).toMatchObject({ minRuns: 3, maxRuns: 9, targetFraction: 0.05, keyMetric: 'lcp' });
    expect(settings.earlier).toBeNull();
  });

  it('pools the key metric’s runs of the page’s latest completed tests of its profile', async () => {
    // Other pages, other profiles, failed tests and one-run tests: wildly varied, and not counted.
    await measured([100, 5000, 90], { pageId: ids.otherPageId });
    await measured([100, 5000, 90], { profileId: ids.otherProfileId });
    await measured([100, 5000, 90], { status: 'failed' });
    await measured([4000]);
    const steady = await settingsFor(await starting());
    expect(steady.earlier).toBeNull();

    // Variances 1 (2 degrees of freedom) and 4 (1 degree): pooled 2 over 3 degrees.
    await measured([600, 601, 602]);
    await measured([750, 752.8284271247]);
    const settings = await settingsFor(await starting());
    expect(settings.earlier!.degreesOfFreedom).toBe(3);
    expect(settings.earlier!.variance).toBeCloseTo(2, 6);
  });

  it('reads only the latest tests, so a page that settled is trusted again', async () => {
    // A noisy spell, then as many steady tests as are read: the spell no longer counts.
    await measured([605, 760, 604, 758, 606, 757]);
    const noisy = await settingsFor(await starting());
    expect(noisy.earlier!.variance).toBeGreaterThan(1000);
    // Three agreeing runs do not end a test of this page now.
    expect(nextRun([755, 756, 754], noisy)).toMatchObject({ more: true, reason: 'imprecise' });
    for (let i = 0; i < EARLIER_TESTS; i++) await measured([700, 701, 702]);
    const settled = await settingsFor(await starting());
    expect(settled.earlier).toMatchObject({ variance: 1, degreesOfFreedom: 2 * EARLIER_TESTS });
    expect(nextRun([700, 701, 702], settled)).toMatchObject({ more: false, reason: 'precise' });
  });
});
