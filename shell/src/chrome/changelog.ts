// The changelog menu's data (spec sections 4 and 7): the feed the bff serves (title, url, created_at)
// and whether its newest entry is later than the user's last-viewed date. Closing the menu stores the
// date through GraphQL; the dot goes at once.
import { type ChangelogFeed, isChangelogFeed } from '@pace/rest-api';
import { useSyncExternalStore } from 'react';
import { graphql } from '../graphql/generated';
import { getJson, graphqlRequest } from './data/request';
import { createStore } from './data/store';

export type ChangelogState =
  | { status: 'idle' | 'loading' | 'error' }
  | { status: 'ready'; feed: ChangelogFeed };

const MARK_CHANGELOG_VIEWED = graphql(`
  mutation ChromeMarkChangelogViewed { markChangelogViewed }
`);

const store = createStore<ChangelogState>({ status: 'idle' });

/** Reads the feed once per page (the top bar asks when a signed-in user is shown). */
export function loadChangelog(): void {
  if (store.get().status !== 'idle') return;
  store.set({ status: 'loading' });
  getJson('/api/changelog', isChangelogFeed).then(
    (feed) => store.set({ status: 'ready', feed }),
    (error: unknown) => {
      console.error('Could not load the changelog', error);
      store.set({ status: 'error' });
    },
  );
}

/** The menu closed: everything in it is read. */
export async function markChangelogViewed(): Promise<void> {
  const state = store.get();
  if (state.status !== 'ready' || !state.feed.unread) return;
  store.set({ status: 'ready', feed: { ...state.feed, unread: false } });
  try {
    const data = await graphqlRequest(MARK_CHANGELOG_VIEWED);
    store.set((current) =>
      current.status === 'ready'
        ? { status: 'ready', feed: { ...current.feed, viewed_at: data.markChangelogViewed } }
        : current,
    );
  } catch (error) {
    console.error('Could not store the changelog view', error);
  }
}

export function useChangelog(): ChangelogState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
