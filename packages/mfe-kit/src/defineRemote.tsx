import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'urql';
import type { RemoteName, RemoteProps } from './contract';
import { CONTRACT_VERSION, currentScreenKey } from './contract-versions';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteContext } from './remote-context';
import type { ScreenKey } from './routes';
import { ScreenPlaceholder } from './ScreenPlaceholder';

/**
 * A screen of a remote: a component without props; it and everything inside it read the shell's props
 * with `useRemote()`.
 */
export type ScreenComponent = React.ComponentType;

/**
 * A screen in a chunk of its own: its code is downloaded the first time a route shows it, so a remote's
 * first screen does not carry every other screen of the remote.
 */
export class LazyScreen {
  #pending: Promise<ScreenComponent> | undefined;
  #loaded: ScreenComponent | undefined;
  constructor(private readonly importScreen: () => Promise<ScreenComponent>) {}
  /** The component once its chunk is here. */
  get loaded(): ScreenComponent | undefined {
    return this.#loaded;
  }
  /** Loads the chunk once; a failed load (a chunk gone after a release) is tried again on the next call. */
  load(): Promise<ScreenComponent> {
    this.#pending ??= this.importScreen().then(
      (component) => {
        this.#loaded = component;
        return component;
      },
      (error: unknown) => {
        this.#pending = undefined;
        throw error;
      },
    );
    return this.#pending;
  }
}

/**
 * A remote's route files, as rspack's `import.meta.webpackContext('./routes', { recursive: true, regExp:
 * /\.tsx$/, mode: 'lazy' })` gives them: `keys()` are `./rum/metrics/$metricName.tsx` and the like, and
 * calling it with a key gives the module (a promise of it in `lazy` mode: one chunk per screen). Each
 * route file's default export is its screen.
 */
export interface RouteFiles {
  keys(): string[];
  (id: string): unknown;
}

/** The screen key of a route file: `./rum/metrics/$metricName.tsx` → `rum/metrics/$metricName`. */
export function screenKeyOfFile(file: string): string {
  return file.replace(/^\.\//, '').replace(/\.tsx$/, '');
}

async function defaultExport(module: unknown): Promise<ScreenComponent> {
  const screen = ((await module) as { default?: ScreenComponent }).default;
  if (typeof screen !== 'function') throw new Error('A route file must export its screen as default');
  return screen;
}

/** Every route file as a screen, by key; the `first` screens given as components (in the mount chunk). */
function screensOf(
  routes: RouteFiles,
  first: Readonly<Record<string, ScreenComponent | undefined>>,
): Map<string, ScreenComponent | LazyScreen> {
  const screens = new Map<string, ScreenComponent | LazyScreen>();
  for (const file of routes.keys()) {
    const key = screenKeyOfFile(file);
    if (!screens.has(key)) screens.set(key, first[key] ?? new LazyScreen(() => defaultExport(routes(file))));
  }
  return screens;
}

/** The single-spa parcel lifecycles a remote's `./mount` module exports. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteProps>;
  mount: LifeCycleFn<RemoteProps>;
  unmount: LifeCycleFn<RemoteProps>;
  update: LifeCycleFn<RemoteProps>;
  /** The contract version the remote was built with (`CONTRACT_VERSION`); absent before version 2. */
  contract?: number;
}

export interface RemoteDefinition<R extends RemoteName> {
  remote: R;
  /** The remote's `src/routes/` files: key `a/$b` is the file `a/$b.tsx` (the manifest test checks both ways). */
  routes: RouteFiles;
  /**
   * The screen most visits start on, imported by the mount module so that it comes with the mount chunk
   * (no second round trip); every other screen is loaded when a route first shows it.
   */
  first?: Partial<Record<ScreenKey<R>, ScreenComponent>>;
}

/** A shell of an older contract may name the screen by its old key: the screens see today's. */
function withCurrentKey<P extends RemoteProps>(props: P): P {
  const screen = currentScreenKey(props.route.screen);
  return screen === props.route.screen ? props : { ...props, route: { ...props.route, screen } };
}

/**
 * Builds the parcel lifecycles of a remote. The parcel renders the screen registered for
 * `props.route.screen` (or the placeholder for a key it does not know) inside urql's Provider with the
 * shell's client and the props for `useRemote()`, behind an error boundary that shows the reload message
 * and tells the shell.
 *
 * `export const { bootstrap, mount, unmount, update } = defineRemote({ remote: 'mfe-rum', routes: import.meta.webpackContext(…) });`
 */
export function defineRemote<R extends RemoteName>({
  routes,
  first = {},
}: RemoteDefinition<R>): RemoteLifecycles {
  const byKey = screensOf(routes, first);
  const screenOf = (key: string) => byKey.get(key);
  // defineRemote runs once, when the remote's module loads, so this component's identity is stable for the remote's lifetime.
  function RemoteRoot(props: RemoteProps) {
    const entry = screenOf(props.route.screen);
    // A lazy screen is loaded before the parcel mounts or updates to it (below), so it is here by now.
    const Screen = entry instanceof LazyScreen ? entry.loaded : entry;
    return (
      <RemoteContext.Provider value={props}>
        <Provider value={props.client}>{Screen ? <Screen /> : <ScreenPlaceholder />}</Provider>
      </RemoteContext.Provider>
    );
  }

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: RemoteRoot,
    errorBoundaryClass: RemoteErrorBoundary,
  });
  const { bootstrap, mount, unmount, update } = lifecycles;
  if (!update) throw new Error('single-spa-react did not provide an update lifecycle');
  // The route's screen chunk first, then the render: the mount settles with the screen shown (the shell's
  // skeleton stays until then), and on an update the previous screen stays until the next one is here.
  // A chunk that fails to load rejects the lifecycle: the shell shows its reload message in the slot.
  const withScreen =
    (lifecycle: LifeCycleFn<RemoteProps>): LifeCycleFn<RemoteProps> =>
    async (sent) => {
      const props = withCurrentKey(sent);
      const entry = screenOf(props.route.screen);
      if (entry instanceof LazyScreen && !entry.loaded) await entry.load();
      return lifecycle(props);
    };
  return {
    bootstrap,
    mount: withScreen(mount),
    unmount,
    update: withScreen(update),
    contract: CONTRACT_VERSION,
  };
}
