import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'urql';
import type { RemoteName, RemoteProps } from './contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteContext } from './remote-context';
import { ScreenPlaceholder } from './ScreenPlaceholder';
import type { ScreenKey } from './screens';

/**
 * A screen of a remote: a component without props; it and everything inside it read the shell's props
 * with `useRemote()`.
 */
export type ScreenComponent = React.ComponentType;

/** Every screen key of the remote (`SCREEN_KEYS`) to the component in `src/routes/<key>.tsx`. */
export type RemoteScreens<R extends RemoteName = RemoteName> = {
  readonly [K in ScreenKey<R>]: ScreenComponent;
};

/** The single-spa parcel lifecycles a remote's `./mount` module exports. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteProps>;
  mount: LifeCycleFn<RemoteProps>;
  unmount: LifeCycleFn<RemoteProps>;
  update: LifeCycleFn<RemoteProps>;
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
  const byKey: Readonly<Record<string, ScreenComponent>> = screens;
  // defineRemote runs once, when the remote's module loads, so this component's identity is stable for the remote's lifetime.
  function RemoteRoot(props: RemoteProps) {
    const Screen = Object.hasOwn(byKey, props.route.screen) ? byKey[props.route.screen] : undefined;
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
  return { bootstrap, mount, unmount, update };
}
