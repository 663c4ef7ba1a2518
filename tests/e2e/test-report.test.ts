// A test's detail and its share report with data on every child (issue 24): the Long tasks and Third
// parties tabs with the report's tasks and entities (names, categories, request counts, sizes), and the
// share report's RUM and CrUX children showing the site's field data, not only their titles. The test's
// Lighthouse report is a stored report in Lighthouse's own format (the audit itself is covered by
// synthetic.test.ts and share.test.ts); RUM data arrives as beacons on /rum/collect and is rolled up by
// the worker; CrUX data is collected by the worker from the CrUX fixture server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { metricProfile } from '@pace/crux/fixtures';
import { formatMetric, getMetric } from '@pace/metrics';
import { type Database, openDatabase } from '@pace/platform/db';
import { beacon } from '@pace/rum/testing';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { SCREENSHOTS } from '../support/chrome-world.ts';
import { navigateInApp, remoteSlot } from '../support/navigation.ts';
import { collectCrux, type Owner, pageAndProfile, signUpOwner } from '../support/owner.ts';
import { openPage, type TestPage } from '../support/page.ts';

const stamp = Date.now().toString(36);
const ORIGIN = `https://www.crux-${stamp}.example`;
const WAIT = { timeout: 20_000 };
const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What the stored report says: two long tasks (one attributed), two third parties and the site itself. */
const THIRD_PARTIES = [
  {
    entity: 'Google Analytics',
    category: 'analytics',
    urls: ['/analytics.js', '/collect'],
    size: 48_000,
    time: 61,
  },
  { entity: 'Facebook', category: 'social', urls: ['/en_US/fbevents.js'], size: 21_500, time: 0 },
];
const HOSTS: Record<string, string> = {
  'Google Analytics': 'https://www.google-analytics.com',
  Facebook: 'https://connect.facebook.net',
};
const LIGHTHOUSE_REPORT = {
  lighthouseVersion: '13.5.0',
  finalDisplayedUrl: `${ORIGIN}/`,
  categories: {},
  entities: [
    { name: `www.crux-${stamp}.example`, isFirstParty: true },
    ...THIRD_PARTIES.map((party) => ({ name: party.entity, category: party.category })),
  ],
  audits: {
    'main-thread-tasks': {
      details: {
        items: [
          { startTime: 812.4, duration: 236.8 },
          { startTime: 1400, duration: 30 },
          { startTime: 2210.2, duration: 91.5 },
        ],
      },
    },
    'long-tasks': {
      details: { items: [{ url: `${ORIGIN}/assets/app.js`, startTime: 812.4, duration: 236.8 }] },
    },
    'network-requests': {
      details: {
        items: [
          { url: `${ORIGIN}/`, transferSize: 9_000, entity: `www.crux-${stamp}.example` },
          ...THIRD_PARTIES.flatMap((party) =>
            party.urls.map((path) => ({
              url: `${HOSTS[party.entity]}${path}`,
              transferSize: party.size / party.urls.length,
              entity: party.entity,
              resourceType: 'Script',
              networkRequestTime: 100,
              networkEndTime: 300,
            })),
          ),
        ],
      },
    },
    'third-parties-insight': {
      details: {
        items: THIRD_PARTIES.map((party) => ({ entity: party.entity, mainThreadTime: party.time })),
      },
    },
  },
};

let db: Database;
let tp: TestPage;
let owner: Owner;
let site: string;
let testPath: string;
let reportPath: string;

