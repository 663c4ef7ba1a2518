// @pace/mfe-kit: the one public entry. The remote contract, the route manifest (every path, its remote
// and its typed parameters, with `pathTo` for links) and the helper that turns a remote's route files into
// single-spa parcel lifecycles. The rspack factory for a remote's build is
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
  RouteFiles,
  ScreenComponent,
} from './defineRemote';
export { defineRemote, screenKeyOfFile } from './defineRemote';
export * from './first-screens';
export { operationKey, operationText } from './operation-text';
export { fillPattern, type PathArgs, pathTo, patternOf, type SearchParams, searchString } from './path-to';
export { useRemote, useRouteParams } from './remote-context';
export * from './routes';
export { ScreenPlaceholder } from './ScreenPlaceholder';
export { searchWith, useSearchChoice, useSearchText } from './search';
