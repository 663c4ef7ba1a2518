import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'statistics',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
