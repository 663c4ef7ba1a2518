import { defineConfig } from 'vitest/config';

// Workers as real processes on the real Redis (and the embedded mode on SQLite): see README.md.
export default defineConfig({
  test: {
    name: 'jobs',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
