import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The CLI as a child process against the bff served on port 0 (MariaDB + Redis).
export default defineConfig({
  // The bff is started in-process by the tests: give graphql-http the same graphql copy as the bff's own.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'cli',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
