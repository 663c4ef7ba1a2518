// The contract's version: the props a remote receives and the screen keys it answers to, together. The
// shell and the remotes are released apart, so a browser may hold a shell of one version and load a
// remote of another: a remote's `./mount` says which version it was built with (`contract`), the shell
// mounts the versions it can speak and refuses the others with the reload message.

/** This build's version. Version 1 (remotes that export no `contract`) keyed screens by the first route table. */
export const CONTRACT_VERSION = 2;

/** The versions a shell of this build mounts, and a remote of this build answers. */
export const COMPATIBLE_CONTRACTS: readonly number[] = [1, CONTRACT_VERSION];

/**
 * The screen keys version 2 renamed (to the screen's URL), as version 1 named them. Only renamed keys
 * are listed; a key not here is the same in both.
 */
export const VERSION_1_SCREEN_KEYS: Readonly<Record<string, string>> = {};

const VERSION_2_SCREEN_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(VERSION_1_SCREEN_KEYS).map(([current, old]) => [old, current]),
);

/** The contract a remote's `./mount` module was built with. */
export function contractOf(module: { contract?: unknown }): number {
  return typeof module.contract === 'number' ? module.contract : 1;
}

/** A screen key of this version as a remote of `contract` knows it. */
export function screenKeyFor(key: string, contract: number): string {
  return contract === 1 ? (VERSION_1_SCREEN_KEYS[key] ?? key) : key;
}

/** A key a shell of any compatible version may send, as this version names it. */
export function currentScreenKey(key: string): string {
  return VERSION_2_SCREEN_KEYS[key] ?? key;
}
