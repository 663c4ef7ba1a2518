import { defineConfig } from 'vitest/config';

// Real Lighthouse runs in real Chromium against fixture sites on loopback: slow, so few and long.
export default defineConfig({
  test: {
    name: 'lighthouse-runner',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    // A shared 2-core machine can take a minute per audit under load.
    testTimeout: 400_000,
    hookTimeout: 400_000,
    // Tests marked concurrent (the provoked failures) run three at a time: three Chromiums on two cores.
    maxConcurrency: 3,
  },
});