beforeAll(async () => {
  const url = inject('databaseURL');
  db = await openDatabase({ dialect: 'mysql', url, database: new URL(url).pathname.slice(1) });
  tp = await openPage();
  owner = await signUpOwner(tp, {
    name: 'Report Reader',
    email: `test-report@${stamp}.example.test`,
    organisation: `Reports ${stamp}`,
    team: `Web ${stamp}`,
  });
  site = await owner.createSite('Shop', `${ORIGIN}/`);
  const ref = { team: owner.team, site };
  const { page: pageUuid, profile: profileUuid } = await pageAndProfile(owner, ref.site);
  // A completed test with its Lighthouse report in the artifact store, as the audit worker leaves it.
  const { Page, TestProfile, Snapshot, Test, MetricMeasurement } = db.models;
  const page = await Page.findOne({ where: { uuid: pageUuid }, rejectOnEmpty: true });
  const profile = await TestProfile.findOne({ where: { uuid: profileUuid }, rejectOnEmpty: true });
  const snapshot = await Snapshot.create({
    siteId: page.siteId,
    trigger: 'manual',
    triggerClient: 'web',
    status: 'completed',
  });
  const body = JSON.stringify(LIGHTHOUSE_REPORT);
  const stored = await Test.create({
    snapshotId: snapshot.id,
    siteId: page.siteId,
    pageId: page.id,
    profileId: profile.id,
    url: `${ORIGIN}/`,
    status: 'completed',
    finishedAt: new Date(),
    // Five runs, the median one kept, and the spread of the runs on each value (issue 21).
    runCount: 5,
    artifacts: [{ name: 'lighthouse.json', contentType: 'application/json', bytes: Buffer.byteLength(body) }],
  });
  const row = { testId: stored.id, siteId: page.siteId, pageId: page.id, profileId: profile.id };
  await MetricMeasurement.bulkCreate([
    {
      ...row,
      metric: 'lcp',
      value: 1840,
      iqr: 90,
      ciLower: 1760,
      ciUpper: 1960,
      ciLevel: 0.9375,
      measuredAt: new Date(),
    },
    {
      ...row,
      metric: 'performance_score',
      value: 91,
      iqr: 2,
      ciLower: 88,
      ciUpper: 92,
      ciLevel: 0.9375,
      measuredAt: new Date(),
    },
  ]);
  // Two earlier tests of the same page and profile: the history has a line with a band around it.
  for (const [daysAgo, value, margin] of [
    [20, 2100, 150],
    [10, 1700, 80],
  ] as const) {
    const earlier = await Test.create({
      snapshotId: snapshot.id,
      siteId: page.siteId,
      pageId: page.id,
      profileId: profile.id,
      url: `${ORIGIN}/`,
      status: 'completed',
      runCount: 4,
    });
    await MetricMeasurement.create({
      ...row,
      testId: earlier.id,
      metric: 'lcp',
      value,
      iqr: margin,
      ciLower: value - margin,
      ciUpper: value + margin,
      ciLevel: 0.875,
      measuredAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
  }
  const folder = join(inject('dataDir'), 'artifacts', 'tests', stored.uuid);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'lighthouse.json'), body);
  testPath = `/teams/${owner.team}/${site}/snapshots/${snapshot.id}/tests/${stored.uuid}`;
  const { createShareLink } = await owner.call<{ createShareLink: { path: string } }>(
    'mutation ($team: ID!, $site: ID!, $test: ID!) { createShareLink(teamId: $team, siteId: $site, testUuid: $test) { path } }',
    { ...ref, test: stored.uuid },
  );
  reportPath = createShareLink.path;

  // RUM: enabled, and three visits' beacons from the site's own origin, by a desktop Chrome.
  const { updateRumSettings } = await owner.call<{ updateRumSettings: { siteKey: string } }>(
    'mutation ($team: ID!, $site: ID!) { updateRumSettings(teamId: $team, siteId: $site, input: { enabled: true }) { siteKey } }',
    ref,
  );
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await fetch(`${inject('baseURL')}/rum/collect`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: ORIGIN, 'User-Agent': CHROME_UA },
      body: JSON.stringify(beacon(updateRumSettings.siteKey, { path: '/' })),
    });
    expect(response.status).toBe(204);
  }
  await collectCrux(owner, site);
}, 180_000);

afterAll(async () => {
  await tp?.context.close();
  await db?.close();
});

