import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { Provider } from 'urql';
import type { RemoteProps } from './contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { ScreenPlaceholder } from './ScreenPlaceholder';

/** A screen of a remote: a component that receives the shell's props. */
export type ScreenComponent = React.ComponentType<RemoteProps>;

/** Screen key (RouteInfo.screen, e.g. `rum/dashboard`) to the component that renders it. */
export type RemoteScreens = Readonly<Record<string, ScreenComponent>>;

/** The single-spa parcel lifecycles a remote's `./mount` module exports. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteProps>;
  mount: LifeCycleFn<RemoteProps>;
  unmount: LifeCycleFn<RemoteProps>;
  update: LifeCycleFn<RemoteProps>;
}

export interface RemoteDefinition {
  screens: RemoteScreens;
}

/**
 * Builds the parcel lifecycles of a remote. The parcel renders the screen registered for
 * `props.route.screen` (or the placeholder while the screen is not built yet) inside urql's Provider with
 * the shell's client, behind an error boundary that shows the reload message and tells the shell.
 *
 * `export const { bootstrap, mount, unmount, update } = defineRemote({ screens: { ... } });`
 */
export function defineRemote({ screens }: RemoteDefinition): RemoteLifecycles {
  // defineRemote runs once, when the remote's module loads, so this component's identity is stable for the remote's lifetime.
  function RemoteRoot(props: RemoteProps) {
    const Screen = Object.hasOwn(screens, props.route.screen)
      ? (screens[props.route.screen] ?? ScreenPlaceholder)
      : ScreenPlaceholder;
    return (
      <Provider value={props.client}>
        <Screen {...props} />
      </Provider>
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
