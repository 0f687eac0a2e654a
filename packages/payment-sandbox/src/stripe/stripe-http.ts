import type http from 'node:http';
import { randomBytes } from 'node:crypto';
import { closedPage, notFoundPage, paymentPage, type HostedPageSession } from '../hosted-page';
import { cardBehaviour } from '../test-cards';
import type { WebhookSender } from '../webhook-sender';
import { decodeForm, type FormValue } from './form-body';
import {
  SANDBOX_STRIPE_API_VERSION,
  StripeApiError,
  type StripeCheckoutSession,
  type StripeEvent,
  type StripePaymentIntent,
  type StripeRefund,
} from './stripe-objects';
import { StripeAccountState, type SandboxStripeAccount, type StripeSessionRecord } from './stripe-state';

/** Header of Stripe's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Where the hosted page of a Stripe session lives on the sandbox. */
export const STRIPE_PAGE_PREFIX = '/stripe/pay/';

const MAX_BODY_BYTES = 64 * 1024;
const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** What the Stripe surface needs. */
export interface StripeHttpOptions {
  accounts: readonly SandboxStripeAccount[];
  webhooks: WebhookSender;
  pendingDelayMs: number;
  baseUrl: () => string;
  redirectWaitMs: number;
}

const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function invalid(message: string, param?: string): StripeApiError {
  return new StripeApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
}

function text(params: Record<string, FormValue>, key: string, required = true): string | undefined {
  const value = params[key];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value === '') throw invalid(`Missing required param: ${key}.`, key);
  return value;
}

function record(value: FormValue | undefined, param: string): Record<string, FormValue> {
  if (value === undefined) return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalid(`Invalid object: ${param}.`, param);
  return value;
}

function metadataOf(value: FormValue | undefined, param: string): Record<string, string> {
  const entries = Object.entries(record(value, param));
  if (entries.length > 50) throw invalid('Metadata can have at most 50 keys.', param);
  return Object.fromEntries(
    entries.map(([key, item]) => {
      if (typeof item !== 'string' || item.length > 500)
        throw invalid(`Invalid metadata value for ${key}.`, `${param}[${key}]`);
      return [key, item];
    }),
  );
}

function amountOf(value: FormValue | undefined, param: string): number {
  const amount = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(amount) || amount < 1) throw invalid(`Invalid positive integer: ${param}.`, param);
  return amount;
}

function currencyOf(value: FormValue | undefined, param: string): string {
  if (typeof value !== 'string' || !/^[a-z]{3}$/.test(value))
    throw invalid(
      `Invalid currency: ${String(value)}. Stripe currencies are three lower-case letters.`,
      param,
    );
  return value;
}

function urlOf(value: FormValue | undefined, param: string): string {
  try {
    if (typeof value === 'string' && ['http:', 'https:'].includes(new URL(value).protocol)) return value;
  } catch {
    // Answered below.
  }
  throw invalid(`Not a valid URL: ${param}.`, param);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw invalid('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'request-id': stripeId('req'),
    'stripe-version': SANDBOX_STRIPE_API_VERSION,
  });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

/**
 * The Stripe-compatible surface of the sandbox (ADR 0048): the REST calls the shop's Stripe
 * adapter makes through the official `stripe` SDK (form bodies in bracket notation, a bearer
 * `sk_test_…` key per account, `Idempotency-Key` replay, Stripe-shaped objects and errors), the
 * hosted page of its Checkout Sessions with the sandbox's test cards, and webhooks signed the way
 * Stripe signs them, with the account's own secret, retried until answered 2xx.
 */
