import { defineConfig } from 'vitest/config';

// Plans and statuses, and the billing timers against the Stripe-format server: see README.md.
export default defineConfig({
  test: {
    name: 'billing',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
