import { defineConfig } from 'vitest/config';

// The fake driven through the real stripe library, over HTTP on a loopback port.
export default defineConfig({
  test: {
    name: 'stripe-fake',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
