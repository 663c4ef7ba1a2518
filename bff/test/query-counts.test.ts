// No N+1 queries (issue 23): each main screen's GraphQL request, as its remote or the shell sends it,
// issues the same number of SQL statements whether its site, team or list holds N rows or 3N (sites,
// pages × profiles, snapshots, tests, budgets, CrUX pages, RUM days). Statements are counted through
// sequelize's logging hook while one request runs; the requests run one at a time, so every statement
// logged in between is that request's.
import { createHash } from 'node:crypto';
import * as crux from '@pace/mfe-crux/documents';
import * as rum from '@pace/mfe-rum/documents';
import * as settings from '@pace/mfe-settings/documents';
import * as synthetic from '@pace/mfe-synthetic/documents';
import type { Site, Team } from '@pace/platform/db';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { type DocumentNode, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PULSE_METRICS } from '../src/synthetic/metrics.ts';
import { beacon, post, SITE_ORIGIN, writerFor } from './rum/support.ts';
import { actorHeaders, createWorld, gql, type Headers, type World } from './support/actors.ts';
import { MODES, startTestApp, type TestApp } from './support.ts';

/** The shell's own queries (shell/src/chrome): the site switcher's scope and the search modal. */
const CHROME_SITE_SCOPE = `query ChromeSiteScope($teamId: ID!, $siteId: ID!) {
  site(teamId: $teamId, siteId: $siteId) {
    id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
    team {
      id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
      organisation {
        id name slug permissions { updateOrganisations readSites updateSites managePageGroupings createSites manageBilling }
        features { rum billing }
        teams(first: 50) { edges { node { id name slug } } }
      }
    }
  }
  sites(teamId: $teamId, first: 25) { edges { node { id name slug } } pageInfo { hasNextPage } }
}`;
const ENABLE_RUM = `mutation ($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {
  updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { siteKey }
}`;
const CHROME_SEARCH_SITES = `query ChromeSearchSites($query: String!) {
  searchSites(query: $query, first: 10) { id name slug team { id name slug } }
}`;

/** How many of each row a "size" holds: N, and 3N. */
interface Size {
  label: string;
  sites: number;
  pages: number;
  profiles: number;
  snapshots: number;
  budgets: number;
  cruxPages: number;
}
const N: Size = { label: 'n', sites: 3, pages: 2, profiles: 2, snapshots: 3, budgets: 2, cruxPages: 2 };
const THREE_N: Size = {
  label: 'three-n',
  sites: 9,
  pages: 3,
  profiles: 4,
  snapshots: 9,
  budgets: 6,
  cruxPages: 6,
};

/** One team of `size.sites` sites; its first site holds the synthetic, CrUX and RUM rows. */
interface Fixture {
  team: Team;
  site: Site;
  snapshotId: number;
  testUuid: string;
  budgetUuid: string;
}

const text = (document: DocumentNode | string) => (typeof document === 'string' ? document : print(document));
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const isoDaysAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

