import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Each catalog test formats every message of the shop and the back office in every branch: a
  // fraction of a second alone, several seconds on a machine busy with other tests.
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
