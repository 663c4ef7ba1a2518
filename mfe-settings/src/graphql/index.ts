// This remote's GraphQL operations, published as `@pace/mfe-settings/documents` (the `exports` of its
// package.json) so that the bff's tests validate them against its schema by package name, never by a path
// into this src/. One namespace per module of this folder, named after its file: a new module gets its
// line here (bff/test/remote-documents.test.ts fails otherwise).
export * as fragments from './fragments';
export * as integrations from './integrations';
export * as notifications from './notifications';
export * as organisation from './organisation';
export * as pageGroupings from './pageGroupings';
export * as people from './people';
export * as saml from './saml';
export * as setup from './setup';
export * as sitePages from './sitePages';
export * as sites from './sites';
export * as tokens from './tokens';
export * as types from './types';
export * as user from './user';