describe('test detail and share report with data', () => {
  test('the test detail shows its run count and the interval of each value over the runs', async () => {
    const { page, url, pageErrors } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');
    await page.goto(url(testPath));
    await expect.poll(() => slot.getByTestId('run-count').textContent(), WAIT).toBe('5 runs');
    const metrics = slot.getByTestId('test-metrics');
    const lcp = getMetric('synthetic', 'lcp');
    // The interval as it is stored, lopsided or not, with its level (five runs: 93.75 %) in its title.
    const score = getMetric('synthetic', 'performance_score');
    await expect
      .poll(() => metrics.textContent(), WAIT)
      .toContain(`${formatMetric(lcp, 1760)} – ${formatMetric(lcp, 1960)}`);
    expect(await metrics.textContent()).toContain(`${formatMetric(score, 88)} – ${formatMetric(score, 92)}`);
    expect(await metrics.getByTestId('metric-interval').first().getAttribute('title')).toBe(
      "The 93.8% confidence interval of the test's runs",
    );
    expect(await slot.getByTestId('metrics-note').textContent()).toMatch(/pseudo-median of the 5 runs/);
    await page.screenshot({ path: join(SCREENSHOTS, 'test-run-spread.png'), fullPage: true });
    // The history draws the interval as a band around the line (a bar for a single test).
    await navigateInApp(page, `/teams/${owner.team}/${site}/metrics/lcp`);
    await slot.getByTestId('metric-chart').locator('canvas').waitFor(WAIT);
    await page.screenshot({ path: join(SCREENSHOTS, 'metric-run-spread.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('the Long tasks and Third parties tabs list the report’s tasks and third parties', async () => {
    const { page, url, pageErrors } = tp;
    const slot = remoteSlot(page, 'mfe-synthetic');
    await page.goto(url(testPath));
    const tabs = slot.getByRole('navigation', { name: 'Test details' });
    await tabs.getByRole('button', { name: 'Long tasks' }).click(WAIT);
    const tasks = slot.getByTestId('long-tasks').locator('tbody tr');
    // Tasks over 50 ms only; the attributed one names its script.
    await expect.poll(() => tasks.count(), WAIT).toBe(2);
    expect(await tasks.nth(0).textContent()).toContain(`${ORIGIN}/assets/app.js`);
    expect(await tasks.nth(0).textContent()).toMatch(/237\s?ms/);
    expect(await tasks.nth(1).textContent()).toContain('Unattributed');
    await page.screenshot({ path: join(SCREENSHOTS, 'test-long-tasks.png'), fullPage: true });

    await tabs.getByRole('button', { name: 'Third parties' }).click();
    const rows = slot.getByTestId('third-parties').locator('tbody tr');
    await expect.poll(() => rows.count(), WAIT).toBe(THIRD_PARTIES.length);
    for (const [index, party] of THIRD_PARTIES.entries()) {
      const cells = await rows.nth(index).locator('td').allTextContents();
      expect(cells).toEqual([
        party.entity,
        party.category,
        String(party.urls.length),
        formatMetric(getMetric('synthetic', 'third_party_size'), party.size),
        formatMetric(getMetric('synthetic', 'third_party_main_thread_duration'), party.time),
      ]);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'test-third-parties.png'), fullPage: true });
    expect(pageErrors).toEqual([]);
  });

  test('the share report’s third parties, RUM and CrUX children show the data, to a visitor without a session', async () => {
    const visitor = await openPage();
    try {
      const { page, url, pageErrors } = visitor;
      await page.goto(url(`${reportPath}/third-parties`));
      const synthetic = remoteSlot(page, 'mfe-synthetic');
      await expect
        .poll(
          () => synthetic.getByTestId('third-parties').locator('tbody tr td:first-child').allTextContents(),
          WAIT,
        )
        .toEqual(THIRD_PARTIES.map((party) => party.entity));

      // RUM: the three visits, once the worker has rolled the day up.
      const rum = remoteSlot(page, 'mfe-rum');
      await expect
        .poll(
          async () => {
            await page.goto(url(`${reportPath}/rum/dashboard`));
            await rum.getByTestId('rum-sessions').waitFor({ timeout: 15_000 });
            return rum.getByTestId('rum-sessions').textContent();
          },
          { timeout: 120_000, interval: 3_000 },
        )
        .toBe('3');
      // The beacons' LCP (@pace/rum/testing's 372 ms) and the visits as live page views.
      expect(await rum.getByTestId('rum-cwv-lcp').textContent()).toContain('372');
      expect(await rum.getByTestId('rum-live-visitors').textContent()).toBe('3');
      expect(await rum.getByTestId('rum-state').count()).toBe(0);
      await page.screenshot({ path: join(SCREENSHOTS, 'share-rum-data.png'), fullPage: true });

      // CrUX: the origin's assessment and its LCP at p75, as the CrUX fixture server reported them.
      await navigateInApp(page, `${reportPath}/crux/dashboard`);
      const crux = remoteSlot(page, 'mfe-crux');
      await expect
        .poll(() => crux.getByTestId('crux-assessment').isVisible(), { timeout: 30_000 })
        .toBe(true);
      const lcp = metricProfile(ORIGIN, 'ALL', 'lcp');
      expect(await crux.getByTestId('crux-metric-lcp').locator('data').getAttribute('value')).toBe(
        String(lcp.p75),
      );
      await page.screenshot({ path: join(SCREENSHOTS, 'share-crux-data.png'), fullPage: true });
      expect(pageErrors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  }, 180_000);
});
