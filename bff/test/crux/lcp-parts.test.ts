// LCP's image parts over GraphQL, on MariaDB (whose metric column had to widen for the parts' keys): the
// latest p75 of each part with its rating and share, the part that dominates, each part's history; what
// the screen gets where CrUX did not report them; and nothing of it for another organisation.
import { createHash } from 'node:crypto';
import type { CruxFormFactorName, Site } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { startTestApp, type TestApp } from '../support.ts';

const PARTS = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $formFactor: CruxFormFactor, $months: Int, $target: String) {
    cruxLcpParts(teamId: $teamId, siteId: $siteId, formFactor: $formFactor, months: $months, target: $target) {
      target formFactor months reported period { firstDate lastDate } lcpP75 dominant
      parts { metric p75 rating share guideShare guide }
      history { metric points { periodEnd p75 } }
    }
  }
`;
interface Parts {
  target: string;
  reported: boolean;
  period: { lastDate: string } | null;
  lcpP75: number | null;
  dominant: string | null;
  parts: { metric: string; p75: number | null; rating: string; share: number | null }[];
  history: { metric: string; points: { periodEnd: string; p75: number }[] }[];
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const LATEST = isoDaysAgo(3);
const EARLIER = isoDaysAgo(10);
const OLD = isoDaysAgo(150);

/** One period of p75s for a target, as the worker stores them (parts without densities or bins). */
async function seed(
  app: TestApp,
  site: Site,
  target: string,
  periodEnd: string,
  p75s: Record<string, number>,
  formFactor: CruxFormFactorName = 'ALL',
) {
  await app.db.models.CruxMeasurement.bulkCreate(
    Object.entries(p75s).map(([metric, p75]) => ({
      siteId: site.id,
      kind: new URL(target).pathname === '/' && !target.endsWith('/') ? 'origin' : 'url',
      target,
      targetHash: createHash('sha256').update(target).digest('hex'),
      formFactor,
      metric,
      periodStart: periodEnd,
      periodEnd,
      p75,
      histogram: [],
    })),
  );
}

let app: TestApp;
let world: World;
let viewer: Headers;
let otherAdmin: Headers;
const origin = () => new URL(world.siteA1.canonicalUrl).origin;
const siteA1 = () => ({ teamId: world.teamA1.slug, siteId: world.siteA1.slug });

beforeAll(async () => {
  app = await startTestApp('services', { withShell: false });
  world = await createWorld(app);
  viewer = await actorHeaders(app, world.users.viewerA);
  otherAdmin = await actorHeaders(app, world.users.adminB);
  const parts = (ttfb: number, delay: number, duration: number, render: number) => ({
    lcp_ttfb: ttfb,
    lcp_resource_load_delay: delay,
    lcp_resource_load_duration: duration,
    lcp_element_render_delay: render,
  });
  await seed(app, world.siteA1, origin(), OLD, { lcp: 3000, ...parts(700, 1000, 500, 300) });
  await seed(app, world.siteA1, origin(), EARLIER, { lcp: 2700, ...parts(650, 950, 400, 260) });
  await seed(app, world.siteA1, origin(), LATEST, { lcp: 2600, ...parts(600, 900, 300, 200), cls: 0.05 });
  // Phones: LCP, but CrUX left the parts out (too few image LCPs).
  await seed(app, world.siteA1, origin(), LATEST, { lcp: 3900 }, 'PHONE');
  await seed(app, world.siteA1, world.siteA1.canonicalUrl, LATEST, { lcp: 2000, ...parts(400, 40, 250, 30) });
}, 60_000);
afterAll(() => app?.close());

describe('cruxLcpParts', () => {
  test("the origin's latest parts with their ratings and shares, the dominant part, and each part's history", async () => {
    const { data, errors } = await gql<{ cruxLcpParts: Parts }>(app, viewer, PARTS, siteA1());
    expect(errors).toBeUndefined();
    expect(data!.cruxLcpParts).toMatchObject({
      target: origin(),
      formFactor: 'ALL',
      months: 6,
      reported: true,
      period: { firstDate: LATEST, lastDate: LATEST },
      lcpP75: 2600,
      dominant: 'lcp_resource_load_delay',
      parts: [
        { metric: 'lcp_ttfb', p75: 600, rating: 'average', share: 0.3, guideShare: 0.4, guide: 'about' },
        { metric: 'lcp_resource_load_delay', p75: 900, rating: 'poor', share: 0.45, guide: 'under' },
        { metric: 'lcp_resource_load_duration', p75: 300, rating: 'good', share: 0.15, guide: 'about' },
        { metric: 'lcp_element_render_delay', p75: 200, rating: 'average', share: 0.1, guideShare: 0.1 },
      ],
    });
    expect(data!.cruxLcpParts.history.map((h) => h.metric)).toEqual([
      'lcp_ttfb',
      'lcp_resource_load_delay',
      'lcp_resource_load_duration',
      'lcp_element_render_delay',
    ]);
    expect(data!.cruxLcpParts.history[1]!.points).toEqual([
      { periodEnd: OLD, p75: 1000 },
      { periodEnd: EARLIER, p75: 950 },
      { periodEnd: LATEST, p75: 900 },
    ]);
    // Three months leave the period of 150 days ago out.
    const three = await gql<{ cruxLcpParts: Parts }>(app, viewer, PARTS, { ...siteA1(), months: 3 });
    expect(three.data!.cruxLcpParts.history[0]!.points.map((p) => p.p75)).toEqual([650, 600]);
  });

  test('a page URL has its own parts; TTFB dominates there', async () => {
    const { data } = await gql<{ cruxLcpParts: Parts }>(app, viewer, PARTS, {
      ...siteA1(),
      target: world.siteA1.canonicalUrl,
    });
    expect(data!.cruxLcpParts).toMatchObject({ lcpP75: 2000, reported: true, dominant: 'lcp_ttfb' });
    expect(data!.cruxLcpParts.parts.map((p) => p.rating)).toEqual(['average', 'good', 'good', 'good']);
  });

  test('where CrUX did not report the parts: not reported, no ratings, no dominant part, no history', async () => {
    const { data } = await gql<{ cruxLcpParts: Parts }>(app, viewer, PARTS, {
      ...siteA1(),
      formFactor: 'PHONE',
    });
    expect(data!.cruxLcpParts).toMatchObject({
      reported: false,
      lcpP75: 3900,
      period: { lastDate: LATEST },
      dominant: null,
    });
    expect(data!.cruxLcpParts.parts.map((p) => [p.p75, p.rating, p.share])).toEqual(
      Array(4).fill([null, 'no_data', null]),
    );
    expect(data!.cruxLcpParts.history.every((h) => h.points.length === 0)).toBe(true);
  });

  test('a time period outside 3–24 months is a bad input naming the field', async () => {
    const { errors } = await gql(app, viewer, PARTS, { ...siteA1(), months: 7 });
    expect(errors?.[0]).toMatchObject({
      message: 'Months must be one of 3, 6, 9, 12, 18, 24',
      extensions: { code: 'BAD_USER_INPUT', field: 'months' },
    });
  });

  test("another organisation's site gives nothing: not found, no data", async () => {
    const { data, errors } = await gql(app, otherAdmin, PARTS, siteA1());
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Asking about A's origin as a target of its own site finds nothing either: rows are read per site.
    const own = await gql<{ cruxLcpParts: Parts }>(app, otherAdmin, PARTS, {
      teamId: world.teamB1.slug,
      siteId: world.siteB1.slug,
      target: origin(),
    });
    expect(own.errors).toBeUndefined();
    expect(own.data!.cruxLcpParts).toMatchObject({ reported: false, lcpP75: null, period: null });
    expect(own.data!.cruxLcpParts.history.every((h) => h.points.length === 0)).toBe(true);
  });
});
