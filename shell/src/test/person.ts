// A signed-in person for tests of screens that need one: no organisation, no recent sites, not staff.
import type { CurrentUser } from '@pace/mfe-kit';
import { resetCurrentUser } from '../session/currentUser';

export const SAM: CurrentUser = {
  uuid: 'u1',
  name: 'Sam',
  email: 'sam@example.test',
  avatar: null,
  staff: false,
  memberships: [],
  recentSites: [],
};

/** Signs Sam in (or the same person with the given differences). */
export function signInAs(person: Partial<CurrentUser> = {}): void {
  resetCurrentUser({ status: 'ready', user: { ...SAM, ...person } });
}
