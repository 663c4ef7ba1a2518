import { defineConfig } from 'vitest/config';

// The CLI as a child process against the bff, itself a child process (MariaDB + Redis): test/support.ts.
export default defineConfig({
  test: {
    name: 'cli',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
