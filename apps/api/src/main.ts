// Entry point: the bundle `npm start` builds (ADR 0023), or `tsx src/main.ts` in development.
// Reads the environment, serves HTTP, and shuts down gracefully on SIGINT/SIGTERM: stop accepting,
// let in-flight requests finish, stop the background jobs, close the pool, exit.
import { createDb } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { getTenantRegistry, missingPaymentSecrets, shopOriginResolver } from '@stadio/tenants';
import { loadConfig, type ApiConfig } from './config';
import { API_POOL_MODE } from './database/api-pool';
import { createMailWorker, type MailWorker } from './modules/mail/mail-worker';
import { createHoldSweeper } from './modules/orders/hold-sweeper';
import { createInstallmentCharger } from './modules/payments/installment-charger';
import { paymentServicesFrom } from './modules/payments/payment-services';
import { createWebhookWorker } from './modules/webhooks/webhook-worker';
import { createApiServer } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * A club taking payments on its own Stripe account needs that account's keys in the variables its
 * tenant file names (docs/adr/0048): refused at start, naming the variables, never their values.
 */
function paymentSecretsOrExit(): void {
  const missing = getTenantRegistry().tenants.flatMap((tenant) =>
    missingPaymentSecrets(tenant, process.env).map(
      (variable) => `club ${tenant.slug}: the environment variable ${variable} (payment.provider) is not set`,
    ),
  );
  if (missing.length === 0) return;
  process.stderr.write(`${missing.join('\n')}\n`);
  process.exit(1);
}

function configOrExit(): ApiConfig {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration mistake is for a human to fix: print the message, not a stack trace.
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const shopOrigin = shopOriginResolver(config.SHOP_ORIGIN_TEMPLATE);
paymentSecretsOrExit();
const logger = createLogger('api', config.LOG_LEVEL ? { level: config.LOG_LEVEL } : {});
const database = createDb(config.DATABASE_URL, {
  logger,
  max: config.DB_POOL_MAX,
  maxWaiting: config.DB_POOL_MAX_WAITING,
  acquireTimeoutMs: config.DB_POOL_ACQUIRE_TIMEOUT_MS,
  // The whole pool stays open: an on-sale after a quiet spell finds its connections ready (ADR 0015).
  minConnections: config.DB_POOL_MAX,
  ...API_POOL_MODE,
});
database
  .warm()
  .catch((error: unknown) => logger.warn({ err: error }, 'could not open the database pool yet'));
const payments = paymentServicesFrom(config, {
  // After paying a later instalment on the provider's page, the fan lands on the order's page.
  instalmentReturnUrl: (tenantId, orderId) => {
    const tenant = getTenantRegistry().bySlug.get(tenantId);
    return tenant && `${shopOrigin(tenant)}/validation?orderId=${encodeURIComponent(orderId)}`;
  },
});
const server = createApiServer({
  db: database.db,
  logger,
  storefrontSecret: config.STOREFRONT_SECRET,
  payments,
  busyRetryAfterSeconds: config.BUSY_RETRY_AFTER_SECONDS,
  // The schema is public in the repository, not on a production server (docs/security.md).
  introspection: process.env.NODE_ENV !== 'production',
});

// The outbox worker runs in this process: mails leave as soon as their transaction commits.
let mailWorker: MailWorker | undefined;
if (config.SMTP_URL) {
  mailWorker = createMailWorker({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    fromAddress: config.MAIL_FROM ?? 'no-reply@stadio.localhost',
    tenantRegistry: () => getTenantRegistry(),
    shopOrigin,
    logger: logger.child({ module: 'mail' }),
  });
  mailWorker.start();
} else {
  logger.warn('SMTP_URL is not set: e-mails stay in the outbox until the API runs with it');
}

// The club's webhooks leave from their outbox here too, beside the mails (ADR 0052); several API
// processes claim side by side without sending a delivery twice at once.
const webhookWorker = createWebhookWorker({ db: database.db, logger: logger.child({ module: 'webhooks' }) });
webhookWorker.start();

// Expired holds are released by this process too; several API processes sweep side by side.
const holdSweeper = createHoldSweeper({
  db: database.db,
  logger: logger.child({ module: 'hold-sweeper' }),
  intervalMs: config.HOLD_SWEEP_INTERVAL_MS,
});
holdSweeper.start();

// Later instalments of payment plans are charged by this process too, beside the sweeper.
const installmentCharger = createInstallmentCharger({
  db: database.db,
  payments,
  logger: logger.child({ module: 'installments' }),
  intervalMs: config.INSTALLMENT_CHARGE_INTERVAL_MS,
});
installmentCharger.start();

server.on('error', (error) => {
  logger.fatal({ err: error }, `cannot listen on ${config.API_HOST} port ${config.PORT}`);
  process.exit(1);
});
// The loopback address unless API_HOST says otherwise (docs/security.md#what-listens-where).
server.listen(config.PORT, config.API_HOST, () => {
  const bound = server.address();
  const { address, port } =
    typeof bound === 'object' && bound ? bound : { address: config.API_HOST, port: config.PORT };
  const shown = address.includes(':') ? `[${address}]` : address;
  logger.info({ address, port }, `API listening on http://${shown}:${port} (GraphQL at /graphql)`);
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    logger.warn({ signal }, 'second signal: exiting now');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Requests still running after the grace period are cut rather than keeping the process alive.
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearTimeout(force);
  // A mail being sent is finished and marked before the pool closes, so it is not sent twice.
  await mailWorker?.stop();
  await webhookWorker.stop();
  // A sweep in progress commits before the pool closes.
  await holdSweeper.stop();
  await installmentCharger.stop();
  await database.close();
  logger.info('stopped');
  // Nothing is left to do; a timer or watcher someone forgot must not keep a stopped process alive.
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    });
  });
}
