import { defineConfig } from 'vitest/config';

// Integration tests against the real MariaDB and Redis, and SQLite / in-memory: see README.md.
export default defineConfig({
  test: {
    name: 'platform',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
