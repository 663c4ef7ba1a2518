import { defineConfig } from 'vitest/config';

// The settings remote's parts in happy-dom: forms, field errors, typed confirmations. The screens
// themselves are tested in the browser (tests/e2e/settings.test.ts, tests/e2e/identity.test.ts).
export default defineConfig({
  test: {
    name: 'mfe-settings',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
