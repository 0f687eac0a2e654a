/*
 * A mail worker in a process of its own, for the crash tests: they kill it with SIGKILL at chosen
 * moments. Environment: DATABASE_URL, SMTP_URL, TENANTS_DIR, NOW (the frozen clock, ISO 8601).
 */
import { createDb } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { loadTenantRegistry, shopOriginResolver } from '@stadio/tenants';
import { API_POOL_MODE } from '../../../database/api-pool';
import { createMailWorker } from '../mail-worker';
import { TEST_FROM, TEST_SHOP_ORIGIN } from './mail-testbed';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const registry = loadTenantRegistry(env('TENANTS_DIR'));
const now = new Date(env('NOW'));
const database = createDb(env('DATABASE_URL'), { max: 2, ...API_POOL_MODE });
createMailWorker({
  db: database.db,
  smtpUrl: env('SMTP_URL'),
  fromAddress: TEST_FROM,
  tenantRegistry: () => registry,
  shopOrigin: shopOriginResolver(TEST_SHOP_ORIGIN),
  logger: createLogger('mail-worker-process', { level: 'silent' }),
  now: () => now,
  settings: { pollIntervalMs: 50 },
}).start();
