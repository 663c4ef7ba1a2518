import { defineConfig } from 'vitest/config';

// The beacon stream on the real Redis (and in memory): see README.md.
export default defineConfig({
  test: {
    name: 'rum',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
