import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'urql';
import type { RemoteName, RemoteProps } from './contract';
import { CONTRACT_VERSION, currentScreenKey } from './contract-versions';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteContext } from './remote-context';
import { ScreenPlaceholder } from './ScreenPlaceholder';
import type { ScreenKey } from './screens';

/**
 * A screen of a remote: a component without props; it and everything inside it read the shell's props
 * with `useRemote()`.
 */
export type ScreenComponent = React.ComponentType;

/**
 * A screen in a chunk of its own (`lazyScreen`): its code is downloaded the first time a route shows it,
 * so a remote's first screen does not carry every other screen of the remote.
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
 * `lazyScreen(() => import('./routes/team/members'), 'TeamMembers')`: the screen exported as `name` by a
 * module that the build puts in a chunk of its own.
 */
export function lazyScreen<M, K extends keyof M>(
  importModule: () => Promise<M>,
  name: K & (M[K] extends ScreenComponent ? K : never),
): LazyScreen {
  return new LazyScreen(async () => (await importModule())[name] as ScreenComponent);
}

/** Every screen key of the remote (`SCREEN_KEYS`) to the component in `src/routes/<key>.tsx`. */
export type RemoteScreens<R extends RemoteName = RemoteName> = {
  readonly [K in ScreenKey<R>]: ScreenComponent | LazyScreen;
};

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
  /** Exactly the remote's keys: a missing or unknown key fails the typecheck. */
  screens: RemoteScreens<R>;
}

/**
 * Builds the parcel lifecycles of a remote. The parcel renders the screen registered for
 * `props.route.screen` (or the placeholder for a key it does not know) inside urql's Provider with the
 * shell's client and the props for `useRemote()`, behind an error boundary that shows the reload message
 * and tells the shell.
 *
 * `export const { bootstrap, mount, unmount, update } = defineRemote({ remote: 'mfe-rum', screens: { ... } });`
 */
export function defineRemote<R extends RemoteName>({ screens }: RemoteDefinition<R>): RemoteLifecycles {
  const byKey: Readonly<Record<string, ScreenComponent | LazyScreen>> = screens;
  // A shell of an older contract may name the screen by its old key.
  const screenOf = (sent: string) => {
    const key = currentScreenKey(sent);
    return Object.hasOwn(byKey, key) ? byKey[key] : undefined;
  };
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
    async (props) => {
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
