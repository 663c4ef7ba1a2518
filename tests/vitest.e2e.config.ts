import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: one platform (started as `npm start` starts it, on MariaDB and Redis) and one
// Chromium for the whole run, both made in the global setup. Files run one after another: some change
// platform-wide state (a remote's release) that another file's pages would otherwise see half-way.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A poll waits for what a person would wait for: vitest's default second failed the releases and
    // remotes tests whenever the machine was loaded (a remote mounted in 2-5 s). A poll that passes ends
    // at once, so this costs nothing when things are quick.
    expect: { poll: { timeout: 15_000 } },
  },
});
