// /admin's lists (issue 20): staff read every organisation with its plan, state, people and tests this
// month, and every person with when they were last seen; anyone else is refused by the bff itself.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actorHeaders, createUser, createWorld, gql, type World } from './support/actors.ts';
import { startTestApp, type TestApp } from './support.ts';

const ORGANISATIONS = `query($query: String, $cursor: String) {
  adminOrganisations(query: $query, cursor: $cursor) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name slug isActive plan state testsThisMonth people createdAt } }
  } }`;
const USERS = `query($query: String) {
  adminUsers(query: $query) { totalCount edges { node { name email staff lastSeenAt organisations { role organisation { slug } } } } } }`;

type Organisations = {
  adminOrganisations: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: Record<string, unknown> & { slug: string } }[];
  };
};

describe('the staff lists of /admin', () => {
  let app: TestApp;
  let world: World;
  beforeAll(async () => {
    app = await startTestApp('embedded');
    world = await createWorld(app);
    const { Subscription, UsageCounter } = app.db.models;
    await Subscription.create({
      organisationId: world.orgA.id,
      organisationName: world.orgA.name,
      status: 'active',
      plan: 'power',
    });
    const now = new Date();
    const thisMonth = (day: number) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), day)).toISOString().slice(0, 10);
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 20))
      .toISOString()
      .slice(0, 10);
    await UsageCounter.create({ organisationId: world.orgA.id, day: thisMonth(1), tests: 40 });
    await UsageCounter.create({ organisationId: world.orgA.id, day: lastMonth, tests: 1000 });
    if (now.getUTCDate() > 1) {
      await UsageCounter.create({
        organisationId: world.orgA.id,
        day: thisMonth(now.getUTCDate()),
        tests: 2,
      });
    }
  });
  afterAll(() => app?.close());

  test('staff see an organisation’s plan, state, people and the tests of this month only', async () => {
    const staff = await actorHeaders(app, world.users.staff);
    const result = await gql<Organisations>(app, staff, ORGANISATIONS, { query: world.orgA.slug });
    expect(result.errors).toBeUndefined();
    const expectedTests = new Date().getUTCDate() > 1 ? 42 : 40;
    expect(result.data!.adminOrganisations.edges.map((edge) => edge.node)).toEqual([
      expect.objectContaining({
        id: world.orgA.slug,
        plan: 'power',
        state: 'active',
        testsThisMonth: expectedTests,
        people: 3,
        isActive: true,
      }),
    ]);
    const other = await gql<Organisations>(app, staff, ORGANISATIONS, { query: world.orgB.slug });
    expect(other.data!.adminOrganisations.edges[0]!.node).toMatchObject({
      plan: null,
      state: null,
      testsThisMonth: 0,
      people: 1,
    });
  });

  test('many organisations come 50 a page, each page after the last', async () => {
    const { Organisation } = app.db.models;
    const prefix = `paged-${Date.now()}`;
    await Organisation.bulkCreate(
      Array.from({ length: 55 }, (_, i) => ({
        name: `${prefix}-${String(i).padStart(2, '0')}`,
        slug: `${prefix}-${i}`,
      })),
    );
    const staff = await actorHeaders(app, world.users.staff);
    const first = await gql<Organisations>(app, staff, ORGANISATIONS, { query: prefix });
    expect(first.data!.adminOrganisations.totalCount).toBe(55);
    expect(first.data!.adminOrganisations.edges).toHaveLength(50);
    expect(first.data!.adminOrganisations.pageInfo.hasNextPage).toBe(true);
    const second = await gql<Organisations>(app, staff, ORGANISATIONS, {
      query: prefix,
      cursor: first.data!.adminOrganisations.pageInfo.endCursor,
    });
    expect(second.data!.adminOrganisations.edges).toHaveLength(5);
    expect(second.data!.adminOrganisations.pageInfo.hasNextPage).toBe(false);
  });

  test('staff see people with when they were last seen and their organisations', async () => {
    await world.users.memberA.update({ lastSeenAt: new Date('2026-11-20T10:00:00Z') });
    const staff = await actorHeaders(app, world.users.staff);
    const result = await gql<{ adminUsers: { edges: { node: Record<string, unknown> }[] } }>(
      app,
      staff,
      USERS,
      { query: world.users.memberA.email },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminUsers.edges.map((edge) => edge.node)).toEqual([
      {
        name: world.users.memberA.name,
        email: world.users.memberA.email,
        staff: false,
        lastSeenAt: '2026-11-20T10:00:00.000Z',
        organisations: [{ role: 'member', organisation: { slug: world.orgA.slug } }],
      },
    ]);
  });

  test('an organisation administrator who is not staff is refused; nothing is read', async () => {
    for (const user of [world.users.adminA, await createUser(app, 'plain')]) {
      const headers = await actorHeaders(app, user);
      for (const query of [ORGANISATIONS, USERS]) {
        const result = await gql(app, headers, query);
        expect(result.data ?? null).toBeNull();
        expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    }
  });

  test('a visitor who is not signed in is asked to sign in', async () => {
    const result = await gql(app, {}, ORGANISATIONS);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
