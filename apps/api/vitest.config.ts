import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One throwaway embedded PostgreSQL for the run, migrated; its URL is in DATABASE_URL.
    globalSetup: ['@stadio/db/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
