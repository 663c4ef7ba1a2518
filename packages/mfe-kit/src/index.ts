// @pace/mfe-kit: the one public entry. The remote contract and the helper that turns screens into
// single-spa parcel lifecycles. The rspack factory for a remote's build is at `@pace/mfe-kit/rspack`.
export * from './contract';
export type { RemoteDefinition, RemoteLifecycles, RemoteScreens, ScreenComponent } from './defineRemote';
export { defineRemote } from './defineRemote';
export { ScreenPlaceholder } from './ScreenPlaceholder';
export { AppLink, screen, useRemote } from './screen';
