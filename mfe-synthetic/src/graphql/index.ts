// This remote's GraphQL operations, published as `@pace/mfe-synthetic/documents` (the `exports` of its
// package.json) so that the bff's tests validate them against its schema by package name, never by a path
// into this src/. One namespace per module of this folder, named after its file: a new module gets its
// line here (bff/test/remote-documents.test.ts fails otherwise).
export * as flows from './flows';
export * as share from './share';
export * as synthetic from './synthetic';
