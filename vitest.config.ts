import { defineConfig } from 'vitest/config';

// Every workspace with a vitest.config.ts is one project; the browser end-to-end tests have their own
// config (tests/vitest.e2e.config.ts) because they need the platform running.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '*/vitest.config.ts'],
  },
});
