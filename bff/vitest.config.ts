import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The app over real HTTP (port 0) on MariaDB + Redis + BullMQ and on SQLite + in-memory: see README.md.
export default defineConfig({
  // graphql-http requires graphql's CommonJS build; without this the test runner would give our code its
  // ES build, a second copy of graphql that production (Node resolution) never loads.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    name: 'bff',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
