// Every plan limit holds where the thing is made, even when many requests arrive at once (the cases are
// data: tests/security/plan-limits.json). Each case gets a fresh organisation on the plan it names, fires
// its requests together, and counts what was made: exactly what the plan allows, the rest refused with the
// limit's message as FORBIDDEN, none a 5xx.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Organisation, Plan, Site, SubscriptionStatus, Team, User } from '@pace/platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actorHeaders,
  addMember,
  createUser,
  type GraphQLResult,
  gql,
  type Headers,
} from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

interface Setup {
  name: string;
  plan: Plan | null;
  seats?: number;
  status?: SubscriptionStatus;
  thing: 'team' | 'testProfile' | 'seat' | 'page' | 'flow' | 'flowSteps' | 'snapshotTests' | 'site';
  message: string;
}
interface Race extends Setup {
  concurrent: number;
  allowed: number;
}
interface Refusal extends Setup {
  count: number;
}
const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../tests/security/plan-limits.json'), 'utf8'),
) as { races: Race[]; refusals: Refusal[] };

interface Tenant {
  organisation: Organisation;
  admin: User;
  team: Team;
  site: Site;
  headers: Headers;
}

let counter = 0;

async function tenant(app: TestApp, setup: Setup): Promise<Tenant> {
  const { Organisation, Team, Site, Page, TestProfile, Subscription } = app.db.models;
  const slug = `limits-${process.pid}-${++counter}`;
  const organisation = await Organisation.create({ name: slug, slug });
  const admin = await createUser(app, 'limits-admin');
  await addMember(app, admin, organisation, 'admin');
  const team = await Team.create({
    organisationId: organisation.id,
    name: `${slug}-team`,
    slug: `${slug}-team`,
  });
  const site = await Site.create({
    teamId: team.id,
    name: 'Shop',
    slug: 'shop',
    canonicalUrl: 'https://shop.example.test/',
  });
  await Page.create({ siteId: site.id, name: 'Home', url: 'https://shop.example.test/' });
  await TestProfile.create({ siteId: site.id, name: 'Desktop', device: 'desktop', connection: 'cable' });
  if (setup.plan) {
    await Subscription.create({
      organisationId: organisation.id,
      organisationName: organisation.name,
      status: setup.status ?? 'active',
      plan: setup.plan,
      interval: 'month',
      currency: 'USD',
      seats: setup.seats ?? 1,
      testPacks: 1,
    });
  }
  return { organisation, admin, team, site, headers: await actorHeaders(app, admin) };
}

/** A flow of `count` steps: it opens a page, then clicks (unmeasured) through it. */
const steps = (count: number) => [
  { kind: 'navigate', url: '/' },
  ...Array.from({ length: count - 1 }, (_, i) => ({ kind: 'click', selector: `#next-${i}` })),
];

const MUTATIONS: Record<Setup['thing'], string> = {
  team: 'mutation($o: ID!, $n: String!) { createTeam(orgId: $o, input: { name: $n }) { id } }',
  site: 'mutation($t: ID!, $n: String!) { createSite(teamId: $t, input: { name: $n, canonicalUrl: "https://new.example.test/" }) { id } }',
  testProfile:
    'mutation($t: ID!, $s: ID!, $n: String!) { createTestProfile(teamId: $t, siteId: $s, input: { name: $n, device: mobile, connection: cable }) { uuid } }',
  seat: 'mutation($o: ID!, $e: String!) { invitePerson(orgId: $o, input: { email: $e, role: member }) { uuid } }',
  page: 'mutation($t: ID!, $s: ID!, $n: String!, $u: String!) { createPage(teamId: $t, siteId: $s, input: { name: $n, url: $u }) { uuid } }',
  flow: 'mutation($t: ID!, $s: ID!, $input: FlowInput!) { createFlow(teamId: $t, siteId: $s, input: $input) { uuid } }',
  flowSteps:
    'mutation($t: ID!, $s: ID!, $input: FlowInput!) { createFlow(teamId: $t, siteId: $s, input: $input) { uuid } }',
  snapshotTests: 'mutation($t: ID!, $s: ID!) { createSnapshot(teamId: $t, siteId: $s) { id } }',
};

