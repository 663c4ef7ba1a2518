// Who may open which path before anything renders: a signed-out visitor at a protected path goes to
// /sign-in with the path to come back to (`redirect_to`, which the sign-in, sign-up, Google and SAML
// flows carry through and the bff checks is a path of this site); `/` leads to the right start.
import { pathTo } from '@pace/mfe-kit';
import { isRedirect, redirect } from '@tanstack/react-router';
import { graphqlRequest } from '../chrome/data/request';
import { graphql } from '../graphql/generated';
import { currentUserState, loadCurrentUser } from './currentUser';

/** The sign-in page, coming back to `target` (a path with its query) afterwards. */
export function signInHref(target: string): string {
  return target === '/' ? '/sign-in' : `/sign-in?redirect_to=${encodeURIComponent(target)}`;
}

/**
 * beforeLoad of every protected route. A bff that could not be asked (status error) is not taken for
 * "signed out": the page renders and says what failed, rather than bouncing to the sign-in page.
 */
export async function requireSignIn({ location }: { location: { href: string } }): Promise<void> {
  await loadCurrentUser();
  const state = currentUserState();
  if (state.status === 'ready' && state.user === null) {
    throw redirect({ href: signInHref(location.href), replace: true });
  }
}

const FIRST_TEAM = graphql(`
  query StartFirstTeam($orgId: ID!) {
    organisation(orgId: $orgId) { slug viewerRole teams(first: 1) { edges { node { slug } } } }
  }
`);

/**
 * Where `/` leads: signed out, the sign-in page; signed in, the site the person was last on, else the
 * sites of the first team of their first organisation (its teams for an administrator without any),
 * else setting up an organisation. Null: stay on `/`.
 */
export async function startPath(): Promise<string | null> {
  await loadCurrentUser();
  const { status, user } = currentUserState();
  if (status !== 'ready') return null;
  if (!user) return pathTo('sign-in');
  const last = user.recentSites[0];
  if (last) return pathTo('teams/$teamId/$siteId', { teamId: last.team.slug, siteId: last.slug });
  const first = user.memberships[0];
  if (!first) return pathTo('setup');
  try {
    const data = await graphqlRequest(FIRST_TEAM, { orgId: first.organisation.slug });
    const organisation = data.organisation;
    const team = organisation?.teams.edges[0]?.node;
    if (team) return pathTo('teams/$teamId/sites', { teamId: team.slug });
    if (organisation?.viewerRole === 'admin')
      return pathTo('organisations/$orgId/teams', { orgId: organisation.slug });
  } catch (error) {
    console.error('Could not read the first team', error);
  }
  return null;
}

/** beforeLoad of `/`. */
export async function leaveStartPage({ preload }: { preload: boolean }): Promise<void> {
  if (preload) return;
  try {
    const to = await startPath();
    if (to) throw redirect({ href: to, replace: true });
  } catch (error) {
    if (isRedirect(error)) throw error;
    console.error('Could not choose the start page', error);
  }
}