async function seed(app: TestApp, world: World, admin: Headers, size: Size): Promise<Fixture> {
  const { Team, Site, Page, TestProfile, Snapshot, Test, MetricMeasurement, Budget } = app.db.models;
  const slug = `${size.label}-${process.pid}`;
  const team = await Team.create({ organisationId: world.orgA.id, name: slug, slug });
  const sites = await Site.bulkCreate(
    Array.from({ length: size.sites }, (_, i) => ({
      teamId: team.id,
      name: `${size.label} site ${i}`,
      slug: `${size.label}-site-${i}`,
      canonicalUrl: `https://${size.label}-${i}.example.test/`,
    })),
  );
  const site = (await Site.findOne({ where: { teamId: team.id, slug: sites[0]!.slug } }))!;
  for (let i = 0; i < size.pages; i++)
    await Page.create({ siteId: site.id, name: `Page ${i}`, url: `${site.canonicalUrl}p${i}` });
  for (let i = 0; i < size.profiles; i++)
    await TestProfile.create({
      siteId: site.id,
      name: `Profile ${i}`,
      device: 'desktop',
      connection: 'cable',
    });
  const pages = await Page.findAll({ where: { siteId: site.id } });
  const profiles = await TestProfile.findAll({ where: { siteId: site.id } });

  let snapshotId = 0;
  for (let s = 0; s < size.snapshots; s++) {
    const finishedAt = daysAgo(size.snapshots - s);
    const snapshot = await Snapshot.create({
      siteId: site.id,
      trigger: 'manual',
      triggerClient: 'web',
      status: 'completed',
      startedAt: finishedAt,
      finishedAt,
    });
    snapshotId = snapshot.id;
    const cells = pages.flatMap((page) => profiles.map((profile) => ({ page, profile })));
    for (const [index, { page, profile }] of cells.entries()) {
      const test = await Test.create({
        snapshotId: snapshot.id,
        siteId: site.id,
        pageId: page.id,
        profileId: profile.id,
        url: page.url,
        // One failed test per snapshot, so the counts have more than one status.
        status: index === 0 ? 'failed' : 'completed',
        startedAt: finishedAt,
        finishedAt,
      });
      await MetricMeasurement.bulkCreate(
        PULSE_METRICS.map((metric, m) => ({
          testId: test.id,
          siteId: site.id,
          pageId: page.id,
          profileId: profile.id,
          metric,
          value: 100 + m + s,
          measuredAt: finishedAt,
        })),
      );
    }
  }
  const lastTest = await Test.findOne({ where: { snapshotId, status: 'completed' } });
  await Budget.bulkCreate(
    Array.from({ length: size.budgets }, (_, i) => ({
      siteId: site.id,
      metric: 'lcp',
      value: 2000 + i,
      pageIds: pages.map((page) => page.id),
      profileIds: profiles.map((profile) => profile.id),
    })),
  );
  await seedCrux(app, site, size.cruxPages);
  await seedRum(app, admin, { team, site }, size.cruxPages);
  const budget = await Budget.findOne({ where: { siteId: site.id } });
  return { team, site, snapshotId, testUuid: lastTest!.uuid, budgetUuid: budget!.uuid };
}

/** The origin and `pages` page URLs, one collected period each, as the CrUX worker stores them. */
async function seedCrux(app: TestApp, site: Site, pages: number) {
  const { CruxMeasurement, CruxTarget } = app.db.models;
  const origin = new URL(site.canonicalUrl).origin;
  const targets = [origin, ...Array.from({ length: pages }, (_, i) => `${origin}/p${i}`)];
  for (const target of targets) {
    const kind = target === origin ? 'origin' : 'url';
    const targetHash = createHash('sha256').update(target).digest('hex');
    await CruxMeasurement.bulkCreate(
      ['lcp', 'cls', 'inp', 'fcp', 'ttfb'].map((metric) => ({
        siteId: site.id,
        kind,
        target,
        targetHash,
        formFactor: 'ALL' as const,
        metric,
        periodStart: isoDaysAgo(31),
        periodEnd: isoDaysAgo(3),
        p75: 1000,
        goodDensity: 0.8,
        niDensity: 0.15,
        poorDensity: 0.05,
        histogram: [],
      })),
    );
    await CruxTarget.create({
      siteId: site.id,
      kind,
      target,
      targetHash,
      formFactor: 'ALL',
      checkedAt: new Date(),
      status: 'collected',
      lastPeriodEnd: isoDaysAgo(3),
    });
  }
}

