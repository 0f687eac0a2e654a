import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The payment sandbox runs as its own process here, started by the specs (e2e/recovery/sandbox-process.ts). */
export const SANDBOX_PORT = PORT + 2300;

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
    env: { ...webServer.env, PAYMENT_SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}` },
  },
});
