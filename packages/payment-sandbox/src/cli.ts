/**
 * `npm start -w @stadio/payment-sandbox`: the sandbox on its own (`npm start` of the repo runs it
 * in-process). Environment: PAYMENT_SANDBOX_PORT (4242), PAYMENT_SANDBOX_API_KEY,
 * PAYMENT_SANDBOX_WEBHOOK_SECRET (dev defaults), SANDBOX_PENDING_DELAY_MS (30000),
 * PAYMENT_SANDBOX_STRIPE_ACCOUNTS (JSON list of emulated Stripe accounts).
 */
import { startPaymentSandbox } from './start-payment-sandbox';
import type { SandboxStripeAccount } from './stripe/stripe-state';

const env = process.env;
const sandbox = await startPaymentSandbox({
  host: env.PAYMENT_SANDBOX_HOST ?? '127.0.0.1',
  port: Number(env.PAYMENT_SANDBOX_PORT ?? 4242),
  apiKey: env.PAYMENT_SANDBOX_API_KEY,
  webhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET,
  pendingDelayMs: env.SANDBOX_PENDING_DELAY_MS ? Number(env.SANDBOX_PENDING_DELAY_MS) : undefined,
  // A JSON list of {secretKey, webhookSecret, webhookUrl}: the Stripe accounts it emulates (ADR 0048).
  stripeAccounts: env.PAYMENT_SANDBOX_STRIPE_ACCOUNTS
    ? (JSON.parse(env.PAYMENT_SANDBOX_STRIPE_ACCOUNTS) as SandboxStripeAccount[])
    : undefined,
  onWebhookGiveUp: (event, url) => console.error(`gave up delivering ${event.type} ${event.id} to ${url}`),
});
console.log(`Stadio Pay sandbox on ${sandbox.url} (hosted pages at /pay/<session>)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
