// Who is looking, and what they may do where they are: the current user (./currentUser.ts) and the
// permissions and features of the route's organisation, team or site (../chrome/scope.ts). The one place
// the shell reads identity from; remotes receive the same values as props.
import { type CurrentUser, type Features, NO_PERMISSIONS, type Permissions } from '@pace/mfe-kit';
import { useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import { type ScopeParams, scopeFeatures, scopePermissions, useRouteScope } from '../chrome/scope';
import { useCurrentUser } from './currentUser';

export interface Session {
  user: CurrentUser | null;
  permissions: Permissions;
  features: Features;
}

export const ANONYMOUS: Session = Object.freeze({
  user: null,
  permissions: NO_PERMISSIONS,
  features: Object.freeze({ rum: false, billing: false }),
});

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** The parameters of the deepest matched route (orgId, teamId, siteId, ...). */
export function useRouteParams(): Readonly<Record<string, string>> {
  return useMatches({
    select: (matches) => (matches.at(-1)?.params ?? NO_PARAMS) as Record<string, string>,
  });
}

export function useSession(): Session {
  const { user } = useCurrentUser();
  const params: ScopeParams = useRouteParams();
  const scope = useRouteScope(params, user !== null);
  return useMemo(
    () => (user ? { user, permissions: scopePermissions(scope), features: scopeFeatures(scope) } : ANONYMOUS),
    [user, scope],
  );
}

/** Viewers of a shared report who have no active organisation also get the monitoring entry. */
export function hasActiveOrganisation(session: Session): boolean {
  return session.user?.memberships.some((membership) => membership.organisation.isActive) ?? false;
}
