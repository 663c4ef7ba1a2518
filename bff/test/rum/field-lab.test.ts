// The field's element in the lab's trace, on both databases: beacons of one page rolled up per element,
// set beside the LCP element, parts and long tasks of the page's latest completed test, with the verdict.
import { createArtifactStore } from '@pace/platform/artifacts';
import { globStepsTaken } from '@pace/platform/glob';
import { rollUpDay } from '@pace/rum/rollup-store';
import { utcDay } from '@pace/rum/stored-beacon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, post, SITE_ORIGIN, writerFor } from './support.ts';

const FIELD_LAB = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!, $path: String, $pageGrouping: String) {
    fieldLab(teamId: $teamId, siteId: $siteId, path: $path, pageGrouping: $pageGrouping) {
      pageKind page verdict summary candidates { pageKind page }
      field {
        lcpPageViews
        lcpElement { selector share p75 dominantPart verdict parts { metric p75 } }
        lcpElements { selector pageViews verdict }
        slowestInpElement { selector p75 dominantPart }
      }
      lab { testId pageName element { selector label } lcp dominantPart parts { metric p75 } longTasks { duration } }
    }
  }
`;

interface Element {
  selector: string;
  pageViews: number;
  share: number;
  p75: number;
  dominantPart: string;
  verdict: string;
  parts: { metric: string; p75: number | null }[];
}
interface Comparison {
  pageKind: string;
  page: string;
  verdict: string;
  summary: string;
  candidates: { pageKind: string; page: string }[];
  field: { lcpPageViews: number; lcpElement: Element; lcpElements: Element[]; slowestInpElement: Element };
  lab: Record<string, unknown> & { parts: Element['parts'] };
}

/** A Lighthouse 13 report as far as the comparison reads it: the LCP insight's parts and node, tasks. */
const REPORT = {
  lighthouseVersion: '13.5.0',
  categories: {},
  audits: {
    'lcp-breakdown-insight': {
      details: {
        type: 'list',
        items: [
          {
            type: 'table',
            items: [
              { subpart: 'timeToFirstByte', duration: 420 },
              { subpart: 'elementRenderDelay', duration: 90 },
            ],
          },
          {
            type: 'node',
            selector: 'body > main > h1.title',
            nodeLabel: 'Spring sale',
            snippet: '<h1 class="title">',
          },
        ],
      },
    },
    'main-thread-tasks': {
      details: {
        items: [
          { startTime: 100, duration: 180 },
          { startTime: 400, duration: 20 },
        ],
      },
    },
    'long-tasks': { details: { items: [{ url: `${SITE_ORIGIN}/app.js`, startTime: 100, duration: 180 }] } },
  },
};

describe.each(MODES)('fieldLab (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let site: { teamId: string; siteId: string };
  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const { RumSettings, RumPageGrouping, Page, TestProfile, Snapshot, Test, MetricMeasurement } =
      app.db.models;
    const rum = await RumSettings.create({ siteId: world.siteA1.id, allowedOrigins: [SITE_ORIGIN] });
    await RumPageGrouping.create({ siteId: world.siteA1.id, name: 'Offers', pattern: '/offers/**' });
    // Eight visits whose LCP is a late image, two whose LCP is the heading; the image's render delay dominates.
    for (let i = 0; i < 10; i += 1) {
      const image = i < 8;
      await post(
        app,
        beacon(rum.siteKey, {
          path: '/offers/spring',
          metrics: {
            lcp: {
              value: image ? 3000 + i * 10 : 800,
              target: image ? 'html>body>main>img.hero.late' : 'html>body>main>h1.title',
              ttfb: 300,
              resourceLoadDelay: image ? 200 : 0,
              resourceLoadDuration: image ? 300 : 0,
              elementRenderDelay: image ? 2200 + i * 10 : 500,
            },
            inp: {
              value: image ? 400 : 120,
              target: image ? 'html>body>main>button#buy' : 'html>body>nav>a',
              interactionType: 'pointer',
              inputDelay: 10,
              processingDuration: image ? 350 : 90,
              presentationDelay: 20,
            },
          },
        }),
      );
    }
    await writerFor(app).drain();
    await rollUpDay(app.db, world.siteA1.id, utcDay(Date.now()));

    const page = await Page.create({
      siteId: world.siteA1.id,
      name: 'Spring offers',
      url: `${SITE_ORIGIN}/offers/spring`,
    });
    const profile = await TestProfile.create({
      siteId: world.siteA1.id,
      name: 'Phone',
      device: 'mobile',
      connection: '4g',
    });
    const snapshot = await Snapshot.create({
      siteId: world.siteA1.id,
      trigger: 'manual',
      triggerClient: 'test',
    });
    const test = await Test.create({
      snapshotId: snapshot.id,
      siteId: world.siteA1.id,
      pageId: page.id,
      profileId: profile.id,
      url: page.url,
      status: 'completed',
      finishedAt: new Date(),
      artifacts: [{ name: 'lighthouse.json', contentType: 'application/json', bytes: 1 }],
    });
    await MetricMeasurement.create({
      testId: test.id,
      siteId: world.siteA1.id,
      pageId: page.id,
      profileId: profile.id,
      metric: 'lcp',
      value: 510,
      measuredAt: new Date(),
    });
    await createArtifactStore(app.deps.config).put(
      `tests/${test.uuid}/lighthouse.json`,
      Buffer.from(JSON.stringify(REPORT)),
    );
  });
  afterAll(() => app.close());

  it("says the field's LCP element differs from the lab's, with the dominant part of each", async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const result = await gql<{ fieldLab: Comparison }>(app, member, FIELD_LAB, site);
    expect(result.errors).toBeUndefined();
    const comparison = result.data!.fieldLab;
    // Without a page: the busiest with both kinds of data, paths first.
    expect(comparison).toMatchObject({ pageKind: 'path', page: '/offers/spring', verdict: 'different' });
    expect(comparison.candidates).toEqual([
      { pageKind: 'path', page: '/offers/spring' },
      { pageKind: 'pageGrouping', page: 'Offers' },
    ]);
    const { field, lab } = comparison;
    expect(field.lcpPageViews).toBe(10);
    expect(field.lcpElement).toMatchObject({
      selector: 'html>body>main>img.hero.late',
      share: 0.8,
      dominantPart: 'lcp_element_render_delay',
      verdict: 'different',
    });
    expect(field.lcpElement.p75).toBeGreaterThan(2900);
    expect(field.lcpElements.map((element) => [element.selector, element.verdict])).toEqual([
      ['html>body>main>img.hero.late', 'different'],
      ['html>body>main>h1.title', 'same'],
    ]);
    expect(field.slowestInpElement).toMatchObject({
      selector: 'html>body>main>button#buy',
      dominantPart: 'inp_processing_duration',
    });
    expect(lab).toMatchObject({
      pageName: 'Spring offers',
      element: { selector: 'body > main > h1.title', label: 'Spring sale' },
      lcp: 510,
      dominantPart: 'lcp_ttfb',
      longTasks: [{ duration: 180 }],
    });
    expect(lab.parts).toContainEqual({ metric: 'lcp_resource_load_delay', p75: 0 });
    expect(comparison.summary).toBe(
      "Different element: real visitors' LCP is html>body>main>img.hero.late (80 % of page views); the lab's is body > main > h1.title. In the field, element render delay dominates; in the lab, time to first byte.",
    );
  });

  it('compares a page grouping, and refuses one the site does not have', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const grouping = await gql<{ fieldLab: Comparison }>(app, member, FIELD_LAB, {
      ...site,
      pageGrouping: 'Offers',
    });
    expect(grouping.data!.fieldLab).toMatchObject({
      pageKind: 'pageGrouping',
      page: 'Offers',
      verdict: 'different',
    });
    const unknown = await gql(app, member, FIELD_LAB, { ...site, pageGrouping: 'Nope' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers null for a site with no page that has both kinds of data, and nothing to another organisation', async () => {
    const admin = await actorHeaders(app, world.users.adminA);
    const none = await gql<{ fieldLab: unknown }>(app, admin, FIELD_LAB, {
      teamId: world.teamA2.slug,
      siteId: world.siteA2.slug,
    });
    expect(none.errors).toBeUndefined();
    expect(none.data!.fieldLab).toBeNull();
    const outsider = await gql(app, await actorHeaders(app, world.users.adminB), FIELD_LAB, site);
    expect(outsider.data?.fieldLab ?? null).toBeNull();
    expect(outsider.errors?.length).toBeGreaterThan(0);
  });

  // A pattern that makes a backtracking matcher try every split of 70 `a`s (6.6 s through picomatch):
  // judged by the matcher's counted steps, each match bounded by pattern length x path length.
  it('matches a pattern of many stars against a long path in bounded steps', async () => {
    const { RumPageGrouping, Page } = app.db.models;
    const pattern = '/a*a*a*a*a*a*a*a*b';
    const path = `/${'a'.repeat(70)}`;
    await RumPageGrouping.create({ siteId: world.siteA2.id, name: 'Stars', pattern });
    await Page.create({ siteId: world.siteA2.id, name: 'Long', url: `${SITE_ORIGIN}${path}` });
    const before = globStepsTaken();
    const result = await gql(app, await actorHeaders(app, world.users.adminA), FIELD_LAB, {
      teamId: world.teamA2.slug,
      siteId: world.siteA2.slug,
      pageGrouping: 'Stars',
    });
    expect(result.errors).toBeUndefined();
    const steps = globStepsTaken() - before;
    expect(steps).toBeGreaterThan(0);
    // A few matches of the path (the pages, the rollups' paths), each within 2 x 19 x 71 steps.
    expect(steps).toBeLessThanOrEqual(10 * 2 * (pattern.length + 1) * (path.length + 1));
  });
});
