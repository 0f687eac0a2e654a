import type { IncomingHttpHeaders } from 'node:http';
import type { Tenant } from '@stadio/tenants';

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
  /**
   * A later instalment the fan pays on the provider's page (the bank wanted them there for an
   * off-session charge): its rank, and the saved card's reference to pay with.
   */
  installment?: { rank: number; methodReference: string | null };
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
  /** Ours, carried by the provider's charge (its webhooks name the club, order and payment). */
  metadata?: { tenantId: string; orderId: string; paymentId: string; installmentRank: string };
}

/** The synchronous outcome of a charge. */
export interface ChargeResult {
  reference: string;
  succeeded: boolean;
  failureReason: string | null;
  /** The bank wants the cardholder (3-D Secure): only the fan, on the provider's page, can pay it. */
  needsCustomer?: boolean;
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
  /** A later instalment paid by the fan on the provider's page (not the plan's checkout). */
  installmentRank?: number | null;
  /** The provider's reference of the money taken (refunds of an instalment use it). */
  chargeReference?: string | null;
}

/** A payment provider behind one interface. */
export interface PaymentProvider {
  /** Stored in payments.provider; the webhook path is `/webhooks/payments/<webhookPath>`. */
  readonly name: string;
  /** `sandbox`, or `stripe/<club>`: one Stripe account per club (docs/adr/0048). */
  readonly webhookPath: string;
  /** The club whose own account this is; its webhooks are about that club only. */
  readonly tenantId?: string;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSessionResult>;
  chargeSavedMethod(input: ChargeInput): Promise<ChargeResult>;
  refund(input: RefundInput): Promise<{ reference: string }>;
  /** The notice of a webhook whose signature and timestamp check out; throws {@link WebhookRejected}. */
  verifyWebhook(
    rawBody: string,
    headers: IncomingHttpHeaders,
    now: Date,
  ): PaymentNotice | Promise<PaymentNotice>;
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

/** The Stripe accounts of the clubs whose `payment.provider` is Stripe (docs/adr/0048). */
export interface StripeAccounts {
  /** The provider over club `tenantId`'s own account; undefined when the club has none. */
  providerOf(tenantId: string): PaymentProvider | undefined;
}

/** What the API's payment code runs with (from the environment, or a test's sandbox). */
export interface PaymentServices {
  /** The built-in sandbox: the provider of every club whose `payment.provider` is `sandbox`. */
  provider: PaymentProvider;
  /** Clubs' own Stripe accounts; absent, a Stripe club's checkout answers PAYMENT_NOT_STARTED. */
  stripe?: StripeAccounts;
  /** Base URL at which the provider reaches this API, e.g. http://127.0.0.1:4000. */
  webhookBaseUrl: string;
  /** The shop page a fan comes back to after paying a later instalment on the provider's page. */
  instalmentReturnUrl?: (tenantId: string, orderId: string) => string | undefined;
}

/** The webhook URL of the sandbox provider on an API reachable at `services.webhookBaseUrl`. */
export function webhookUrlOf(services: PaymentServices, provider = services.provider): string {
  return `${services.webhookBaseUrl.replace(/\/$/, '')}/webhooks/payments/${provider.webhookPath}`;
}

/** A club's configuration names a provider this process does not have (answered PAYMENT_NOT_STARTED). */
export class ProviderNotConfigured extends ProviderUnavailable {
  override name = 'ProviderNotConfigured';
}

/** The provider taking club `tenant`'s new payments (its `payment.provider`, docs/adr/0048). */
export function providerOf(
  services: PaymentServices,
  tenant: Pick<Tenant, 'slug' | 'payment'>,
): PaymentProvider {
  if (tenant.payment.provider.kind === 'sandbox') return services.provider;
  const provider = services.stripe?.providerOf(tenant.slug);
  if (!provider) throw new ProviderNotConfigured(`club ${tenant.slug} has no Stripe account configured`);
  return provider;
}

/**
 * The provider that took club `tenantId`'s payment recorded with provider `name`: refunds and
 * later charges go to the account that took the money, even after the club changed provider.
 */
export function providerOfPayment(
  services: PaymentServices | undefined,
  tenantId: string,
  name: string,
): PaymentProvider | undefined {
  if (!services) return undefined;
  if (name === services.provider.name) return services.provider;
  if (name === 'stripe') return services.stripe?.providerOf(tenantId);
  return undefined;
}

/** Names of the providers whose payments the instalment job charges. */
export const CHARGEABLE_PROVIDERS = ['sandbox', 'stripe'] as const;

/** The provider a webhook path (after `/webhooks/payments/`) belongs to: `sandbox` or `stripe/<club>`. */
export function providerOfWebhookPath(
  services: PaymentServices | undefined,
  path: string,
): PaymentProvider | undefined {
  if (!services) return undefined;
  if (path === services.provider.webhookPath) return services.provider;
  const club = /^stripe\/([a-z0-9][a-z0-9-]{0,62})$/.exec(path)?.[1];
  return club ? services.stripe?.providerOf(club) : undefined;
}

/** The provider of a payment of the caller's club, by its stored provider name. */
export type ProviderOfPayment = (name: string) => PaymentProvider | undefined;

/** The providers of the request's club's payments (refunds by the ticket office, docs/adr/0048). */
export function paymentProvidersOf(context: {
  tenant: Pick<Tenant, 'slug'>;
  payments?: PaymentServices | undefined;
}): ProviderOfPayment | undefined {
  const services = context.payments;
  return services && ((name) => providerOfPayment(services, context.tenant.slug, name));
}
