import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_SANDBOX_API_KEY, DEV_SANDBOX_WEBHOOK_SECRET, type WebhookEvent } from './protocol';
import { createSandboxHandler } from './sandbox-http';
import { SandboxState, type SessionRecord } from './sandbox-state';
import { createStripeSurface, type StripeSurface } from './stripe/stripe-http';
import type { StripeEvent } from './stripe/stripe-objects';
import type { SandboxStripeAccount } from './stripe/stripe-state';
import { WebhookSender, type Delivery } from './webhook-sender';

export const DEFAULT_PENDING_DELAY_MS = 30_000;

/** Where and how the sandbox runs. Port 0 (default) lets the OS pick a free one (tests). */
export interface PaymentSandboxOptions {
  host?: string;
  port?: number;
  apiKey?: string;
  webhookSecret?: string;
  /** How long a "pending at the bank" payment waits before it succeeds (default 30 s). */
  pendingDelayMs?: number;
  /** Delay before the first webhook retry, doubling after each (default 1 s). */
  webhookRetryBaseMs?: number;
  webhookMaxAttempts?: number;
  onWebhookGiveUp?: (event: WebhookEvent | StripeEvent, url: string) => void;
  /**
   * Stripe accounts the sandbox emulates (ADR 0048): a request with one's secret key is answered
   * as Stripe would, and its sessions' events are signed with its webhook secret.
   */
  stripeAccounts?: readonly SandboxStripeAccount[];
}

/** A running sandbox provider. */
export interface PaymentSandbox {
  /** e.g. http://127.0.0.1:4242 */
  url: string;
  apiKey: string;
  webhookSecret: string;
  /** A session as the sandbox sees it (tests). */
  session(id: string): SessionRecord | undefined;
  /** Every webhook sent so far, oldest first (tests). */
  deliveries(): readonly Delivery[];
  /** Makes charges of a saved card succeed or be declined from now on (tests). */
  setChargesSucceed(paymentMethodId: string, succeed: boolean): void;
  /** Settles a payment pending at the bank now instead of after the delay; resolves after the webhook's first attempt. */
  settlePending(sessionId: string): Promise<boolean>;
  refunds(): ReadonlyArray<{ id: string; amount: number }>;
  /** The Stripe-compatible surface: its sessions, PaymentIntents and refunds (tests). */
  stripe: Pick<StripeSurface, 'session' | 'intent' | 'refunds' | 'settlePending'>;
  close(): Promise<void>;
}

/** Starts the sandbox's HTTP server (REST API, hosted payment page) and its webhook sender. */
export async function startPaymentSandbox(options: PaymentSandboxOptions = {}): Promise<PaymentSandbox> {
  const host = options.host ?? '127.0.0.1';
  const apiKey = options.apiKey ?? DEV_SANDBOX_API_KEY;
  const webhookSecret = options.webhookSecret ?? DEV_SANDBOX_WEBHOOK_SECRET;
  const state = new SandboxState();
  const webhooks = new WebhookSender({
    secret: webhookSecret,
    retryBaseMs: options.webhookRetryBaseMs ?? 1_000,
    retryMaxMs: 60_000,
    maxAttempts: options.webhookMaxAttempts ?? 50,
    timeoutMs: 10_000,
    onGiveUp: options.onWebhookGiveUp,
  });
  let url = '';
  const { handler, settle } = createSandboxHandler({
    state,
    webhooks,
    apiKey,
    pendingDelayMs: options.pendingDelayMs ?? DEFAULT_PENDING_DELAY_MS,
    baseUrl: () => url,
    redirectWaitMs: 5_000,
  });
  const stripe = createStripeSurface({
    accounts: options.stripeAccounts ?? [],
    webhooks,
    pendingDelayMs: options.pendingDelayMs ?? DEFAULT_PENDING_DELAY_MS,
    baseUrl: () => url,
    redirectWaitMs: 5_000,
  });
  const server = http.createServer((req, res) => {
    const address = new URL(req.url ?? '/', 'http://sandbox.local');
    const parts = address.pathname.split('/').filter(Boolean);
    if (!stripe.claims(req, parts)) return handler(req, res);
    stripe.handle(req, res, address, parts).catch(() => {
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'internal error' } }));
    });
  });
  server.listen(options.port ?? 0, host);
  await once(server, 'listening');
  url = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiKey,
    webhookSecret,
    session: (id) => state.sessions.get(id),
    deliveries: () => webhooks.deliveries,
    setChargesSucceed: (id, succeed) => {
      const method = state.methods.get(id);
      if (!method) throw new Error(`no payment method ${id}`);
      method.chargesSucceed = succeed;
    },
    settlePending: (id) => {
      const session = state.sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      return settle(session);
    },
    refunds: () => state.refunds,
    stripe,
    close: async () => {
      webhooks.close();
      stripe.close();
      for (const session of state.sessions.values()) clearTimeout(session.pendingTimer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
