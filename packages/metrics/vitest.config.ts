import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'metrics',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
