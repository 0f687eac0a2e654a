import type { IncomingHttpHeaders } from 'node:http';

/*
 * What the API needs of a payment provider. A real provider (card or instalment provider) plugs
 * in by implementing this; `sandbox-provider.ts` is the built-in one. Amounts are integer cents.
 */

/** A hosted checkout to open for one payment. */
export interface CheckoutSessionInput {
  tenantId: string;
  orderId: string;
  /** Our payment id: the provider's reference and the idempotency key of the call. */
  paymentId: string;
  amountCents: number;
  currency: string;
  /** Shown on the hosted page: the club's name. */
  merchantName: string;
  locale: string;
  /** The shop's validation page. */
  returnUrl: string;
  cancelUrl: string;
  /** Keep the card for the later instalments of a plan. */
  savePaymentMethod: boolean;
}

/** A checkout session the fan is sent to. */
export interface CheckoutSessionResult {
  reference: string;
  redirectUrl: string;
}

/** A charge of a saved card (a later instalment). */
export interface ChargeInput {
  methodReference: string;
  amountCents: number;
  currency: string;
  reference: string;
  /** The same key for a retried call of the same attempt: never charged twice. */
  idempotencyKey: string;
}

/** The synchronous outcome of a charge. */
export interface ChargeResult {
  reference: string;
  succeeded: boolean;
  failureReason: string | null;
}

/** Money to give back: all or part of a checkout's payment or of a charge. */
export interface RefundInput {
  sessionReference?: string;
  chargeReference?: string;
  amountCents: number;
  idempotencyKey: string;
}

/** A verified webhook, in our words. */
export interface PaymentNotice {
  /** The provider's event id: the idempotency key of the delivery. */
  eventId: string;
  type: string;
  outcome: 'succeeded' | 'pending' | 'failed' | 'cancelled' | 'ignored';
  tenantId: string | null;
  paymentId: string | null;
  sessionReference: string;
  amountCents: number;
  savedMethodReference: string | null;
}

/** A payment provider behind one interface. */
export interface PaymentProvider {
  /** Stored in payments.provider and used in the webhook path (`/webhooks/payments/<name>`). */
  readonly name: string;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSessionResult>;
  chargeSavedMethod(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<{ reference: string }>;
  /** The notice of a webhook whose signature and timestamp check out; throws {@link WebhookRejected}. */
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, now: Date): PaymentNotice;
}

/** A webhook that is not from the provider, or too old (answered 400). */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

/** The provider could not be reached or refused the call. */
export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
}

/** The provider answered and said no (a 4xx): trying the same call again will not help. */
export class ProviderRefused extends ProviderUnavailable {
  override name = 'ProviderRefused';
}

/** What the API's payment code runs with (from the environment, or a test's sandbox). */
export interface PaymentServices {
  provider: PaymentProvider;
  /** Base URL at which the provider reaches this API, e.g. http://127.0.0.1:4000. */
  webhookBaseUrl: string;
}

/** The webhook URL of `provider` on an API reachable at `baseUrl`. */
export function webhookUrlOf(services: PaymentServices): string {
  return `${services.webhookBaseUrl.replace(/\/$/, '')}/webhooks/payments/${services.provider.name}`;
}