/** RUM switched on for the site, with today's beacons on `paths` paths rolled up as the worker does. */
async function seedRum(app: TestApp, admin: Headers, fixture: Pick<Fixture, 'team' | 'site'>, paths: number) {
  const enabled = await gql<{ updateRumSettings: { siteKey: string } }>(app, admin, ENABLE_RUM, {
    teamId: fixture.team.slug,
    siteId: fixture.site.slug,
    input: { enabled: true, allowedOrigins: [SITE_ORIGIN] },
  });
  const siteKey = enabled.data!.updateRumSettings.siteKey;
  for (let i = 0; i < paths * 2; i += 1) await post(app, beacon(siteKey, { path: `/p/${i % paths}` }));
  await writerFor(app).drain();
  await rollUpDay(app.db, fixture.site.id, utcDay(Date.now()));
}

describe.each(MODES)('statements per request (%s)', (mode) => {
  let app: TestApp;
  let admin: Headers;
  let small: Fixture;
  let large: Fixture;
  const statements: { sql?: string }[] = [];
  const table: string[] = [];

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    const world = await createWorld(app);
    admin = await actorHeaders(app, world.users.adminA);
    small = await seed(app, world, admin, N);
    large = await seed(app, world, admin, THREE_N);
    // Every statement sent, logged or not (the SQL is filled in when it runs).
    app.db.sequelize.addHook('beforeQuery', (_options, query) => {
      statements.push(query as unknown as { sql?: string });
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    // biome-ignore lint/suspicious/noConsole: the closing note of the issue quotes these counts
    if (table.length) console.info(`statements per request (${mode}), N → 3N rows:\n${table.join('\n')}`);
  });

  /** The statements one request issues, and its data (an error fails the test: counts of an error say nothing). */
  async function count(query: string, variables: Record<string, unknown>) {
    const before = statements.length;
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...admin },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
    const issued = statements.slice(before);
    expect(body.errors).toBeUndefined();
    return { issued, data: body.data };
  }

  const siteVars = (f: Fixture) => ({ teamId: f.team.slug, siteId: f.site.slug });
  const screens: [string, string, (f: Fixture) => Record<string, unknown>][] = [
    ['sites list of a team', text(settings.sites.TEAM_SITES), (f) => ({ teamId: f.team.slug })],
    ['site switcher (chrome scope)', CHROME_SITE_SCOPE, siteVars],
    ['search', CHROME_SEARCH_SITES, (f) => ({ query: f === small ? N.label : THREE_N.label })],
    ['pulse', text(synthetic.synthetic.PULSE), siteVars],
    ['snapshots list', text(synthetic.synthetic.SNAPSHOTS), siteVars],
    [
      'snapshot with its tests',
      text(synthetic.synthetic.SNAPSHOT),
      (f) => ({ ...siteVars(f), snapshotId: String(f.snapshotId) }),
    ],
    ['test detail', text(synthetic.synthetic.TEST_QUERY), (f) => ({ ...siteVars(f), uuid: f.testUuid })],
    ['budgets list', text(synthetic.synthetic.BUDGETS), siteVars],
    [
      'budget detail',
      text(synthetic.synthetic.BUDGET_DETAIL),
      (f) => ({ ...siteVars(f), uuid: f.budgetUuid }),
    ],
    ['CrUX dashboard', text(crux.crux.SUMMARY_QUERY), siteVars],
    ['CrUX pages', text(crux.crux.PAGES_QUERY), siteVars],
    ['RUM dashboard', text(rum.rum.RUM_DASHBOARD), (f) => ({ ...siteVars(f), period: 'last_7_days' })],
    [
      'RUM pages',
      text(rum.rum.RUM_PAGES),
      (f) => ({ ...siteVars(f), period: 'last_7_days', groupBy: 'path' }),
    ],
  ];

  // The batched reads answer what the per-row reads did: every cell, count and page of the seeded rows.
  it('answers with every seeded row at 3N', async () => {
    const vars = siteVars(large);
    const cells = THREE_N.pages * THREE_N.profiles;
    const pulse = (await count(text(synthetic.synthetic.PULSE), vars)).data as {
      pulse: { test: { snapshotId: string } | null; metrics: unknown[] }[];
      snapshots: { nodes: { testCounts: Record<string, number>; completedWithFailures: boolean }[] };
    };
    expect(pulse.pulse).toHaveLength(cells);
    // The first cell failed in every snapshot: no completed test; the others' latest is the last snapshot's.
    expect(pulse.pulse.map((cell) => cell.test?.snapshotId ?? null)).toEqual([
      null,
      ...Array(cells - 1).fill(String(large.snapshotId)),
    ]);
    expect(pulse.pulse.slice(1).every((cell) => cell.metrics.length === PULSE_METRICS.length)).toBe(true);
    expect(pulse.snapshots.nodes).toHaveLength(THREE_N.snapshots);
    for (const node of pulse.snapshots.nodes) {
      expect(node.testCounts).toMatchObject({ total: cells, completed: cells - 1, failed: 1, errored: 0 });
      expect(node.completedWithFailures).toBe(true);
    }
    const snapshot = (
      await count(text(synthetic.synthetic.SNAPSHOT), { ...vars, snapshotId: String(large.snapshotId) })
    ).data as { snapshot: { tests: { page: { name: string }; metrics: unknown[] }[] } };
    expect(snapshot.snapshot.tests).toHaveLength(cells);
    expect(snapshot.snapshot.tests.map((test) => test.metrics.length)).toEqual(
      Array(cells).fill(PULSE_METRICS.length),
    );
    const budgets = (await count(text(synthetic.synthetic.BUDGETS), vars)).data as {
      budgets: { pages: { name: string }[]; profiles: { name: string }[] }[];
    };
    expect(budgets.budgets).toHaveLength(THREE_N.budgets);
    for (const budget of budgets.budgets) {
      expect(budget.pages.map((page) => page.name)).toEqual(['Page 0', 'Page 1', 'Page 2']);
      expect(budget.profiles).toHaveLength(THREE_N.profiles);
    }
    const detail = (await count(text(synthetic.synthetic.BUDGET_DETAIL), { ...vars, uuid: large.budgetUuid }))
      .data as { budget: { cells: { value: number; page: { name: string }; profile: { name: string } }[] } };
    // Every cell's latest lcp: the last snapshot's (seeded as 100 + the metric's index + the snapshot's).
    const lcp = 100 + PULSE_METRICS.indexOf('lcp') + THREE_N.snapshots - 1;
    expect(detail.budget.cells.map((cell) => cell.value)).toEqual(Array(cells).fill(lcp));
    expect(new Set(detail.budget.cells.map((cell) => `${cell.page.name}/${cell.profile.name}`)).size).toBe(
      cells,
    );
    // The RUM and CrUX screens read seeded rows too (one path and one page URL per "row").
    const rumPages = (
      await count(text(rum.rum.RUM_PAGES), { ...vars, period: 'last_7_days', groupBy: 'path' })
    ).data as { rumPages: { value: string }[] };
    expect(rumPages.rumPages.map((row) => row.value).sort()).toEqual(
      Array.from({ length: THREE_N.cruxPages }, (_, i) => `/p/${i}`),
    );
    const cruxPages = (await count(text(crux.crux.PAGES_QUERY), vars)).data as { cruxPages: unknown[] };
    expect(cruxPages.cruxPages).toHaveLength(THREE_N.cruxPages);
  });

  it.each(screens)('%s: as many statements at 3N rows as at N', async (name, query, variables) => {
    // Once before counting, so caches filled on first use (remote manifests, settings) count for neither.
    await count(query, variables(small));
    const atN = await count(query, variables(small));
    const at3N = await count(query, variables(large));
    const [n, n3] = [atN.issued.length, at3N.issued.length];
    table.push(`  ${name}: ${n} → ${n3}`);
    const sql = at3N.issued.map((query) => query.sql).join('\n');
    expect(n3, `${n} statements at N rows, ${n3} at 3N:\n${sql}`).toBe(n);
  });
});
