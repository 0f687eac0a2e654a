/**
 * `npm start`: embedded PostgreSQL, migrations, demo seed, API and storefront, then the URL of
 * every demo club. Ctrl-C stops everything. Ports and folders come from the environment so the
 * browser tests can run a second, throwaway stack beside a developer's.
 *
 *   --dev        next dev and tsx watch instead of the production build
 *   --no-build   use the existing production build (the test runner builds once beforehand)
 */
import path from 'node:path';
import { createDb, DEMO_CUSTOMER, migrate, seed } from '@stadio/db';
import { startDatabase } from '@stadio/db/embedded';
import { startMailbox, type Mailbox } from '@stadio/mailbox';
import { startPaymentSandbox, type PaymentSandbox } from '@stadio/payment-sandbox';
import { getTenantRegistry } from '@stadio/tenants';
import { run, startProcess, stopProcess, waitForUrl } from './lib/processes';
import { REPO_ROOT } from './lib/repo-root';
import { localSecrets } from './lib/secrets';

const dev = process.argv.includes('--dev');
const build = !dev && !process.argv.includes('--no-build');
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.resolve(process.env.STADIO_DATA_DIR ?? path.join(REPO_ROOT, '.data'));
const mailboxSmtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 1025);
const mailboxHttpPort = Number(process.env.MAILBOX_HTTP_PORT ?? 1080);
const paymentSandboxPort = Number(process.env.PAYMENT_SANDBOX_PORT ?? 4242);

async function main() {
  const secrets = localSecrets(dataDir);
  const database = await startDatabase({ dataDir: path.join(dataDir, 'pg') });
  const children: ReturnType<typeof startProcess>[] = [];
  let mailbox: Mailbox | undefined;
  let paymentSandbox: PaymentSandbox | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await Promise.all(children.map((c) => stopProcess(c)));
    await mailbox?.close();
    await paymentSandbox?.close();
    await database.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    await migrate(database.url);
    const { db, close } = createDb(database.url);
    await seed(db);
    await close();

    if (build)
      await run(
        'npx',
        ['turbo', 'run', 'build', '--filter=@stadio/storefront', '--output-logs=errors-only'],
        { cwd: REPO_ROOT },
      );

    // E-mails go to a local mailbox unless SMTP_URL names a real server; it keeps what it received
    // in the data folder and lists it over HTTP for the dev mailbox page.
    if (!process.env.SMTP_URL)
      mailbox = await startMailbox({
        smtpPort: mailboxSmtpPort,
        httpPort: mailboxHttpPort,
        storeFile: path.join(dataDir, 'mailbox.json'),
      });

    // Payments go to the local sandbox provider (hosted page, test cards, signed webhooks) unless
    // PAYMENT_SANDBOX_URL names one running elsewhere; key and secret default to the dev values.
    if (!process.env.PAYMENT_SANDBOX_URL)
      paymentSandbox = await startPaymentSandbox({
        port: paymentSandboxPort,
        apiKey: process.env.PAYMENT_SANDBOX_API_KEY,
        webhookSecret: process.env.PAYMENT_SANDBOX_WEBHOOK_SECRET,
        pendingDelayMs: process.env.SANDBOX_PENDING_DELAY_MS
          ? Number(process.env.SANDBOX_PENDING_DELAY_MS)
          : undefined,
      });

    const env = {
      ...process.env,
      ...secrets,
      DATABASE_URL: database.url,
      SMTP_URL: process.env.SMTP_URL ?? mailbox?.smtpUrl,
      ...(mailbox?.httpUrl ? { MAILBOX_URL: mailbox.httpUrl } : {}),
      SHOP_ORIGIN_TEMPLATE: process.env.SHOP_ORIGIN_TEMPLATE ?? `http://{slug}.localhost:${webPort}`,
      API_URL: `http://127.0.0.1:${apiPort}`,
      PAYMENT_SANDBOX_URL: process.env.PAYMENT_SANDBOX_URL ?? paymentSandbox?.url,
      PAYMENT_WEBHOOK_BASE_URL: process.env.PAYMENT_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
      TENANTS_DIR: process.env.TENANTS_DIR ?? path.join(REPO_ROOT, 'tenants'),
    };
    children.push(
      startProcess('api', 'npx', ['tsx', ...(dev ? ['watch'] : []), 'src/main.ts'], {
        cwd: path.join(REPO_ROOT, 'apps/api'),
        env: { ...env, PORT: String(apiPort), NODE_ENV: dev ? 'development' : 'production' },
      }),
      startProcess('web', 'npx', ['next', dev ? 'dev' : 'start', '-p', String(webPort)], {
        cwd: path.join(REPO_ROOT, 'apps/storefront'),
        env: { ...env, PORT: String(webPort), NODE_ENV: dev ? 'development' : 'production' },
      }),
    );
    for (const child of children) {
      child.on('exit', (code) => {
        if (!stopping) {
          console.error(`A server stopped unexpectedly (exit ${code}); stopping the rest.`);
          void stop(1);
        }
      });
    }
    await waitForUrl(`http://127.0.0.1:${apiPort}/health`);
    await waitForUrl(`http://127.0.0.1:${webPort}/`, 180_000, { host: 'localhost' });

    const clubs = getTenantRegistry().tenants;
    console.log(`\nStadio is running${dev ? ' (development)' : ''}. Open a club:\n`);
    for (const tenant of clubs) {
      const host = tenant.domains.find((d) => d.endsWith('.localhost')) ?? tenant.domains[0];
      console.log(`  ${tenant.clientLongName.padEnd(40)} http://${host}:${webPort}`);
    }
    console.log(`\n  Directory of clubs                       http://localhost:${webPort}`);
    console.log(`  API (GraphQL)                            http://127.0.0.1:${apiPort}/graphql`);
    console.log(`  Database                                 ${database.url.replace(/:[^:@/]+@/, ':***@')}`);
    if (mailbox) console.log(`  Mailbox (e-mails sent, JSON)             ${mailbox.httpUrl}/messages`);
    if (paymentSandbox) console.log(`  Payment sandbox (test cards 4242…)       ${paymentSandbox.url}`);
    console.log(`\n  Demo fan at every club: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    console.log('\nPress Ctrl-C to stop.\n');
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

void main();
