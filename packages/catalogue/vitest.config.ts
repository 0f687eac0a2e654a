import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['@stadio/db/testing/global-setup'],
    // Real PostgreSQL: starting a cluster takes a second or two on this 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
