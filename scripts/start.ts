/**
 * `npm start`: embedded PostgreSQL, migrations, demo seed, API and storefront, then the URL of
 * every demo club. The API and the storefront are supervised (ADR 0023): one that dies is started
 * again after a short pause, the others keep serving. Ctrl-C (or SIGTERM) stops everything. Ports
 * and folders come from the environment so the browser tests can run a second, throwaway stack
 * beside a developer's.
 *
 *   --dev        next dev and tsx watch instead of the production build
 *   --no-build   use the existing storefront build (the test runner builds once beforehand)
 *   --cluster    2 storefronts and 2 APIs behind nginx on the same ports (`npm run start:cluster`)
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDb, DEMO_CUSTOMER, migrate, seed } from '@stadio/db';
import { EmbeddedPostgresAccessError, startDatabase } from '@stadio/db/embedded';
import {
  DEMO_CLIENT_ID,
  DEMO_CLIENT_SECRET,
  DEMO_LOOK,
  DEMO_MEMBER,
  DEMO_SHOPPER,
  startIdentityProvider,
  type IdentityProvider,
} from '@stadio/idp';
import { startMailbox, type Mailbox } from '@stadio/mailbox';
import { demoStripeEnv, startPaymentSandbox, type PaymentSandbox } from '@stadio/payment-sandbox';
import { getTenantRegistry } from '@stadio/tenants';
import { bundleApi } from '../apps/api/src/build/bundle';
import { loadConfig } from '../apps/api/src/config';
import { ensureNginx, writeNginxConfig } from './lib/nginx';
import { processFile } from './lib/process-file';
import { run, waitForUrl } from './lib/processes';
import { REPO_ROOT } from './lib/repo-root';
import { localSecrets } from './lib/secrets';
import { supervise, type Supervised } from './lib/supervisor';

/**
 * V8 flags of the production API and storefront processes: a young generation of 64 MB semi-spaces
 * (V8's default on 64-bit is 16 MB), so the garbage of hundreds of requests a second dies young
 * instead of being copied and promoted (ADR 0040).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

const dev = process.argv.includes('--dev');
const build = !dev && !process.argv.includes('--no-build');
const cluster = process.argv.includes('--cluster');
const instances = cluster ? Number(process.env.CLUSTER_INSTANCES ?? 2) : 1;
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const dataDir = path.resolve(process.env.STADIO_DATA_DIR ?? path.join(REPO_ROOT, '.data'));
const mailboxSmtpPort = Number(process.env.MAILBOX_SMTP_PORT ?? 1025);
const mailboxHttpPort = Number(process.env.MAILBOX_HTTP_PORT ?? 1080);
const paymentSandboxPort = Number(process.env.PAYMENT_SANDBOX_PORT ?? 4242);
/** The demo identity provider harbour's tenant file names (ADR 0027). */
const idpPort = Number(process.env.IDP_PORT ?? 4400);

/** A cluster's instances listen on the public port + 10 + n; nginx takes the public ports. */
const instancePorts = (publicPort: number) =>
  cluster ? Array.from({ length: instances }, (_, i) => publicPort + 11 + i) : [publicPort];
/** Each server's own graceful shutdown first; the Playwright stack allows 10 s for all of it. */
const STOP_GRACE_MS = 7_000;
const storefrontDir = path.join(REPO_ROOT, 'apps/storefront');
/** Next's own CLI, run by node directly: the pid the supervisor watches is the server's. */
const nextBin = createRequire(path.join(storefrontDir, 'package.json')).resolve('next/dist/bin/next');

