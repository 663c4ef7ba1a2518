// Access entries of synthetic testing: pages, test profiles, snapshots and tests, budgets and measurements
// of site A1. Reading needs readSites, every change updateSites (kernel/auth/site-scope.ts). The
// preset and metric catalogues hold no organisation data. Site A1 has a page, a profile, a snapshot with
// its test, and a budget, so that reads have something to leak and writes something to change.
import { type AccessArea, type AccessFixtures, guards } from '../support/access-kit.ts';

const TABLES = ['pages', 'test_profiles', 'snapshots', 'tests', 'budgets'];
const siteA1 = (f: AccessFixtures) => ({ teamId: f.teamA1.slug, siteId: f.siteA1.slug });
const made = (f: AccessFixtures, key: string) => f.extra.synthetic![key] as string;

const PAGE = { name: 'Intruder', url: '/intruder' };
const PROFILE = { name: 'Intruder', device: 'desktop', connection: 'cable' };
const BUDGET = { metric: 'lcp', value: 1 };
const RUN_SETTINGS = { minRuns: 1, maxRuns: 2, keyMetric: 'lcp', targetPercent: 10 };
const CATALOGUE = 'the same presets and definitions for everyone, no organisation data';

/** A read of site A1; `uuid` names the setup row the query targets. */
const read = (field: string, query: string, uuid?: string) => ({
  field: `Query.${field}`,
  call: (f: AccessFixtures) => ({
    query,
    variables: { ...siteA1(f), ...(uuid ? { uuid: made(f, uuid) } : {}) },
  }),
  expect: guards.teamRead(),
  tables: TABLES,
});

/** A change to site A1, with its input (and the setup row it targets). */
const write = (field: string, query: string, input?: Record<string, unknown>, uuid?: string) => ({
  field: `Mutation.${field}`,
  call: (f: AccessFixtures) => ({
    query,
    variables: { ...siteA1(f), ...(input ? { input } : {}), ...(uuid ? { uuid: made(f, uuid) } : {}) },
  }),
  expect: guards.siteWrite(),
  tables: TABLES,
});