export function createStripeSurface(options: StripeHttpOptions) {
  const states = new Map(options.accounts.map((account) => [account.secretKey, new StripeAccountState()]));
  const accountOfKey = new Map(options.accounts.map((account) => [account.secretKey, account]));

  function bearer(req: http.IncomingMessage): SandboxStripeAccount | undefined {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? accountOfKey.get(header.slice('Bearer '.length)) : undefined;
  }

  function stateOf(account: SandboxStripeAccount): StripeAccountState {
    return states.get(account.secretKey) as StripeAccountState;
  }

  function findSession(
    id: string,
  ): { account: SandboxStripeAccount; record: StripeSessionRecord } | undefined {
    for (const account of options.accounts) {
      const record = stateOf(account).sessions.get(id);
      if (record) return { account, record };
    }
    return undefined;
  }

  function emit(account: SandboxStripeAccount, type: string, object: StripeEvent['data']['object']) {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: SANDBOX_STRIPE_API_VERSION,
      created: nowSeconds(),
      type,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const url = typeof account.webhookUrl === 'function' ? account.webhookUrl() : account.webhookUrl;
    return options.webhooks.send(url, event, {
      secret: account.webhookSecret,
      header: STRIPE_SIGNATURE_HEADER,
    });
  }

  function createSession(account: SandboxStripeAccount, params: Record<string, FormValue>) {
    if (text(params, 'mode') !== 'payment') throw invalid('Only mode=payment is emulated.', 'mode');
    const items = params.line_items;
    if (!Array.isArray(items) || items.length !== 1)
      throw invalid('line_items must hold one item.', 'line_items');
    const item = record(items[0], 'line_items[0]');
    if (item.quantity !== '1') throw invalid('quantity must be 1.', 'line_items[0][quantity]');
    const price = record(item.price_data, 'line_items[0][price_data]');
    const amount = amountOf(price.unit_amount, 'line_items[0][price_data][unit_amount]');
    const currency = currencyOf(price.currency, 'line_items[0][price_data][currency]');
    const product = record(price.product_data, 'line_items[0][price_data][product_data]');
    const productName = text(product, 'name') as string;
    const intentData = record(params.payment_intent_data, 'payment_intent_data');
    const setupFutureUsage = intentData.setup_future_usage === 'off_session';
    if (intentData.setup_future_usage !== undefined && !setupFutureUsage)
      throw invalid('setup_future_usage must be off_session.', 'payment_intent_data[setup_future_usage]');
    const customer = text(params, 'customer', false);
    if (customer && !stateOf(account).customers.has(customer))
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such customer: '${customer}'`,
        param: 'customer',
      });
    // `allowed_payment_method_types` since API version 2026-10-28 (`payment_method_types` before).
    const methods = params.allowed_payment_method_types ?? params.payment_method_types;
    if (methods !== undefined && (!Array.isArray(methods) || methods.some((m) => m !== 'card')))
      throw invalid('Only card payments are emulated.', 'allowed_payment_method_types');
    const id = stripeId('cs');
    const created = nowSeconds();
    const session: StripeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      customer: customer ?? null,
      payment_intent: null,
      client_reference_id: text(params, 'client_reference_id', false) ?? null,
      metadata: metadataOf(params.metadata, 'metadata'),
      locale: text(params, 'locale', false) ?? null,
      success_url: urlOf(params.success_url, 'success_url'),
      cancel_url: urlOf(params.cancel_url, 'cancel_url'),
      url: `${options.baseUrl()}${STRIPE_PAGE_PREFIX}${id}`,
      created,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      livemode: false,
    };
    stateOf(account).sessions.set(id, {
      account,
      session,
      productName,
      intentMetadata: metadataOf(intentData.metadata, 'payment_intent_data[metadata]'),
      setupFutureUsage,
      createCustomer: params.customer_creation === 'always',
      declined: false,
    });
    return session;
  }

  function newIntent(
    state: StripeAccountState,
    fields: Pick<StripePaymentIntent, 'amount' | 'currency' | 'customer' | 'payment_method' | 'metadata'> &
      Partial<StripePaymentIntent>,
  ): StripePaymentIntent & { refunded: number } {
    const intent = {
      id: stripeId('pi'),
      object: 'payment_intent' as const,
      amount_received: 0,
      status: 'requires_payment_method' as const,
      setup_future_usage: null,
      latest_charge: null,
      last_payment_error: null,
      created: nowSeconds(),
      livemode: false as const,
      refunded: 0,
      ...fields,
    };
    state.intents.set(intent.id, intent);
    return intent;
  }

  function publicIntent(intent: StripePaymentIntent & { refunded?: number }): StripePaymentIntent {
    const { refunded: _refunded, ...rest } = intent;
    return rest;
  }

  /** `POST /v1/payment_intents` with `confirm` and `off_session`: a later instalment on a saved card. */
  function createIntent(account: SandboxStripeAccount, params: Record<string, FormValue>) {
    const state = stateOf(account);
    const amount = amountOf(params.amount, 'amount');
    const currency = currencyOf(params.currency, 'currency');
    if (params.confirm !== 'true' || params.off_session !== 'true')
      throw invalid('The sandbox emulates off-session confirmations only (confirm=true, off_session=true).');
    const customer = text(params, 'customer') as string;
    const methodId = text(params, 'payment_method') as string;
    const method = state.methods.get(methodId);
    if (!method || method.customer !== customer)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${methodId}' on customer '${customer}'`,
        param: 'payment_method',
      });
    const intent = newIntent(state, {
      amount,
      currency,
      customer,
      payment_method: methodId,
      metadata: metadataOf(params.metadata, 'metadata'),
    });
    if (
      method.behaviour === 'later_charges_declined' ||
      method.behaviour === 'later_charges_need_authentication'
    ) {
      const code =
        method.behaviour === 'later_charges_declined' ? 'card_declined' : 'authentication_required';
      const error = {
        type: 'card_error' as const,
        code,
        decline_code: code === 'card_declined' ? 'generic_decline' : 'authentication_required',
        message:
          code === 'card_declined'
            ? 'Your card was declined.'
            : 'Your card was declined. This transaction requires authentication.',
      } as const;
      intent.last_payment_error = error;
      throw new StripeApiError(402, { ...error, payment_intent: publicIntent(intent) });
    }
    intent.status = 'succeeded';
    intent.amount_received = amount;
    intent.latest_charge = stripeId('ch');
    return publicIntent(intent);
  }

  function refund(account: SandboxStripeAccount, params: Record<string, FormValue>): StripeRefund {
    const state = stateOf(account);
    const intentId = text(params, 'payment_intent') as string;
    const intent = state.intents.get(intentId);
    if (!intent)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${intentId}'`,
        param: 'payment_intent',
      });
    if (intent.status !== 'succeeded')
      throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
    const amount =
      params.amount === undefined ? intent.amount - intent.refunded : amountOf(params.amount, 'amount');
    if (amount < 1 || intent.refunded + amount > intent.amount)
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${intent.amount - intent.refunded})`,
        param: 'amount',
      });
    intent.refunded += amount;
    const answer: StripeRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'succeeded',
      created: nowSeconds(),
    };
    state.refunds.push(answer);
    return answer;
  }

  function get(account: SandboxStripeAccount, parts: string[], query: URLSearchParams): unknown {
    const state = stateOf(account);
    const path = parts.slice(1).join('/');
    if (parts[1] === 'payment_intents' && parts[2] && parts.length === 3) {
      const intent = state.intents.get(parts[2]);
      if (!intent)
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${parts[2]}'`,
        });
      return publicIntent(intent);
    }
    if (parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3] && parts.length === 4) {
      const found = state.sessions.get(parts[3]);
      if (!found)
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such checkout.session: '${parts[3]}'`,
        });
      return found.session;
    }
    if (path === 'checkout/sessions') {
      const intent = query.get('payment_intent');
      const data = [...state.sessions.values()]
        .map((found) => found.session)
        .filter((session) => !intent || session.payment_intent === intent)
        .reverse();
      return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (GET: /${parts.join('/')}).`,
    });
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, parts: string[]) {
    const account = bearer(req);
    if (!account)
      return sendJson(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    try {
      if (req.method === 'GET') return sendJson(res, 200, get(account, parts, url.searchParams));
      if (req.method !== 'POST') throw invalid('Method not allowed.');
      const body = await readBody(req);
      const key = req.headers['idempotency-key'];
      const state = stateOf(account);
      const replayKey = typeof key === 'string' && key ? key : undefined;
      const earlier = replayKey ? state.idempotent.get(replayKey) : undefined;
      if (earlier) {
        if (earlier.request !== `${url.pathname}\u0000${body}`)
          throw new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${replayKey}' if you meant to execute a different request.`,
          });
        res.setHeader('idempotent-replayed', 'true');
        return sendJson(res, earlier.status, earlier.body);
      }
      let params: Record<string, FormValue>;
      try {
        params = decodeForm(body);
      } catch (error) {
        throw invalid((error as Error).message);
      }
      const path = parts.slice(1).join('/');
      let answer: { status: number; body: unknown };
      try {
        const made =
          path === 'checkout/sessions'
            ? createSession(account, params)
            : path === 'payment_intents'
              ? createIntent(account, params)
              : path === 'refunds'
                ? refund(account, params)
                : undefined;
        if (made === undefined)
          throw new StripeApiError(404, {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (POST: ${url.pathname}).`,
          });
        answer = { status: 200, body: made };
      } catch (error) {
        // Stripe keeps the answer of a key whether it succeeded or was a card error.
        if (!(error instanceof StripeApiError) || error.status !== 402) throw error;
        answer = { status: error.status, body: { error: error.body } };
      }
      if (replayKey) state.idempotent.set(replayKey, { request: `${url.pathname}\u0000${body}`, ...answer });
      return sendJson(res, answer.status, answer.body);
    } catch (error) {
      if (error instanceof StripeApiError) return sendJson(res, error.status, { error: error.body });
      throw error;
    }
  }

  function hostedSession(found: StripeSessionRecord): HostedPageSession {
    const { session } = found;
    const status = found.declined
      ? 'failed'
      : session.status === 'expired'
        ? 'cancelled'
        : session.status === 'open'
          ? 'open'
          : session.payment_status === 'paid'
            ? 'succeeded'
            : 'pending';
    return {
      id: session.id,
      url: session.url ?? '',
      status,
      // Stripe's currencies are lower case; Intl formats the upper-case ISO code.
      amount: session.amount_total,
      currency: session.currency.toUpperCase(),
      reference: session.client_reference_id ?? session.id,
      paymentMethodId: null,
      merchantName: found.account.displayName ?? found.productName,
      locale: session.locale && session.locale !== 'auto' ? session.locale : 'en',
      returnUrl: session.success_url,
      cancelUrl: session.cancel_url,
      pagePath: `${STRIPE_PAGE_PREFIX}${encodeURIComponent(session.id)}`,
    };
  }

  async function emitThenRedirect(
    res: http.ServerResponse,
    account: SandboxStripeAccount,
    type: string,
    object: StripeEvent['data']['object'],
    location: string,
  ) {
    await Promise.race([
      emit(account, type, object),
      new Promise((resolve) => setTimeout(resolve, options.redirectWaitMs).unref()),
    ]);
    redirect(res, location.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(object.id)));
  }

  function settle(found: StripeSessionRecord): Promise<boolean> {
    const { session, account } = found;
    const intent = session.payment_intent ? stateOf(account).intents.get(session.payment_intent) : undefined;
    if (!intent || intent.status !== 'processing') return Promise.resolve(false);
    clearTimeout(found.pendingTimer);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = stripeId('ch');
    session.payment_status = 'paid';
    return emit(account, 'checkout.session.async_payment_succeeded', session);
  }

  async function page(req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) {
    const found = parts[2] ? findSession(parts[2]) : undefined;
    if (!found) return sendHtml(res, 404, notFoundPage());
    const { account, record: entry } = found;
    const { session } = entry;
    const state = stateOf(account);
    const open = session.status === 'open' && !entry.declined;
    if (parts[3] === 'cancel' && parts.length === 4) {
      if (!open) return sendHtml(res, 409, closedPage(hostedSession(entry)));
      session.status = 'expired';
      session.url = null;
      return emitThenRedirect(res, account, 'checkout.session.expired', session, session.cancel_url);
    }
    if (parts.length !== 3) return sendHtml(res, 404, notFoundPage());
    if (req.method === 'GET')
      return sendHtml(res, 200, open ? paymentPage(hostedSession(entry)) : closedPage(hostedSession(entry)));
    if (req.method !== 'POST') return sendHtml(res, 405, notFoundPage());
    if (!open) return sendHtml(res, 409, closedPage(hostedSession(entry)));
    const card = new URLSearchParams(await readBody(req)).get('card') ?? '';
    const behaviour = cardBehaviour(card);
    if (!behaviour)
      return sendHtml(
        res,
        400,
        paymentPage(hostedSession(entry), 'This card is not accepted here: use one of the test cards below.'),
      );
    const intent = newIntent(state, {
      amount: session.amount_total,
      currency: session.currency,
      customer: session.customer,
      payment_method: stripeId('pm'),
      metadata: entry.intentMetadata,
      setup_future_usage: entry.setupFutureUsage ? 'off_session' : null,
    });
    session.payment_intent = intent.id;
    if (behaviour === 'declined') {
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      entry.declined = true;
      return emitThenRedirect(res, account, 'payment_intent.payment_failed', intent, session.cancel_url);
    }
    if (entry.setupFutureUsage || entry.createCustomer) {
      if (!session.customer) {
        const customer = {
          id: stripeId('cus'),
          object: 'customer' as const,
          created: nowSeconds(),
          livemode: false as const,
        };
        state.customers.set(customer.id, customer);
        session.customer = customer.id;
        intent.customer = customer.id;
      }
      if (entry.setupFutureUsage && intent.payment_method)
        state.methods.set(intent.payment_method, {
          id: intent.payment_method,
          customer: session.customer,
          behaviour,
        });
    }
    session.status = 'complete';
    session.url = null;
    if (behaviour === 'pending') {
      // Like Stripe's delayed-notification methods: completed unpaid now, paid (async) later.
      intent.status = 'processing';
      entry.pendingTimer = setTimeout(() => void settle(entry), options.pendingDelayMs);
      entry.pendingTimer.unref();
      return emitThenRedirect(res, account, 'checkout.session.completed', session, session.success_url);
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = stripeId('ch');
    session.payment_status = 'paid';
    return emitThenRedirect(res, account, 'checkout.session.completed', session, session.success_url);
  }

  return {
    /** Whether a request is for this surface: a Stripe account's key, or a Stripe hosted page. */
    claims(req: http.IncomingMessage, parts: string[]): boolean {
      return (
        (parts[0] === 'v1' && bearer(req) !== undefined) || (parts[0] === 'stripe' && parts[1] === 'pay')
      );
    },
    handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, parts: string[]): Promise<void> {
      return parts[0] === 'v1' ? api(req, res, url, parts) : page(req, res, parts);
    },
    /** Settles a session pending at the bank now (tests). */
    settlePending(sessionId: string): Promise<boolean> {
      const found = findSession(sessionId);
      if (!found) throw new Error(`no Stripe session ${sessionId}`);
      return settle(found.record);
    },
    session: (id: string) => findSession(id)?.record.session,
    intent: (id: string) => {
      for (const account of options.accounts) {
        const intent = stateOf(account).intents.get(id);
        if (intent) return intent;
      }
      return undefined;
    },
    refunds: (secretKey: string) => (states.get(secretKey)?.refunds ?? []) as readonly StripeRefund[],
    close(): void {
      for (const state of states.values())
        for (const found of state.sessions.values()) clearTimeout(found.pendingTimer);
    },
  };
}

/** The Stripe surface of a running sandbox. */
export type StripeSurface = ReturnType<typeof createStripeSurface>;
