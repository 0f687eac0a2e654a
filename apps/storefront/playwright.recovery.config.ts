import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The payment sandbox runs as its own process here, started by the specs (e2e/recovery/sandbox-process.ts). */
export const SANDBOX_PORT = PORT + 2300;
// The secret that sandbox signs webhooks with and this stack's API checks them with: a provider
// outside the start script must be given one (the API refuses the published development value in
// production mode, docs/security.md). Made once by the runner; its workers inherit it.
process.env.E2E_RECOVERY_WEBHOOK_SECRET ??= randomBytes(24).toString('base64url');
export const SANDBOX_WEBHOOK_SECRET = process.env.E2E_RECOVERY_WEBHOOK_SECRET;

const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

/**
 * The browser tests that break parts of the stack (e2e/recovery, ADR 0023): servers killed, the
 * payment provider down. Alone, one worker, on a stack of their own started the same way as the
 * other browser tests' (after them in npm test).
 */
export default defineConfig({
  ...base,
  testDir: './e2e/recovery',
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  webServer: webServer && {
    ...webServer,
    // Its own stack starts after the other browser tests, on a machine they may have left busy.
    timeout: 300_000,
    env: {
      ...webServer.env,
      PAYMENT_SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
      PAYMENT_SANDBOX_WEBHOOK_SECRET: SANDBOX_WEBHOOK_SECRET,
    },
  },
});
