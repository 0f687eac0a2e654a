import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The browser tests run their own stack: own ports, own database, own copy of the tenants folder. */
// A second stack on another E2E_PORT (a developer's run beside CI's) gets its own folder.
const DATA_DIR = path.join(ROOT, PORT === 3100 ? '.data/e2e' : `.data/e2e-${PORT}`);
export const E2E_TENANTS_DIR = path.join(DATA_DIR, 'tenants');
/** The stack's data folder (its processes.json names the pids of its servers). */
export const E2E_DATA_DIR = DATA_DIR;

// Playwright evaluates this file in every worker too; only the runner prepares the stack.
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_REUSE) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  cpSync(path.join(ROOT, 'tenants'), E2E_TENANTS_DIR, { recursive: true });
  // The oidc demo club's provider runs on this stack's own port (IDP_PORT below, ADR 0027).
  const harbour = path.join(E2E_TENANTS_DIR, 'harbour.json');
  writeFileSync(
    harbour,
    readFileSync(harbour, 'utf8').replace('http://127.0.0.1:4400', `http://127.0.0.1:${PORT + 2400}`),
  );
}

export default defineConfig({
  testDir: './e2e',
  // Specs that kill the stack's servers run alone, after these (playwright.recovery.config.ts).
  testIgnore: /[\\/]e2e[\\/]recovery[\\/]/,
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://riviera.localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless=new',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npx tsx ../../scripts/start.ts --no-build',
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !!process.env.E2E_REUSE,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      API_PORT: String(PORT + 1000),
      PGPORT: String(PORT + 51_239),
      // The stack's own local mailbox (SMTP and its HTTP listing), beside a developer's on 1025/1080.
      MAILBOX_SMTP_PORT: String(PORT + 2025),
      MAILBOX_HTTP_PORT: String(PORT + 2080),
      // The stack's own payment sandbox; a payment pending at the bank settles after 5 s, not 30.
      PAYMENT_SANDBOX_PORT: String(PORT + 2300),
      SANDBOX_PENDING_DELAY_MS: '5000',
      // The stack's own identity provider for harbour, the club signing in through OpenID Connect.
      IDP_PORT: String(PORT + 2400),
      STADIO_DATA_DIR: DATA_DIR,
      TENANTS_DIR: E2E_TENANTS_DIR,
      TENANTS_RELOAD_MS: '300',
      // Kept good versions of club files live and die with this stack (not in the machine's /tmp).
      TENANTS_LAST_GOOD_DIR: path.join(DATA_DIR, 'tenants-last-good'),
      STADIO_TEST_ROUTES: '1',
      // The security sweep plays many clients behind a proxy on 127.0.0.1 (e2e/security.spec.ts);
      // the browsers send no X-Forwarded-For, so they remain 127.0.0.1 themselves.
      TRUSTED_PROXIES: '127.0.0.1,::1',
      LOG_LEVEL: 'warn',
    },
  },
});
