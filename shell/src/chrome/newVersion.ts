// Spec section 8: a chunk of the chrome that fails to load (after a release removed it) asks for a
// reload, in the content column, like a remote that fails does in its slot.
import { useSyncExternalStore } from 'react';
import { createStore } from './data/store';

const store = createStore(false);

export function showNewVersionMessage(error: unknown): void {
  console.error('A part of the page failed to load', error);
  store.set(true);
}

export function useNewVersionMessage(): boolean {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
