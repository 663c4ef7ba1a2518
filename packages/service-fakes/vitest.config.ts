import { defineConfig } from 'vitest/config';

// Each fake driven over loopback as its users drive it: real SMTP, SAML's HTTP bindings, plain HTTP.
export default defineConfig({
  test: {
    name: 'service-fakes',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
