// Whether the search modal is open. Small and in the first chunk: the shortcut and the top bar's
// button open it; the dialog itself (cmdk) is a chunk of its own.
import { afterNextPaint } from '@pace/mfe-kit';
import { useSyncExternalStore } from 'react';
import { createStore } from '../data/store';
import { searchChunk } from '../lazy';
import { showNewVersionMessage } from '../newVersion';

const store = createStore(false);

export function openSearch(): void {
  store.set(true);
  // The modal's placeholder paints first; fetching the chunk (new script and style elements) comes after.
  afterNextPaint(() => {
    searchChunk.load().catch((error: unknown) => {
      store.set(false);
      showNewVersionMessage(error);
    });
  });
}

export function closeSearch(): void {
  store.set(false);
}

export function useSearchOpen(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
