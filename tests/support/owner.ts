// A person signed up through the real /auth routes, with an organisation and a team made through GraphQL
// on the same session: what the CrUX, periods, synthetic and share tests start from.
import { fixtureLatestPeriodEnd } from '@pace/crux/fixtures';
import type { Database } from '@pace/platform/db';
import { expect } from 'vitest';
import { markVerified } from './chrome-world.ts';
import type { TestPage } from './page.ts';

export const OWNER_PASSWORD = 'correct horse battery staple';

export interface Owner {
  /** A GraphQL query or mutation as the signed-up person; GraphQL errors throw. */
  call<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<T>;
  organisation: string;
  team: string;
  /** Makes a site of the team and answers its slug. */
  createSite(name: string, canonicalUrl: string): Promise<string>;
}

export async function signUpOwner(
  tp: TestPage,
  who: { name: string; email: string; organisation: string; team: string },
): Promise<Owner> {
  const base = tp.url('');
  const request = tp.context.request;
  const { csrf } = (await (await request.get(`${base}/auth/csrf`)).json()) as { csrf: string };
  const signUp = await request.post(`${base}/auth/sign-up`, {
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    data: {
      name: who.name,
      email: who.email,
      password: OWNER_PASSWORD,
      passwordConfirmation: OWNER_PASSWORD,
    },
  });
  expect(signUp.status()).toBe(201);
  await markVerified(who.email);
  // The session rotates the CSRF token: ask again with the session cookie.
  const session = (await (await request.get(`${base}/auth/csrf`)).json()) as { csrf: string };
  const call = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post(`${base}/graphql`, {
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf },
      data: { query, variables },
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(`GraphQL: ${body.errors.map((e) => e.message).join('; ')}`);
    return body.data as T;
  };
  const { createOrganisation } = await call<{ createOrganisation: { slug: string } }>(
    'mutation ($name: String!) { createOrganisation(input: { name: $name }) { slug } }',
    { name: who.organisation },
  );
  const { createTeam } = await call<{ createTeam: { slug: string } }>(
    'mutation ($org: ID!, $name: String!) { createTeam(orgId: $org, input: { name: $name }) { slug } }',
    { org: createOrganisation.slug, name: who.team },
  );
  const team = createTeam.slug;
  const createSite = async (name: string, canonicalUrl: string) =>
    (
      await call<{ createSite: { slug: string } }>(
        'mutation ($team: ID!, $name: String!, $url: String!) { createSite(teamId: $team, input: { name: $name, canonicalUrl: $url }) { slug } }',
        { team, name, url: canonicalUrl },
      )
    ).createSite.slug;
  return { call, organisation: createOrganisation.slug, team, createSite };
}

/**
 * "Collect now" for a site: queues the worker's job, which asks the CrUX fixture server (the global setup
 * points the platform at it) and stores the records; waits until the origin's latest period for all
 * devices is stored, and answers the day the fixture server dated the periods by: the day the collection
 * started, or the next one when it ran across midnight (the latest daily period ends 2 days before it).
 * Tests expect the periods of that day, not of the day they run their own assertions on.
 */
export async function collectCrux(owner: Owner, site: string): Promise<Date> {
  const ref = { team: owner.team, site };
  const before = new Date();
  await owner.call(
    'mutation ($team: ID!, $site: ID!) { collectCruxNow(teamId: $team, siteId: $site) { jobId } }',
    ref,
  );
  const deadline = Date.now() + 45_000;
  for (;;) {
    const { cruxSummary } = await owner.call<{ cruxSummary: { period: { lastDate: string } | null } }>(
      'query ($team: ID!, $site: ID!) { cruxSummary(teamId: $team, siteId: $site) { period { lastDate } } }',
      ref,
    );
    if (cruxSummary.period) {
      const lastDate = cruxSummary.period.lastDate;
      const day = [before, new Date()].find((candidate) => fixtureLatestPeriodEnd(candidate) === lastDate);
      if (!day)
        throw new Error(`The latest period stored ends on ${lastDate}, not 2 days before the collection`);
      return day;
    }
    if (Date.now() > deadline) throw new Error('the CrUX worker stored nothing within 45 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A page of the owner's site and a desktop profile on cable, made through GraphQL: their uuids. */
export async function pageAndProfile(
  owner: Pick<Owner, 'call' | 'team'>,
  site: string,
  page: { name: string; url: string } = { name: 'Home', url: '/' },
): Promise<{ page: string; profile: string }> {
  const ref = { team: owner.team, site };
  const { createPage } = await owner.call<{ createPage: { uuid: string } }>(
    'mutation ($team: ID!, $site: ID!, $name: String!, $url: String!) { createPage(teamId: $team, siteId: $site, input: { name: $name, url: $url }) { uuid } }',
    { ...ref, ...page },
  );
  const { createTestProfile } = await owner.call<{ createTestProfile: { uuid: string } }>(
    'mutation ($team: ID!, $site: ID!) { createTestProfile(teamId: $team, siteId: $site, input: { name: "Desktop cable", device: desktop, connection: cable }) { uuid } }',
    ref,
  );
  return { page: createPage.uuid, profile: createTestProfile.uuid };
}

/** The owner's site as a database row: site slugs are unique within their team only, and other tests' teams have a Shop too. */
export async function siteRow(db: Database, owner: Pick<Owner, 'team'>, slug: string) {
  const team = await db.models.Team.findOne({ where: { slug: owner.team }, rejectOnEmpty: true });
  return db.models.Site.findOne({ where: { teamId: team.id, slug }, rejectOnEmpty: true });
}
