// Who is looking, and what they may do. Until identity exists the visitor is anonymous: no user, no
// permissions, no features. The identity issue replaces this module (the current-user query at the root,
// memberships, the permissions of the route's organisation and site); nothing else reads identity.
import { type CurrentUser, type Features, NO_PERMISSIONS, type Permissions } from '@pace/mfe-kit';

export interface Session {
  user: CurrentUser | null;
  permissions: Permissions;
  features: Features;
}

export const ANONYMOUS: Session = Object.freeze({
  user: null,
  permissions: NO_PERMISSIONS,
  features: Object.freeze({ rum: false }),
});

export function useSession(): Session {
  return ANONYMOUS;
}

/** Viewers of a shared report who have no active organisation also get the monitoring entry. */
export function hasActiveOrganisation(session: Session): boolean {
  return session.user?.memberships.some((membership) => membership.organisation.isActive) ?? false;
}
