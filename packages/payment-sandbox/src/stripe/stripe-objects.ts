/*
 * The Stripe objects the sandbox answers with, in Stripe's shape (the fields the shop's adapter
 * and the `stripe` SDK read; https://docs.stripe.com/api). Amounts are in the currency's minor
 * unit, currencies in lower case, times in unix seconds.
 */

export interface StripeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StripeLastPaymentError {
  type: 'card_error';
  code: 'card_declined' | 'authentication_required';
  decline_code: string;
  message: string;
}

export interface StripePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: 'off_session' | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: StripeLastPaymentError | null;
  created: number;
  livemode: false;
}

export interface StripeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}

export interface StripeCustomer {
  id: string;
  object: 'customer';
  created: number;
  livemode: false;
}

/** The body of a Stripe webhook. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: StripeCheckoutSession | StripePaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

/** Stripe's error body (`{ error: { … } }`) and the HTTP status it comes with. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'authentication_error';
      message: string;
      code?: string;
      decline_code?: string;
      param?: string;
      payment_intent?: StripePaymentIntent;
    },
  ) {
    super(body.message);
  }
}

/** The API version the sandbox says it speaks in its events. */
export const SANDBOX_STRIPE_API_VERSION = '2026-10-28.endive';
