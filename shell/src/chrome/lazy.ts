// The chrome's heavier parts (menus on Radix, the search dialog on cmdk) are chunks of their own: the
// first screen shows light placeholders, and a chunk loads when someone reaches for it (the pointer over
// a trigger, focus on it, a touch, the shortcut), then the real components replace the placeholders.
// Nothing loads them unasked: about 40 KB that most visits to a screen never use.
import { useSyncExternalStore } from 'react';
import { createStore } from './data/store';

export type LoaderState<T> =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; module: T }
  /** A chunk that is gone after a release: the page must be reloaded (spec section 8). */
  | { status: 'failed'; error: unknown };

export interface ChunkLoader<T> {
  load(): Promise<T>;
  state(): LoaderState<T>;
  subscribe(listener: () => void): () => void;
}

export function chunkLoader<T>(importChunk: () => Promise<T>): ChunkLoader<T> {
  const store = createStore<LoaderState<T>>({ status: 'idle' });
  let pending: Promise<T> | undefined;
  return {
    load() {
      // A failed attempt is not kept: the next call tries again (the chunk may be back).
      pending ??= importChunk().then(
        (module) => {
          store.set({ status: 'loaded', module });
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          store.set({ status: 'failed', error });
          throw error;
        },
      );
      if (store.get().status !== 'loaded') store.set({ status: 'loading' });
      return pending;
    },
    state: store.get,
    subscribe: store.subscribe,
  };
}

export function useChunk<T>(loader: ChunkLoader<T>): LoaderState<T> {
  return useSyncExternalStore(loader.subscribe, loader.state, loader.state);
}

// No prefetch hints: a hint would make every page download them anyway.
export const menusChunk = chunkLoader(() => import(/* webpackChunkName: "chrome-menus" */ './menus/Menus'));
export const searchChunk = chunkLoader(
  () => import(/* webpackChunkName: "chrome-search" */ './search/SearchDialog'),
);

/**
 * Handlers for a placeholder: the chunk starts loading as the pointer arrives or focus lands, so it is
 * usually here by the time of the click. A failure here stays quiet; the click reports it.
 */
export function loadOnIntent<T>(loader: ChunkLoader<T>) {
  // In a task of its own: adding the chunk's script and style elements takes a while on a slow device,
  // and a click right behind the pointer would wait for it (its input delay, issue 23).
  const load = () => {
    window.setTimeout(() => loader.load().catch(() => undefined), 0);
  };
  return { onPointerEnter: load, onFocus: load, onTouchStart: load };
}
