// The chrome's heavier parts (menus on Radix, the search dialog on cmdk) are chunks of their own: the
// first screen shows light placeholders, the chunks load while the browser is idle after the first paint
// (or at once when someone reaches for them), then the real components replace the placeholders.
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

export const menusChunk = chunkLoader(
  () => import(/* webpackChunkName: "chrome-menus", webpackPrefetch: true */ './menus/Menus'),
);
export const searchChunk = chunkLoader(
  () => import(/* webpackChunkName: "chrome-search", webpackPrefetch: true */ './search/SearchDialog'),
);

/** After the first paint, when the browser has nothing better to do. */
export function loadChromeChunksWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  idle(() => {
    menusChunk.load().catch(() => undefined);
    searchChunk.load().catch(() => undefined);
  });
}
