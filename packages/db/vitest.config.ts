import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // Real PostgreSQL: starting a cluster takes a second or two on this 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
