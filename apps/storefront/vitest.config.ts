import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // `server-only` throws outside React Server Components; unit tests run server code directly.
      'server-only': path.resolve(import.meta.dirname, 'src/test-support/empty-module.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    env: { TENANTS_DIR: path.resolve(import.meta.dirname, '../../tenants'), TENANTS_RELOAD_MS: '0' },
  },
});
