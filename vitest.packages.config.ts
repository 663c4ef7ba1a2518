import { defineConfig } from 'vitest/config';

// The domain packages' suites alone (the audits among them): what `npm test` runs once more on a second
// Node (PACE_SECOND_NODE, Node 22 in CI).
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts'],
  },
});