/** Request `n` of a case: one of the thing (a flow of `count` steps; a snapshot of every page). */
function create(
  app: TestApp,
  t: Tenant,
  thing: Setup['thing'],
  n: number,
  count = 1,
): Promise<GraphQLResult> {
  const variables = {
    o: t.organisation.slug,
    t: t.team.slug,
    s: t.site.slug,
    n: `${thing} ${n}`,
    e: `invitee-${process.pid}-${counter}-${n}@example.test`,
    u: `/page-${n}`,
    input: { name: `Flow ${n}`, steps: steps(count) },
  };
  const query = MUTATIONS[thing];
  // Only the variables the operation declares.
  const declared = Object.fromEntries(
    Object.entries(variables).filter(([key]) => query.includes(`$${key}:`)),
  );
  return gql(app, t.headers, query, declared);
}

async function made(app: TestApp, t: Tenant, thing: Setup['thing']): Promise<number> {
  const { Team, TestProfile, Membership, Page, Flow, Test, Site } = app.db.models;
  const counts: Record<Setup['thing'], () => Promise<number>> = {
    team: () => Team.count({ where: { organisationId: t.organisation.id } }),
    testProfile: () => TestProfile.count({ where: { siteId: t.site.id } }),
    seat: () => Membership.count({ where: { organisationId: t.organisation.id } }),
    page: () => Page.count({ where: { siteId: t.site.id } }),
    flow: () => Flow.count({ where: { siteId: t.site.id } }),
    flowSteps: () => Flow.count({ where: { siteId: t.site.id } }),
    snapshotTests: () => Test.count({ where: { siteId: t.site.id } }),
    site: () => Site.count({ where: { teamId: t.team.id } }),
  };
  return counts[thing]();
}

function expectRefused(result: GraphQLResult, message: string) {
  expect(result.status).toBeLessThan(500);
  expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'FORBIDDEN' } });
}

describe.each(MODES)('plan limits (%s)', (mode) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(mode, { withShell: false });
  });
  afterAll(() => app?.close());

  it.each(cases.races)('holds for $name under $concurrent concurrent requests', async (race) => {
    const t = await tenant(app, race);
    const before = await made(app, t, race.thing);
    const results = await Promise.all(
      Array.from({ length: race.concurrent }, (_, n) => create(app, t, race.thing, n)),
    );
    const refused = results.filter((result) => result.errors);
    expect(await made(app, t, race.thing)).toBe(before + race.allowed);
    expect(results.length - refused.length).toBe(race.allowed);
    for (const result of refused) expectRefused(result, race.message);
  });

  it.each(cases.refusals)('refuses $name', async (refusal) => {
    const t = await tenant(app, refusal);
    if (refusal.thing === 'snapshotTests') {
      // More pages than the plan now allows (made before a downgrade): the snapshot would run them all.
      await app.db.models.Page.bulkCreate(
        Array.from({ length: refusal.count - 1 }, (_, i) => ({
          siteId: t.site.id,
          name: `Old ${i}`,
          url: `https://shop.example.test/old-${i}`,
        })),
      );
    }
    const before = await made(app, t, refusal.thing);
    expectRefused(await create(app, t, refusal.thing, 0, refusal.count), refusal.message);
    expect(await made(app, t, refusal.thing)).toBe(before);
  });
});

describe('embedded mode on its SQLite file', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp('embedded', { withShell: false, sqlite: 'file' });
  });
  afterAll(() => app?.close());

  // 18: one sender may send 20 invitations an hour (the relay limit), so all of them are taken.
  it('answers 18 concurrent invitations without a 5xx: the transactions take turns', async () => {
    const t = await tenant(app, {
      name: 'room for all',
      plan: 'enterprise',
      seats: 100,
      thing: 'seat',
      message: '',
    });
    const results = await Promise.all(Array.from({ length: 18 }, (_, n) => create(app, t, 'seat', n)));
    expect(results.filter((result) => result.status >= 500 || result.errors)).toEqual([]);
    expect(await made(app, t, 'seat')).toBe(19);
  });
});
