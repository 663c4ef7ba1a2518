// Access entries of CrUX: every query reads a site of team A1 (readSites); collecting now changes the
// site (updateSites). Site A1 holds a collected origin (LCP and one of its parts) so that a leak would
// have data to show.
import { createHash } from 'node:crypto';
import { type AccessArea, type AccessFixtures, guards } from '../support/access-kit.ts';

const TABLES = ['crux_targets', 'crux_measurements'];
const siteA1 = (f: AccessFixtures) => ({ teamId: f.teamA1.slug, siteId: f.siteA1.slug });

export const area: AccessArea = {
  async setup(f) {
    const target = new URL(f.siteA1.canonicalUrl).origin;
    const state = {
      siteId: f.siteA1.id,
      kind: 'origin',
      target,
      targetHash: createHash('sha256').update(target).digest('hex'),
      formFactor: 'ALL',
    } as const;
    const periodEnd = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await f.app.db.models.CruxTarget.create({
      ...state,
      status: 'collected',
      lastPeriodEnd: periodEnd,
      checkedAt: new Date(),
    });
    await f.app.db.models.CruxMeasurement.create({
      ...state,
      metric: 'lcp',
      periodStart: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      periodEnd,
      p75: 2600,
      goodDensity: 0.7,
      niDensity: 0.2,
      poorDensity: 0.1,
      histogram: [],
    });
    // One of LCP's parts, a p75 alone, so that the parts query has something to leak too.
    await f.app.db.models.CruxMeasurement.create({
      ...state,
      metric: 'lcp_resource_load_delay',
      periodStart: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
      periodEnd,
      p75: 420,
      histogram: [],
    });
    return {};
  },

  cases: [
    {
      field: 'Query.cruxSummary',
      call: (f) => ({
        query: `query($teamId: ID!, $siteId: ID!) { cruxSummary(teamId: $teamId, siteId: $siteId) {
          target hasData sampleData metrics { metric p75 } } }`,
        variables: siteA1(f),
      }),
      expect: guards.teamRead(),
      tables: TABLES,
    },
    {
      field: 'Query.cruxPages',
      call: (f) => ({
        query: 'query($teamId: ID!, $siteId: ID!) { cruxPages(teamId: $teamId, siteId: $siteId) { target } }',
        variables: siteA1(f),
      }),
      expect: guards.teamRead(),
      tables: TABLES,
    },
    {
      field: 'Query.cruxMetricHistory',
      call: (f) => ({
        query: `query($teamId: ID!, $siteId: ID!) {
          cruxMetricHistory(teamId: $teamId, siteId: $siteId, metric: "lcp") { target points { p75 } } }`,
        variables: siteA1(f),
      }),
      expect: guards.teamRead(),
      tables: TABLES,
    },
    {
      field: 'Query.cruxLcpParts',
      call: (f) => ({
        query: `query($teamId: ID!, $siteId: ID!) {
          cruxLcpParts(teamId: $teamId, siteId: $siteId) { target lcpP75 parts { metric p75 } } }`,
        variables: siteA1(f),
      }),
      expect: guards.teamRead(),
      tables: TABLES,
    },
    {
      field: 'Mutation.collectCruxNow',
      call: (f) => ({
        query:
          'mutation($teamId: ID!, $siteId: ID!) { collectCruxNow(teamId: $teamId, siteId: $siteId) { jobId } }',
        variables: siteA1(f),
      }),
      expect: guards.siteWrite(),
      tables: TABLES,
    },
  ],
};
