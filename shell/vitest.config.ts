import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: {
    __SHARED_VERSIONS__: JSON.stringify({ urql: '5.0.0', '@urql/core': '6.0.0' }),
    __SHARED_REQUIRED__: JSON.stringify({
      react: '^19.2.0',
      'react-dom': '^19.2.0',
      urql: '^5.0.0',
      '@urql/core': '^6.0.0',
    }),
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
