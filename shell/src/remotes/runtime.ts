// The remote loader: module federation runtime, the parcel runner and the GraphQL client. This module is
// its own chunk, loaded after the first paint (RemoteSlot imports it on demand), so none of it weighs on
// the shell's initial scripts.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import { containerName, type RemoteLifecycles, type RemoteName, type RemoteProps } from '@pace/mfe-kit';
import * as urqlCore from '@urql/core';
import * as React from 'react';
import * as JSXRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as urql from 'urql';
import { graphqlClient } from '../graphql/client';
import { type RemoteEntries, remoteEntries } from './manifest';
import { mountParcel } from './parcel';

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
  return module;
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
  parcelCount += 1;
  // The name keys the parcel's React root inside single-spa-react: unique per mount.
  const name = `${remote}#${parcelCount}`;
  const parcelProps = (props: ShellRemoteProps) => ({ ...props, client, domElement, name });
  const parcel = mountParcel(lifecycles, parcelProps(initial));
  return {
    mounted: parcel.mounted,
    update: (props) => parcel.update(parcelProps(props)),
    unmount: () => parcel.unmount(),
  };
}
