import { defineConfig } from 'vitest/config';

// The demo website on a free loopback port, and the demo data on a throwaway SQLite database.
export default defineConfig({
  test: {
    name: 'demo',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
