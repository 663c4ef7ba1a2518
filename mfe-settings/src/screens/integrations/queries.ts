// Moved to src/graphql/integrations.ts. Kept only because bff/test/integrations-screens.test.ts imports
// this path (a bff test, outside this remote); delete it when that test reads the new place.
export * from '../../graphql/integrations';
