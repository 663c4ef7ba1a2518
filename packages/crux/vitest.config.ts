import { defineConfig } from 'vitest/config';

// The client runs against the fixture server (node:http on a free loopback port), never the real API.
export default defineConfig({
  test: {
    name: 'crux',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
