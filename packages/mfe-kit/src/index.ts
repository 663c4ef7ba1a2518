// @pace/mfe-kit: the one public entry. The remote contract, the typed screen keys of every remote and the
// helper that turns screens into single-spa parcel lifecycles. The rspack factory for a remote's build is
// at `@pace/mfe-kit/rspack`, the GraphQL Code Generator config at `@pace/mfe-kit/codegen`.
// The result and variables of a generated GraphQL document: ResultOf<typeof RUM_DASHBOARD>.
export type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
export { AppLink } from './AppLink';
export { afterNextPaint } from './after-next-paint';
export * from './contract';
export {
  COMPATIBLE_CONTRACTS,
  CONTRACT_VERSION,
  contractOf,
  currentScreenKey,
  screenKeyFor,
  VERSION_1_SCREEN_KEYS,
} from './contract-versions';
export type {
  RemoteDefinition,
  RemoteLifecycles,
  RemoteScreens,
  ScreenComponent,
} from './defineRemote';
export { defineRemote, LazyScreen, lazyScreen } from './defineRemote';
export * from './first-screens';
export { operationKey, operationText } from './operation-text';
export { useRemote } from './remote-context';
export { ScreenPlaceholder } from './ScreenPlaceholder';
export { SCREEN_KEYS, type ScreenKey } from './screens';
export { searchWith, useSearchChoice, useSearchText } from './search';