async function main() {
  const secrets = localSecrets(dataDir);
  const database = await startDatabase({ dataDir: path.join(dataDir, 'pg') }).catch((error: unknown) => {
    // Root in a folder the database's own user cannot enter: one line, nothing started (ADR 0018).
    if (error instanceof EmbeddedPostgresAccessError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const pids = processFile(dataDir);
  const servers: Supervised[] = [];
  let mailbox: Mailbox | undefined;
  let paymentSandbox: PaymentSandbox | undefined;
  let identityProvider: IdentityProvider | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await Promise.all(servers.map((server) => server.stop(STOP_GRACE_MS)));
    await mailbox?.close();
    await paymentSandbox?.close();
    await identityProvider?.close();
    await database.stop();
    pids.remove();
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
    // The API runs from a bundle made now from the current sources, into this stack's own folder:
    // never a stale build, never two stacks writing the same file (about a second).
    const apiBundle = path.join(dataDir, 'api', 'main.mjs');
    if (!dev) await bundleApi(apiBundle);

    // E-mails go to a local mailbox unless SMTP_URL names a real server; it keeps what it received
    // in the data folder and lists it over HTTP for the dev mailbox page.
    if (!process.env.SMTP_URL)
      mailbox = await startMailbox({
        smtpPort: mailboxSmtpPort,
        httpPort: mailboxHttpPort,
        storeFile: path.join(dataDir, 'mailbox.json'),
      });

    // Payments go to the local sandbox provider (hosted page, test cards, signed webhooks) unless
    // PAYMENT_SANDBOX_URL names one running elsewhere. The key defaults to the dev value; the
    // webhook secret is this machine's own (secrets.json), so no one can sign a notice the API takes.
    // It also plays the Stripe account of each demo club on Stripe (harbour), with that club's
    // keys, sending its webhooks to the club's own path (docs/adr/0048).
    // The demo clubs' Stripe keys in the local sandbox (ADR 0048) where the environment sets none:
    // test-mode-shaped values only this machine's sandbox accepts, like the demo OpenID secret.
    const stripeEnv = demoStripeEnv(getTenantRegistry().tenants);
    const webhookBase = process.env.PAYMENT_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${apiPort}`;
    if (!process.env.PAYMENT_SANDBOX_URL)
      paymentSandbox = await startPaymentSandbox({
        port: paymentSandboxPort,
        apiKey: process.env.PAYMENT_SANDBOX_API_KEY,
        webhookSecret: secrets.PAYMENT_SANDBOX_WEBHOOK_SECRET,
        stripeAccounts: getTenantRegistry().tenants.flatMap((tenant) => {
          const provider = tenant.payment.provider;
          const secretKey = provider.kind === 'stripe' ? stripeEnv[provider.secretKeyEnv] : undefined;
          const webhookSecret = provider.kind === 'stripe' ? stripeEnv[provider.webhookSecretEnv] : undefined;
          return secretKey && webhookSecret
            ? [
                {
                  secretKey,
                  webhookSecret,
                  webhookUrl: `${webhookBase}/webhooks/payments/stripe/${tenant.slug}`,
                },
              ]
            : [];
        }),
        pendingDelayMs: process.env.SANDBOX_PENDING_DELAY_MS
          ? Number(process.env.SANDBOX_PENDING_DELAY_MS)
          : undefined,
      });

    // The demo club that signs in through its membership system (harbour) gets a real OpenID
    // provider with its demo members (README; the second is for the browser tests), unless IDP_PORT=0 (ADR 0027).
    if (idpPort > 0)
      identityProvider = await startIdentityProvider({
        port: idpPort,
        look: DEMO_LOOK,
        members: [DEMO_MEMBER, DEMO_SHOPPER],
        clients: [
          {
            clientId: DEMO_CLIENT_ID,
            clientSecret: DEMO_CLIENT_SECRET,
            redirectUris: [`http://harbour.localhost:${webPort}/api/oidc/callback`],
            postLogoutRedirectUris: [`http://harbour.localhost:${webPort}/`],
          },
        ],
      });

    // In a cluster the storefronts and the payment provider reach the APIs through nginx too.
    const { PAYMENT_SANDBOX_WEBHOOK_SECRET: ownWebhookSecret, ...otherSecrets } = secrets;
    const env = {
      ...process.env,
      ...otherSecrets,
      // A provider running elsewhere signs with its own secret, which only the environment can give.
      ...(paymentSandbox ? { PAYMENT_SANDBOX_WEBHOOK_SECRET: ownWebhookSecret } : {}),
      DATABASE_URL: database.url,
      SMTP_URL: process.env.SMTP_URL ?? mailbox?.smtpUrl,
      ...(mailbox?.httpUrl ? { MAILBOX_URL: mailbox.httpUrl } : {}),
      SHOP_ORIGIN_TEMPLATE: process.env.SHOP_ORIGIN_TEMPLATE ?? `http://{slug}.localhost:${webPort}`,
      API_URL: `http://127.0.0.1:${apiPort}`,
      PAYMENT_SANDBOX_URL: process.env.PAYMENT_SANDBOX_URL ?? paymentSandbox?.url,
      HARBOUR_OIDC_SECRET: process.env.HARBOUR_OIDC_SECRET ?? DEMO_CLIENT_SECRET,
      ...stripeEnv,
      // The demo clubs' Stripe accounts are the local sandbox's, unless a real one is named.
      ...(paymentSandbox && !process.env.STRIPE_API_BASE_URL
        ? { STRIPE_API_BASE_URL: paymentSandbox.url }
        : {}),
      PAYMENT_WEBHOOK_BASE_URL: process.env.PAYMENT_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
      TENANTS_DIR: process.env.TENANTS_DIR ?? path.join(REPO_ROOT, 'tenants'),
      NODE_ENV: dev ? 'development' : 'production',
    };
    // The API's own configuration check, once here rather than in a restart loop: e.g. a provider
    // elsewhere without its webhook secret (the published development one is refused there).
    try {
      loadConfig({ ...env, PORT: String(apiPort) });
    } catch (error) {
      console.error((error as Error).message);
      return await stop(1);
    }
    const apiPorts = instancePorts(apiPort);
    const webPorts = instancePorts(webPort);
    const named = (tier: string, index: number) => (cluster ? `${tier}-${index + 1}` : tier);
    apiPorts.forEach((port, index) => {
      const name = named('api', index);
      servers.push(
        supervise({
          name,
          ...(dev
            ? { command: 'npx', args: ['tsx', 'watch', 'src/main.ts'] }
            : {
                command: process.execPath,
                args: [
                  ...SERVER_NODE_FLAGS,
                  ...(process.env.PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF_DIR] : []),
                  '--enable-source-maps',
                  apiBundle,
                ],
              }),
          cwd: path.join(REPO_ROOT, 'apps/api'),
          env: { ...env, PORT: String(port) },
          liveness: { url: `http://127.0.0.1:${port}/health` },
          onStart: (pid) => pids.set(name, pid),
        }),
      );
    });
    webPorts.forEach((port, index) => {
      const name = named('web', index);
      servers.push(
        supervise({
          name,
          command: process.execPath,
          args: [
            ...(dev ? [] : SERVER_NODE_FLAGS),
            ...(process.env.PROF_DIR ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF_DIR] : []),
            nextBin,
            dev ? 'dev' : 'start',
            '-p',
            String(port),
          ],
          cwd: storefrontDir,
          env: { ...env, PORT: String(port) },
          liveness: dev ? undefined : { url: `http://127.0.0.1:${port}/api/health` },
          onStart: (pid) => pids.set(name, pid),
        }),
      );
    });
    if (cluster) {
      const nginx = ensureNginx();
      const nginxDir = path.join(dataDir, 'nginx');
      const config = writeNginxConfig(nginxDir, [
        { name: 'storefront', port: webPort, upstreamPorts: webPorts },
        { name: 'api', port: apiPort, upstreamPorts: apiPorts },
      ]);
      await run(nginx, ['-t', '-q', '-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', config], {
        cwd: nginxDir,
      });
      servers.push(
        supervise({
          name: 'nginx',
          command: nginx,
          args: ['-p', nginxDir, '-e', path.join(nginxDir, 'error.log'), '-c', config],
          cwd: nginxDir,
          env: process.env,
          onStart: (pid) => pids.set('nginx', pid),
        }),
      );
    }
    for (const port of apiPorts) await waitForUrl(`http://127.0.0.1:${port}/health`);
    for (const port of webPorts)
      await waitForUrl(`http://127.0.0.1:${port}/`, 180_000, { host: 'localhost' });
    if (cluster) await waitForUrl(`http://127.0.0.1:${webPort}/`, 30_000, { host: 'localhost' });

    const clubs = getTenantRegistry().tenants;
    const shape = cluster ? ` (${instances} storefronts and ${instances} APIs behind nginx)` : '';
    console.log(`\nStadio is running${dev ? ' (development)' : ''}${shape}. Open a club:\n`);
    for (const tenant of clubs) {
      const host = tenant.domains.find((d) => d.endsWith('.localhost')) ?? tenant.domains[0];
      console.log(`  ${tenant.clientLongName.padEnd(40)} http://${host}:${webPort}`);
    }
    console.log(`\n  Directory of clubs                       http://localhost:${webPort}`);
    console.log(`  API (GraphQL)                            http://127.0.0.1:${apiPort}/graphql`);
    console.log(`  Database                                 ${database.url.replace(/:[^:@/]+@/, ':***@')}`);
    if (mailbox) console.log(`  Mailbox (e-mails sent, JSON)             ${mailbox.httpUrl}/messages`);
    if (paymentSandbox) console.log(`  Payment sandbox (test cards 4242…)       ${paymentSandbox.url}`);
    if (identityProvider)
      console.log(
        `  Harbour's identity provider (${DEMO_MEMBER.login} / ${DEMO_MEMBER.password})  ${identityProvider.issuer}`,
      );
    console.log(`  Process ids (restarted when they die)    ${path.join(dataDir, 'processes.json')}`);
    console.log(`\n  Demo fan at every club: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    // The designers' preview (docs/tenant-onboarding.md): open in development, behind the staff
    // secret in production, which a local start generates (ADR 0018).
    const previewHost = clubs[0]?.domains.find((d) => d.endsWith('.localhost'));
    if (previewHost) {
      const signIn = dev
        ? 'open in development'
        : process.env.STAFF_PREVIEW_SECRET
          ? 'sign in with the STAFF_PREVIEW_SECRET you set'
          : `sign in with the staff secret ${secrets.STAFF_PREVIEW_SECRET} (kept in ${path.join(dataDir, 'secrets.json')})`;
      console.log(
        `  Theme preview for designers: http://${previewHost}:${webPort}/theme-preview (every club has one); ${signIn}`,
      );
    }
    console.log('\nPress Ctrl-C to stop.\n');
  } catch (error) {
    console.error(error);
    await stop(1);
  }
}

void main();
