// The remote loader: module federation runtime, single-spa and the GraphQL client. This module is its
// own chunk, loaded after the first paint (RemoteSlot imports it on demand), so none of it weighs on the
// first screen.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import {
  COMPATIBLE_CONTRACTS,
  containerName,
  contractOf,
  type RemoteLifecycles,
  type RemoteName,
  type RemoteProps,
  screenKeyFor,
} from '@pace/mfe-kit';
import * as urqlCore from '@urql/core';
import * as React from 'react';
import * as JSXRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import { addErrorHandler, mountRootParcel, type Parcel } from 'single-spa';
import * as urql from 'urql';
import { graphqlClient } from '../graphql/client';
import { type RemoteEntries, remoteEntries } from './manifest';

/** What the slot passes: the contract's props except the client, which lives in this chunk. */
export type ShellRemoteProps = Omit<RemoteProps, 'client'>;

declare const __SHARED_VERSIONS__: Record<'urql' | '@urql/core', string>;
declare const __SHARED_REQUIRED__: Record<'react' | 'react-dom' | 'urql' | '@urql/core', string>;

function singleton(version: string, requiredVersion: string, lib: () => unknown) {
  return {
    version,
    lib: lib as () => Record<string, unknown>,
    loaded: true,
    shareConfig: { singleton: true, requiredVersion },
  };
}

/**
 * The shell is the one provider of the shared singletons: remotes built with the same `shared` keys
 * find these in the share scope and never download their own copies.
 */
function sharedModules() {
  const required = __SHARED_REQUIRED__;
  return {
    react: singleton(React.version, required.react, () => React),
    'react/jsx-runtime': singleton(React.version, required.react, () => JSXRuntime),
    'react-dom': singleton(ReactDOM.version, required['react-dom'], () => ReactDOM),
    'react-dom/client': singleton(ReactDOM.version, required['react-dom'], () => ReactDOMClient),
    urql: singleton(__SHARED_VERSIONS__.urql, required.urql, () => urql),
    '@urql/core': singleton(__SHARED_VERSIONS__['@urql/core'], required['@urql/core'], () => urqlCore),
  };
}

let federation: ModuleFederation | undefined;
const registeredEntries = new Map<RemoteName, string>();

function getFederation(): ModuleFederation {
  if (!federation) {
    federation = createInstance({
      name: 'pace_shell',
      remotes: [],
      shared: sharedModules(),
      // The shell's copies are loaded already: they win over a remote's newer fallback while they satisfy
      // its range (remotes are built with the same strategy).
      shareStrategy: 'loaded-first',
      // Remotes are built with `externalRuntime`: they use this runtime core through the global
      // _FEDERATION_RUNTIME_CORE, which the plugin sets when the instance initialises.
      plugins: [injectExternalRuntimeCore()],
    });
    // single-spa reports parcel errors here as well as through the lifecycle promises the slot handles;
    // without a handler it rethrows them asynchronously as uncaught errors.
    addErrorHandler((error) => console.error(error));
  }
  return federation;
}

function register(instance: ModuleFederation, entries: RemoteEntries, remote: RemoteName): void {
  const entry = entries.get(remote);
  if (!entry) throw new Error(`The remote manifest has no entry for ${remote}`);
  if (registeredEntries.get(remote) === entry.entry) return;
  instance.registerRemotes([{ name: containerName(remote), entry: entry.entry }], {
    force: registeredEntries.has(remote),
  });
  registeredEntries.set(remote, entry.entry);
}

/** The parcel lifecycles a remote exposes as `./mount`; a failed load is tried again on the next call. */
export async function loadRemote(remote: RemoteName): Promise<RemoteLifecycles> {
  const instance = getFederation();
  register(instance, await remoteEntries(), remote);
  const module = await instance.loadRemote<RemoteLifecycles>(`${containerName(remote)}/mount`);
  if (!module || typeof module.mount !== 'function' || typeof module.unmount !== 'function') {
    throw new Error(`${remote}/mount does not export the parcel lifecycles`);
  }
  const contract = contractOf(module);
  if (!COMPATIBLE_CONTRACTS.includes(contract)) throw new IncompatibleRemoteError(remote, contract);
  return module;
}

/** A release of a remote this shell cannot speak to: the slot shows the reload message, never a blank. */
export class IncompatibleRemoteError extends Error {
  constructor(remote: RemoteName, contract: number) {
    super(
      `${remote} was built for contract version ${contract}; this shell speaks ${COMPATIBLE_CONTRACTS.join(' and ')}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

let parcelCount = 0;

/** A mounted remote. Updates and the unmount are queued behind the mount, in order. */
export interface MountedRemote {
  readonly mounted: Promise<void>;
  update(props: ShellRemoteProps): Promise<void>;
  unmount(): Promise<void>;
}

export function mountRemote(
  remote: RemoteName,
  lifecycles: RemoteLifecycles,
  domElement: HTMLElement,
  initial: ShellRemoteProps,
): MountedRemote {
  const client = graphqlClient();
  const contract = contractOf(lifecycles);
  // A remote of an older contract gets the screen keys it knows.
  const parcelProps = (props: ShellRemoteProps) => ({
    ...props,
    route: { ...props.route, screen: screenKeyFor(props.route.screen, contract) },
    client,
    domElement,
  });
  parcelCount += 1;
  const parcel: Parcel<RemoteProps & { domElement: HTMLElement }> = mountRootParcel(
    {
      name: `${remote}#${parcelCount}`,
      bootstrap: lifecycles.bootstrap,
      mount: lifecycles.mount,
      unmount: lifecycles.unmount,
      update: lifecycles.update,
    },
    parcelProps(initial),
  );
  const mounted = parcel.mountPromise.then(() => undefined);
  let queue: Promise<void> = mounted;
  let unmounting = false;
  return {
    mounted,
    update(props) {
      const run = queue.then(async () => {
        if (!unmounting && parcel.getStatus() === 'MOUNTED') await parcel.update?.(parcelProps(props));
      });
      queue = run.catch(() => undefined);
      return run;
    },
    unmount() {
      unmounting = true;
      const run = queue
        .catch(() => undefined)
        .then(async () => {
          if (parcel.getStatus() === 'MOUNTED') await parcel.unmount();
        });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
