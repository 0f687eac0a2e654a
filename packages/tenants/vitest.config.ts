import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The CLI tests start a real process through tsx, which takes a moment on a cold machine.
    testTimeout: 30_000,
  },
});
