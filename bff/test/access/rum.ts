// Access entries of RUM: settings, reports and page groupings of site A1. Reading needs readSites,
// changing the settings updateSites, and page groupings managePageGroupings (members, in an organisation
// with RUM enabled, as organisation A is). Site A1 has RUM configured and one page grouping. The reports
// are asked with filters, one of them that page grouping: its name is checked only after access.
import {
  type AccessArea,
  type AccessFixtures,
  type Actor,
  guards,
  type Outcome,
} from '../support/access-kit.ts';

const TABLES = ['rum_settings', 'rum_page_groupings'];
const siteA1 = (f: AccessFixtures) => ({ teamId: f.teamA1.slug, siteId: f.siteA1.slug });
const groupingUuid = (f: AccessFixtures) => f.extra.rum!.groupingUuid as string;
const GROUPING = { name: 'Intruders', pattern: '/intruder/*' };

/** managePageGroupings: like a change to the site, members included. */
const groupingWrite = (): Record<Actor, Outcome> => ({
  ...guards.siteWrite(),
  member: { skip: 'members may manage page groupings' },
});

const read = (field: string, query: string, extra: Record<string, unknown> = {}) => ({
  field: `Query.${field}`,
  call: (f: AccessFixtures) => ({ query, variables: { ...siteA1(f), ...extra } }),
  expect: guards.teamRead(),
  tables: TABLES,
});

export const area: AccessArea = {
  async setup(f) {
    await f.app.db.models.RumSettings.create({ siteId: f.siteA1.id, allowedOrigins: [] });
    const grouping = await f.app.db.models.RumPageGrouping.create({
      siteId: f.siteA1.id,
      name: 'Blog',
      pattern: '/blog/**',
    });
    return { groupingUuid: grouping.uuid };
  },

  cases: [
    read(
      'rumSettings',
      'query($teamId: ID!, $siteId: ID!) { rumSettings(teamId: $teamId, siteId: $siteId) { state siteKey } }',
    ),
    read(
      'rumDashboard',
      'query($teamId: ID!, $siteId: ID!) { rumDashboard(teamId: $teamId, siteId: $siteId, filters: { device: "mobile", pageGrouping: "Blog" }) { pageViews settings { siteKey } } }',
    ),
    read(
      'rumPages',
      'query($teamId: ID!, $siteId: ID!) { rumPages(teamId: $teamId, siteId: $siteId, filters: { device: "mobile", pageGrouping: "Blog" }) { value pageViews } }',
    ),
    read(
      'rumMetric',
      'query($teamId: ID!, $siteId: ID!) { rumMetric(teamId: $teamId, siteId: $siteId, metric: "lcp", filters: { device: "mobile", pageGrouping: "Blog" }) { value samples } }',
    ),
    read(
      'rumMetricHistory',
      'query($teamId: ID!, $siteId: ID!) { rumMetricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp", filters: { device: "mobile", pageGrouping: "Blog" }) { day value } }',
    ),
    read(
      'fieldLab',
      'query($teamId: ID!, $siteId: ID!) { fieldLab(teamId: $teamId, siteId: $siteId, pageGrouping: "Blog") { page verdict summary field { lcpPageViews } lab { testId } } }',
    ),
    read(
      'rumAudience',
      'query($teamId: ID!, $siteId: ID!) { rumAudience(teamId: $teamId, siteId: $siteId, filters: { device: "mobile", pageGrouping: "Blog" }) { sessions pageViews } }',
    ),
    {
      field: 'Query.rumDeadLetters',
      call: () => ({ query: '{ rumDeadLetters { totalCount } }' }),
      expect: guards.staff(),
    },
    read(
      'pageGroupings',
      'query($teamId: ID!, $siteId: ID!) { pageGroupings(teamId: $teamId, siteId: $siteId) { uuid name pattern } }',
    ),
    {
      field: 'Query.pageGrouping',
      call: (f) => ({
        query: `query($teamId: ID!, $siteId: ID!, $uuid: ID!) {
          pageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid) { name pattern } }`,
        variables: { ...siteA1(f), uuid: groupingUuid(f) },
      }),
      expect: guards.teamRead(),
      tables: TABLES,
    },
    {
      field: 'Mutation.updateRumSettings',
      call: (f) => ({
        query: `mutation($teamId: ID!, $siteId: ID!) { updateRumSettings(teamId: $teamId, siteId: $siteId,
          input: { enabled: false, samplingRate: 5, allowedOrigins: ["https://intruder.example.test"],
            pathRules: ["/intruder/:id"], queryParameters: ["email"], neverRecordedSelectors: ["#nothing"],
            consentMode: true }) { state } }`,
        variables: siteA1(f),
      }),
      expect: guards.siteWrite(),
      tables: TABLES,
    },
    {
      field: 'Mutation.createPageGrouping',
      call: (f) => ({
        query: `mutation($teamId: ID!, $siteId: ID!, $input: PageGroupingInput!) {
          createPageGrouping(teamId: $teamId, siteId: $siteId, input: $input) { uuid } }`,
        variables: { ...siteA1(f), input: GROUPING },
      }),
      expect: groupingWrite(),
      tables: TABLES,
    },
    {
      field: 'Mutation.updatePageGrouping',
      call: (f) => ({
        query: `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!, $input: PageGroupingInput!) {
          updatePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid, input: $input) { uuid } }`,
        variables: { ...siteA1(f), uuid: groupingUuid(f), input: GROUPING },
      }),
      expect: groupingWrite(),
      tables: TABLES,
    },
    {
      field: 'Mutation.deletePageGrouping',
      call: (f) => ({
        query: `mutation($teamId: ID!, $siteId: ID!, $uuid: ID!) {
          deletePageGrouping(teamId: $teamId, siteId: $siteId, uuid: $uuid) }`,
        variables: { ...siteA1(f), uuid: groupingUuid(f) },
      }),
      expect: groupingWrite(),
      tables: TABLES,
    },
  ],
};
