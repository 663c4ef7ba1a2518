// "Collect now" comes out of the organisation's share of the project's CrUX quota (150 queries a minute
// for every customer): with the share used up this minute it is refused with TOO_MANY_REQUESTS, saying
// when to ask again, and queues nothing; another organisation's "collect now" still goes. Both modes.
import { CRUX_QUOTA, CruxQuota } from '@pace/crux/quota';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { actorHeaders, createWorld, gql, type Headers, type World } from '../support/actors.ts';
import { MODES, startTestApp, type TestApp } from '../support.ts';

const COLLECT = /* GraphQL */ `
  mutation ($teamId: ID!, $siteId: ID!) { collectCruxNow(teamId: $teamId, siteId: $siteId) { jobId } }
`;

describe.each(MODES)('collect now against the CrUX quota (%s)', (mode) => {
  let app: TestApp;
  let world: World;
  let adminA: Headers;
  let adminB: Headers;

  beforeAll(async () => {
    app = await startTestApp(mode);
    world = await createWorld(app);
    adminA = await actorHeaders(app, world.users.adminA);
    adminB = await actorHeaders(app, world.users.adminB);
  });
  afterAll(() => app.close());

  test('refused once the organisation’s share of the minute is spent; another organisation’s goes', async () => {
    // The worker's collections of organisation A spent its share (a big site's first minutes): this
    // minute's and the next, so that a minute ending halfway through the test changes nothing.
    for (const ahead of [0, 60_000]) {
      const quota = new CruxQuota(app.kv, CRUX_QUOTA, () => Date.now() + ahead);
      for (let query = 0; query < CRUX_QUOTA.perOrganisation; query++) await quota.take(world.orgA.id);
    }
    const refused = await gql(app, adminA, COLLECT, { teamId: world.teamA1.slug, siteId: world.siteA1.slug });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.errors?.[0]?.message).toMatch(
      /^Your organisation has used its share of the CrUX quota for this minute: collect now again after \d\d:\d\d:\d\d UTC$/,
    );
    const counts = await app.deps.queues.counts('crux');
    expect(counts.waiting + counts.delayed).toBe(0);

    const other = await gql<{ collectCruxNow: { jobId: string } }>(app, adminB, COLLECT, {
      teamId: world.teamB1.slug,
      siteId: world.siteB1.slug,
    });
    expect(other.errors).toBeUndefined();
    expect(other.data?.collectCruxNow.jobId).toMatch(/^crux-now-/);
  });
});
