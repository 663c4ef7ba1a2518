// The current user (spec section 7: fetched at the root, before anything else asks): uuid, avatar, name,
// email, staff flag, memberships and recent sites. Loaded once per page; `refreshCurrentUser()` after
// something changes it (sign-in without a reload, recent sites).
import type { CurrentUser, RecentSite } from '@pace/mfe-kit';
import { useSyncExternalStore } from 'react';
import { graphqlRequest } from '../chrome/data/request';
import { createStore } from '../chrome/data/store';
import { graphql } from '../graphql/generated';

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'ready'; user: CurrentUser | null }
  /** The bff could not be asked: treated as signed out, tried again on the next page load. */
  | { status: 'error'; user: null };

export const CURRENT_USER_QUERY = graphql(`
  query ChromeCurrentUser {
    currentUser {
      uuid name email avatar staff
      memberships { role organisation { id name slug isActive } }
      recentSites { id name slug team { id name slug } }
    }
  }
`);

const store = createStore<CurrentUserState>({ status: 'loading', user: null });
let pending: Promise<void> | undefined;

/** Starts the query (once); index.tsx calls it before the first render so it runs alongside. */
export function loadCurrentUser(): Promise<void> {
  pending ??= refreshCurrentUser();
  return pending;
}

/** Whether someone is signed in, once the current user is known. */
export async function signedIn(): Promise<boolean> {
  await loadCurrentUser();
  return store.get().user !== null;
}

export async function refreshCurrentUser(): Promise<void> {
  try {
    const data = await graphqlRequest(CURRENT_USER_QUERY);
    // The generated result checked against the remote contract's CurrentUser the remotes receive.
    const user: CurrentUser | null = data.currentUser;
    store.set({ status: 'ready', user });
  } catch (error) {
    console.error('Could not load the current user', error);
    store.set({ status: 'error', user: null });
  }
}

/** After UpdateUserSettings: the list the bff kept (moved to the front, deduplicated, at most 5). */
export function setRecentSites(recentSites: RecentSite[]): void {
  store.set((state) =>
    state.status === 'ready' && state.user ? { ...state, user: { ...state.user, recentSites } } : state,
  );
}

export function currentUserState(): CurrentUserState {
  return store.get();
}

function subscribe(listener: () => void) {
  void loadCurrentUser();
  return store.subscribe(listener);
}

export function useCurrentUser(): CurrentUserState {
  return useSyncExternalStore(subscribe, store.get, store.get);
}

/** Tests: start over with a given state. */
export function resetCurrentUser(state: CurrentUserState, loaded = true): void {
  pending = loaded ? Promise.resolve() : undefined;
  store.set(state);
}
