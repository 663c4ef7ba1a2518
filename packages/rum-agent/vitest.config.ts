import { defineConfig } from 'vitest/config';

// Unit tests and the browser tests (real Chromium, one per test file) of the RUM agent. The browser tests
// build dist/pace-rum.js on first use, so they need no build step before them.
export default defineConfig({
  test: {
    name: 'rum-agent',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The browser tests run side by side in their file (each in its own context), a few at a time.
    maxConcurrency: 3,
  },
});
