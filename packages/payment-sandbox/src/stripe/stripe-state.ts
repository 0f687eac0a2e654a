import type { CardBehaviour } from '../test-cards';
import type {
  StripeCheckoutSession,
  StripeCustomer,
  StripePaymentIntent,
  StripeRefund,
} from './stripe-objects';

/** A Stripe account the sandbox emulates: its secret key, webhook signing secret and endpoint. */
export interface SandboxStripeAccount {
  /** `sk_test_…`: the bearer key of its API calls. */
  secretKey: string;
  /** `whsec_…`: signs its webhooks. */
  webhookSecret: string;
  /** The one webhook endpoint of the account (the shop's `/webhooks/payments/stripe/<club>`). */
  webhookUrl: string | (() => string);
  /** Shown on the hosted page. */
  displayName?: string;
}

/** A session with what the sandbox keeps about it beside its Stripe shape. */
export interface StripeSessionRecord {
  account: SandboxStripeAccount;
  session: StripeCheckoutSession;
  productName: string;
  /** payment_intent_data.metadata, copied onto its PaymentIntent. */
  intentMetadata: Record<string, string>;
  setupFutureUsage: boolean;
  createCustomer: boolean;
  /** Declined once: the shop has given up this payment, the page no longer takes a card. */
  declined: boolean;
  pendingTimer?: NodeJS.Timeout;
}

/** A card saved on a customer (payment_intent_data.setup_future_usage). */
export interface StripePaymentMethodRecord {
  id: string;
  customer: string;
  behaviour: CardBehaviour;
}

/** One account's objects, in memory. */
export class StripeAccountState {
  readonly sessions = new Map<string, StripeSessionRecord>();
  readonly intents = new Map<string, StripePaymentIntent & { refunded: number }>();
  readonly customers = new Map<string, StripeCustomer>();
  readonly methods = new Map<string, StripePaymentMethodRecord>();
  readonly refunds: StripeRefund[] = [];
  /** Answers of POST requests by idempotency key, with the body they answered (Stripe refuses a reuse with other parameters). */
  readonly idempotent = new Map<string, { request: string; status: number; body: unknown }>();
}
