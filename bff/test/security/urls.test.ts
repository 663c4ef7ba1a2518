// The URL corpus (tests/security/urls.json) against every input that saves a URL we later fetch or open:
// a site's URL and its sign-in form's, a page, a flow step, webhook and Slack integrations, a changelog
// link. Each refused URL is a BAD_USER_INPUT naming the field, and nothing is written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

interface UrlCase {
  url: string;
  allowed: boolean;
  why: string;
}

const corpus = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/urls.json'), 'utf8'),
) as { cases: UrlCase[] };
const refused = corpus.cases.filter((entry) => !entry.allowed);
// Pages and flow steps take a path too (`/pricing`, resolved on the site's URL): there a text that is
// not a full URL is a path, and only full URLs are refused.
const absolute = refused.filter((entry) => URL.canParse(entry.url));

const SITE = `mutation($team: ID!, $input: SiteInput!) { createSite(teamId: $team, input: $input) { id } }`;
const UPDATE_SITE = `mutation($team: ID!, $site: ID!, $input: SiteInput!) {
  updateSite(teamId: $team, siteId: $site, input: $input) { id } }`;
const PAGE = `mutation($team: ID!, $site: ID!, $input: PageInput!) {
  createPage(teamId: $team, siteId: $site, input: $input) { uuid } }`;
const FLOW = `mutation($team: ID!, $site: ID!, $input: FlowInput!) {
  createFlow(teamId: $team, siteId: $site, input: $input) { uuid } }`;
const INTEGRATION = `mutation($team: ID!, $site: ID!, $input: IntegrationInput!) {
  createIntegration(teamId: $team, siteId: $site, input: $input) { uuid } }`;
const CHANGELOG = `mutation($input: ChangelogEntryInput!) { createChangelogEntry(input: $input) { uuid } }`;

describe.each(MODES)('URL inputs refuse the URL corpus (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let member: Headers;
  let staff: Headers;
  const rows = async () => {
    const { Site, Page, Flow, Integration, ChangelogEntry } = app.db.models;
    return [
      await Site.count(),
      await Page.count(),
      await Flow.count(),
      await Integration.count(),
      await ChangelogEntry.count(),
    ];
  };
  const site = () => ({ team: world.teamA1.slug, site: world.siteA1.slug });
  const siteInput = () => ({ name: world.siteA1.name, canonicalUrl: world.siteA1.canonicalUrl });

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
    world = await createWorld(app);
    member = await actorHeaders(app, world.users.memberA);
    staff = await actorHeaders(app, world.users.staff);
  });
  afterAll(() => app?.close());

  const expectRefused = async (
    headers: Headers,
    query: string,
    variables: Record<string, unknown>,
    field: string,
  ) => {
    const result = await gql(app, headers, query, variables);
    expect(result.errors?.[0], JSON.stringify(variables)).toMatchObject({
      message: expect.stringMatching(/\w/),
      extensions: { code: 'BAD_USER_INPUT', field },
    });
  };

  it("refuses them as a site's URL and as its sign-in form's, writing nothing", async () => {
    const before = await rows();
    // All at once: a refusal writes nothing, so the order does not matter.
    const each = refused.map(async ({ url }) => {
      await expectRefused(
        member,
        SITE,
        { team: world.teamA1.slug, input: { name: 'Corpus', canonicalUrl: url } },
        'canonicalUrl',
      );
      // An empty sign-in URL clears the sign-in.
      if (!url) return;
      await expectRefused(
        member,
        UPDATE_SITE,
        { ...site(), input: { ...siteInput(), formAuth: { url, username: 'bot', password: 'pw' } } },
        'formAuth.url',
      );
    });
    await Promise.all(each);
    expect(await rows()).toEqual(before);
    const stored = await app.db.models.Site.findByPk(world.siteA1.id);
    expect(stored?.formAuthUrl ?? null).toBeNull();
  });

  it('refuses them as a page, a flow step and a webhook, Slack or changelog URL, writing nothing', async () => {
    const before = await rows();
    const each = absolute.map(async ({ url }) => {
      await expectRefused(member, PAGE, { ...site(), input: { name: 'Corpus', url } }, 'url');
      await expectRefused(
        member,
        FLOW,
        { ...site(), input: { name: 'Corpus', steps: [{ kind: 'navigate', url }] } },
        'steps.0.url',
      );
      for (const provider of ['webhook', 'slack'])
        await expectRefused(
          member,
          INTEGRATION,
          { ...site(), input: { provider, name: 'Corpus', url } },
          'url',
        );
      await expectRefused(staff, CHANGELOG, { input: { title: 'Corpus', url } }, 'url');
    });
    await Promise.all(each);
    expect(await rows()).toEqual(before);
  });

  it('takes the URLs the corpus allows', async () => {
    for (const { url } of corpus.cases.filter((entry) => entry.allowed)) {
      const made = await gql(app, member, SITE, {
        team: world.teamA1.slug,
        input: { name: 'Allowed', canonicalUrl: url },
      });
      expect(made.errors, url).toBeUndefined();
      const signIn = await gql(app, member, UPDATE_SITE, {
        ...site(),
        input: { ...siteInput(), formAuth: { url, username: 'bot', password: 'pw' } },
      });
      expect(signIn.errors, url).toBeUndefined();
    }
  });
});
