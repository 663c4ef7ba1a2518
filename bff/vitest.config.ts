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
    // Each file starts its own app on its own database and key prefix, and nothing here keeps state in a
    // module, so the files of one worker share its loaded modules: importing the app took about 7 s a
    // file, and the project's files took 628 s of a 2-worker run isolated, 264 s not.
    isolate: false,
  },
});
