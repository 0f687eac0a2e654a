import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The sandbox provider's wire protocol, the part a real provider ships as its SDK: request and
 * answer shapes of the REST API, webhook events, and how webhooks are signed and verified. The
 * API's sandbox adapter and the sandbox server both use it, so they cannot drift apart.
 */

/** Development defaults of the API key and webhook secret; production never runs the sandbox. */
export const DEV_SANDBOX_API_KEY = 'sk_sandbox_dev_key';
export const DEV_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_dev_secret_change_me';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'sandbox-signature';
/** Header making a POST safe to retry: the same key gives the same answer, and no second effect. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How old a signed webhook may be before it counts as a replay (5 minutes, like Stripe). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** `POST /v1/checkout/sessions` body. Amounts are integer cents. */
export interface CreateSessionRequest {
  amount: number;
  currency: string;
  /** The merchant's reference (our payment id). */
  reference: string;
  /** Shown on the hosted page. */
  merchantName: string;
  /** Where the browser goes after paying, being declined, or pending at the bank. */
  returnUrl: string;
  /** Where the page's cancel link goes. */
  cancelUrl: string;
  webhookUrl: string;
  /** Keep the card for later charges (instalments). */
  savePaymentMethod: boolean;
  /** BCP 47 language of the hosted page's amount formatting (e.g. `fr`). */
  locale?: string;
  /** Echoed in every event about the session. */
  metadata: Record<string, string>;
}

/** Status of a checkout session. */
export type SessionStatus = 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled';

/** A checkout session as the REST API returns it. */
export interface CheckoutSession {
  id: string;
  /** The hosted payment page. */
  url: string;
  status: SessionStatus;
  amount: number;
  currency: string;
  reference: string;
  /** The saved card, once a session with `savePaymentMethod` succeeded. */
  paymentMethodId: string | null;
}

/** `POST /v1/payment_methods/{id}/charges` body. */
export interface ChargeRequest {
  amount: number;
  currency: string;
  reference: string;
}

/** The synchronous result of a charge on a saved card. */
export interface Charge {
  id: string;
  status: 'succeeded' | 'failed';
  amount: number;
  failureReason: string | null;
}

/** `POST /v1/refunds` body: a session's payment or a charge, all or part of it. */
export interface RefundRequest {
  sessionId?: string;
  chargeId?: string;
  amount: number;
}

/** A refund as the REST API returns it. */
export interface Refund {
  id: string;
  status: 'succeeded';
  amount: number;
}

/** Types of webhook events. */
export type WebhookEventType =
  | 'checkout.session.succeeded'
  | 'checkout.session.pending'
  | 'checkout.session.failed'
  | 'checkout.session.cancelled';

/** The body of a webhook. `id` is unique per event and the same on every retry of it. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  /** Unix seconds. */
  created: number;
  data: {
    sessionId: string;
    reference: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    paymentMethodId: string | null;
    failureReason: string | null;
  };
}

/** The hex HMAC-SHA256 of `<timestamp>.<body>`. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The value of {@link SIGNATURE_HEADER} for `body` sent at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/** Why a webhook was refused. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/**
 * Checks a webhook's signature header against its raw body and returns the parsed event: the
 * HMAC must match (compared in constant time) and the timestamp be within `toleranceSeconds` of
 * `now`, so a captured delivery cannot be replayed later. Throws {@link WebhookVerificationError}.
 */
export function verifyWebhook(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): WebhookEvent {
  if (!header) throw new WebhookVerificationError('missing signature header');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given))
    throw new WebhookVerificationError('malformed signature header');
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex')))
    throw new WebhookVerificationError('signature does not match');
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds)
    throw new WebhookVerificationError('timestamp outside the tolerance');
  let event: WebhookEvent;
  try {
    event = JSON.parse(rawBody) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError('body is not JSON');
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data !== 'object')
    throw new WebhookVerificationError('body is not an event');
  return event;
}
