// A site's privacy rules for the embed script: what the RUM settings accept and refuse (with the field at
// fault), the embed code that carries them, the plain-words list of what the script collects, who may
// change them, and the path and query rules applied again at collection, on both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';
import { beacon, createRumSite, post, writerFor } from './support.ts';

const FIELDS = 'state embedCode pathRules queryParameters neverRecordedSelectors consentMode';
const SETTINGS = /* GraphQL */ `
  query ($teamId: ID!, $siteId: ID!) {
    rumSettings(teamId: $teamId, siteId: $siteId) { ${FIELDS} collectedFields { fields description } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($teamId: ID!, $siteId: ID!, $input: RumSettingsInput!) {
    updateRumSettings(teamId: $teamId, siteId: $siteId, input: $input) { ${FIELDS} }
  }
`;

interface Settings {
  embedCode: string;
  pathRules: string[];
  queryParameters: string[];
  neverRecordedSelectors: string[];
  consentMode: boolean;
  collectedFields: { fields: string[]; description: string }[];
}

describe('privacy rules in the RUM settings', () => {
  let app: TestApp;
  let world: World;
  let site: { teamId: string; siteId: string };
  beforeAll(async () => {
    app = await startTestApp('embedded');
    world = await createWorld(app);
    site = { teamId: world.teamA1.slug, siteId: world.siteA1.slug };
    const member = await actorHeaders(app, world.users.memberA);
    await gql(app, member, UPDATE, { ...site, input: { enabled: true } });
  });
  afterAll(() => app.close());

  const read = async () =>
    (await gql<{ rumSettings: Settings }>(app, await actorHeaders(app, world.users.memberA), SETTINGS, site))
      .data!.rumSettings;

  it('keeps the rules normalised as browsers write paths, and puts them in the embed code', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const saved = await gql<{ updateRumSettings: Settings }>(app, member, UPDATE, {
      ...site,
      input: {
        pathRules: ['/users/:id/orders/', ' /café/:slug ', '', '/users/:id/orders', '/*/account/:section'],
        queryParameters: ['utm_source', 'lang', 'utm_source', ' '],
        neverRecordedSelectors: ['#account', '[data-user="me"]', '.email > span'],
        consentMode: true,
      },
    });
    expect(saved.errors).toBeUndefined();
    const settings = saved.data!.updateRumSettings;
    expect(settings).toMatchObject({
      pathRules: ['/users/:id/orders', '/caf%C3%A9/:slug', '/*/account/:section'],
      queryParameters: ['utm_source', 'lang'],
      neverRecordedSelectors: ['#account', '[data-user="me"]', '.email > span'],
      consentMode: true,
    });
    const [stub, tag] = settings.embedCode.split('\n');
    expect(stub).toBe(
      '<script>window.pace=window.pace||function(){(pace.q=pace.q||[]).push(arguments)}</script>',
    );
    expect(tag).toContain(' data-scrub="/users/:id/orders /caf%C3%A9/:slug /*/account/:section"');
    expect(tag).toContain(' data-query="utm_source lang"');
    // Quotes in a selector cannot close the attribute.
    expect(tag).toContain(' data-private="#account, [data-user=&quot;me&quot;], .email &gt; span"');
    expect(tag).toMatch(/ data-consent><\/script>$/);

    // Emptied, the rules leave the embed code as it was before privacy rules existed.
    const cleared = await gql<{ updateRumSettings: Settings }>(app, member, UPDATE, {
      ...site,
      input: { pathRules: [], queryParameters: [], neverRecordedSelectors: [], consentMode: false },
    });
    expect(cleared.data!.updateRumSettings.embedCode).toMatch(
      /^<script async src="[^"]+\/rum\/pace-rum\.js" data-site-key="rum_[\w-]+"><\/script>$/,
    );
  });

  it('refuses a bad rule with a clear message and the field at fault, and changes nothing', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const long = (n: number) => `/${'a'.repeat(n)}/:id`;
    const cases: [Record<string, string[]>, string, RegExp][] = [
      [{ pathRules: ['users/:id'] }, 'pathRules', /starts with \/: users\/:id/],
      [{ pathRules: ['/users/123'] }, 'pathRules', /needs a :name segment/],
      [{ pathRules: ['/users/*'] }, 'pathRules', /needs a :name segment/],
      [{ pathRules: ['/users/:1d'] }, 'pathRules', /placeholder is : and a name/],
      [{ pathRules: ['/blog-*/:id'] }, 'pathRules', /\* stands for a whole path segment/],
      [{ pathRules: ['/search/:q?x=1'] }, 'pathRules', /without spaces, \? or #/],
      [{ pathRules: [long(200)] }, 'pathRules', /at most 200 characters/],
      [
        { pathRules: Array.from({ length: 31 }, (_, i) => `/p${i}/:id`) },
        'pathRules',
        /At most 30 path rules/,
      ],
      [{ queryParameters: ['a b'] }, 'queryParameters', /no spaces/],
      [{ queryParameters: ['q=1'] }, 'queryParameters', /no spaces, &, =/],
      [{ queryParameters: ['x'.repeat(101)] }, 'queryParameters', /at most 100 characters/],
      [{ neverRecordedSelectors: ['div >'] }, 'neverRecordedSelectors', /ends with a combinator/],
      [{ neverRecordedSelectors: [':not('] }, 'neverRecordedSelectors', /Not a CSS selector/],
      [{ neverRecordedSelectors: ['#'] }, 'neverRecordedSelectors', /Not a CSS selector/],
      [{ neverRecordedSelectors: ['p::before'] }, 'neverRecordedSelectors', /pseudo-element/],
      [{ neverRecordedSelectors: ['a <b'] }, 'neverRecordedSelectors', /< is not CSS/],
    ];
    const before = await read();
    for (const [input, field, message] of cases) {
      const result = await gql(app, member, UPDATE, { ...site, input });
      expect(result.errors?.[0]?.extensions, JSON.stringify(input)).toMatchObject({
        code: 'BAD_USER_INPUT',
        field,
      });
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    expect(await read()).toEqual(before);
  });

  it('lets viewers read the rules but not change them', async () => {
    const viewer = await actorHeaders(app, world.users.viewerA);
    const refused = await gql(app, viewer, UPDATE, {
      ...site,
      input: { pathRules: ['/a/:b'], consentMode: true },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You are not authorised to modify this site',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await gql(app, viewer, SETTINGS, site)).errors).toBeUndefined();
  });

  it('lists what the script collects, field by field, with what the rules make of it', async () => {
    const member = await actorHeaders(app, world.users.memberA);
    const listed = (settings: Settings, field: string) =>
      settings.collectedFields.find((group) => group.fields.includes(field))?.description;

    await gql(app, member, UPDATE, { ...site, input: { pathRules: [], queryParameters: [] } });
    const plain = await read();
    expect(plain.collectedFields.flatMap((group) => group.fields)).toEqual(
      expect.arrayContaining(['pageViewId', 'path', 'query', 'metrics.lcp.target', 'metrics.ttfb.dns']),
    );
    expect(listed(plain, 'query')).toMatch(/nothing from the query string is sent/);
    expect(listed(plain, 'path')).toMatch(/No path rules/);

    await gql(app, member, UPDATE, {
      ...site,
      input: { pathRules: ['/users/:id'], queryParameters: ['lang'], neverRecordedSelectors: ['#me'] },
    });
    const ruled = await read();
    expect(listed(ruled, 'path')).toMatch(/Your 1 path rule replace/);
    expect(listed(ruled, 'query')).toMatch(/Only lang; every other parameter is dropped/);
    expect(listed(ruled, 'metrics.inp.target')).toMatch(/named by its tag only/);
  });
});

describe.each(MODES)('privacy rules at collection (%s)', (mode) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(mode);
  });
  afterAll(() => app.close());

  const stored = async (siteId: number) =>
    (await app.db.models.RumBeacon.findAll({ where: { siteId }, order: [['seq', 'ASC']], raw: true })).map(
      (row) => ({ path: row.path, query: row.query }),
    );

  it('stores a beacon with an unscrubbed path and every query parameter scrubbed, with the allowed ones', async () => {
    const { site, siteKey } = await createRumSite(app, {
      pathRules: ['/users/:id/orders', '/*/account/:section'],
      queryParameters: ['lang'],
    });
    // As a page whose embed code predates the rules, or a hand-made beacon, would send it.
    const sent = beacon(siteKey, { path: '/users/42/orders/', query: 'lang=de&email=visitor%40example.com' });
    expect((await post(app, sent)).status).toBe(204);
    expect((await post(app, beacon(siteKey, { path: '/de/account/billing' }))).status).toBe(204);
    expect((await post(app, beacon(siteKey, { query: 'token=s3cret' }))).status).toBe(204);
    await writerFor(app).drain();
    expect(await stored(site.id)).toEqual(
      expect.arrayContaining([
        { path: '/users/:id/orders/', query: 'lang=de' },
        { path: '/de/account/:section', query: null },
        { path: '/shop/item', query: null },
      ]),
    );
    expect(JSON.stringify(await stored(site.id))).not.toMatch(/42|visitor|billing|s3cret/);
  });

  it('drops every query parameter of a site that allows none', async () => {
    const { site, siteKey } = await createRumSite(app);
    expect((await post(app, beacon(siteKey, { query: 'q=shoes&page=2' }))).status).toBe(204);
    await writerFor(app).drain();
    expect(await stored(site.id)).toEqual([{ path: '/shop/item', query: null }]);
  });
});