export const area: AccessArea = {
  async setup(f) {
    const { Page, TestProfile, Snapshot, Test, Budget } = f.app.db.models;
    const siteId = f.siteA1.id;
    const page = await Page.create({ siteId, name: 'Home', url: f.siteA1.canonicalUrl });
    const profile = await TestProfile.create({
      siteId,
      name: 'Desktop',
      device: 'desktop',
      connection: 'cable',
    });
    // A second profile: deleting the first is then not refused for being the last one.
    await TestProfile.create({ siteId, name: 'Mobile', device: 'mobile', connection: '4g' });
    const snapshot = await Snapshot.create({ siteId, trigger: 'manual', triggerClient: 'web' });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
    });
    const budget = await Budget.create({ siteId, metric: 'lcp', value: 2500 });
    return {
      pageUuid: page.uuid,
      profileUuid: profile.uuid,
      snapshotId: snapshot.id.toString(),
      testUuid: test.uuid,
      budgetUuid: budget.uuid,
    };
  },

  cases: [
    // Reads
    read(
      'pages',
      'query($teamId: ID!, $siteId: ID!) { pages(teamId: $teamId, siteId: $siteId) { uuid url } }',
    ),
    read(
      'page',
      'query($teamId: ID!, $siteId: ID!, $uuid: ID!) { page(teamId: $teamId, siteId: $siteId, uuid: $uuid) { url } }',
      'pageUuid',
    ),
    read(
      'testProfiles',
      'query($teamId: ID!, $siteId: ID!) { testProfiles(teamId: $teamId, siteId: $siteId) { uuid name } }',
    ),
    read(
      'testProfile',
      `query($teamId: ID!, $siteId: ID!, $uuid: ID!) {
        testProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) { name headers { name value } } }`,
      'profileUuid',
    ),
    read(
      'snapshots',
      'query($teamId: ID!, $siteId: ID!) { snapshots(teamId: $teamId, siteId: $siteId) { nodes { id uuid } } }',
    ),
    {
      field: 'Query.snapshot',
      call: (f) => ({
        query: `query($teamId: ID!, $siteId: ID!, $snapshotId: ID!) {
          snapshot(teamId: $teamId, siteId: $siteId, snapshotId: $snapshotId) { uuid tests { url } } }`,
        variables: { ...siteA1(f), snapshotId: made(f, 'snapshotId') },
      }),
      expect: guards.teamRead(),
      tables: TABLES,
    },
    read(
      'test',
      'query($teamId: ID!, $siteId: ID!, $uuid: ID!) { test(teamId: $teamId, siteId: $siteId, uuid: $uuid) { url } }',
      'testUuid',
    ),
    read(
      'pulse',
      'query($teamId: ID!, $siteId: ID!) { pulse(teamId: $teamId, siteId: $siteId) { page { url } } }',
    ),
    read(
      'budgets',
      'query($teamId: ID!, $siteId: ID!) { budgets(teamId: $teamId, siteId: $siteId) { uuid metric value } }',
    ),
    read(
      'budget',
      'query($teamId: ID!, $siteId: ID!, $uuid: ID!) { budget(teamId: $teamId, siteId: $siteId, uuid: $uuid) { value } }',
      'budgetUuid',
    ),
    read(
      'runSettings',
      'query($teamId: ID!, $siteId: ID!) { runSettings(teamId: $teamId, siteId: $siteId) { minRuns maxRuns } }',
    ),
    read(
      'testLocations',
      'query($teamId: ID!, $siteId: ID!) { testLocations(teamId: $teamId, siteId: $siteId) { name online } }',
    ),
    read(
      'metricHistory',
      `query($teamId: ID!, $siteId: ID!) {
        metricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp") { series { page { url } } } }`,
    ),
    {
      field: 'Query.testProfileOptions',
      call: () => ({ query: '{ testProfileOptions { devices { key } connections { key } } }' }),
      expect: guards.public(CATALOGUE),
    },
    {
      field: 'Query.syntheticMetrics',
      call: () => ({ query: '{ syntheticMetrics { key } }' }),
      expect: guards.public(CATALOGUE),
    },

    // Changes
    write(
      'createPage',
      `mutation($teamId: ID!, $siteId: ID!, $input: PageInput!) {
        createPage(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
      PAGE,
    ),
    write(
      'updatePage',
      `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageInput!) {
        updatePage(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`,
      PAGE,
      'pageUuid',
    ),
    write(
      'deletePage',
      'mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { deletePage(teamId: $teamId, siteId: $siteId, uuid: $uuid) }',
      undefined,
      'pageUuid',
    ),
    write(
      'createTestProfile',
      `mutation($teamId: ID!, $siteId: ID!, $input: TestProfileInput!) {
        createTestProfile(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
      PROFILE,
    ),
    write(
      'updateTestProfile',
      `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: TestProfileInput!) {
        updateTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`,
      PROFILE,
      'profileUuid',
    ),
    write(
      'deleteTestProfile',
      `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) {
        deleteTestProfile(teamId: $teamId, siteId: $siteId, uuid: $uuid) }`,
      undefined,
      'profileUuid',
    ),
    write(
      'createSnapshot',
      `mutation($teamId: ID!, $siteId: ID!) {
        createSnapshot(teamId: $teamId, siteId: $siteId, input: { client: "intruder" }) { uuid } }`,
    ),
    write(
      'startFirstSnapshot',
      `mutation($teamId: ID!, $siteId: ID!) {
        startFirstSnapshot(teamId: $teamId, siteId: $siteId) { uuid } }`,
    ),
    write(
      'createBudget',
      `mutation($teamId: ID!, $siteId: ID!, $input: BudgetInput!) {
        createBudget(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
      BUDGET,
    ),
    write(
      'updateBudget',
      `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: BudgetInput!) {
        updateBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`,
      BUDGET,
      'budgetUuid',
    ),
    write(
      'updateRunSettings',
      `mutation($teamId: ID!, $siteId: ID!, $input: RunSettingsInput!) {
        updateRunSettings(teamId: $teamId, siteId: $siteId, input: $input) { minRuns } }`,
      RUN_SETTINGS,
    ),
    write(
      'deleteBudget',
      'mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) { deleteBudget(teamId: $teamId, siteId: $siteId, uuid: $uuid) }',
      undefined,
      'budgetUuid',
    ),
  ],
};
