import { defineConfig } from 'vitest/config';

// Real Lighthouse runs in real Chromium against fixture sites on loopback: slow, so few and long.
export default defineConfig({
  test: {
    name: 'lighthouse-runner',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
