import { defineConfig } from 'vitest/config';

// The guards of the REST answers: plain functions, no server.
export default defineConfig({
  test: {
    name: 'rest-api',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
  },
});
