import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  ProviderRefused,
  ProviderUnavailable,
  WebhookRejected,
  type PaymentNotice,
  type PaymentProvider,
} from './payment-provider';

/** One club's Stripe account (docs/adr/0048): its keys, read from the variables its tenant file names. */
export interface StripeProviderOptions {
  tenantId: string;
  secretKey: string;
  webhookSecret: string;
  /**
   * Where Stripe's API is (default Stripe itself): the payment sandbox's Stripe surface in
   * development and tests, e.g. http://127.0.0.1:4242.
   */
  apiBaseUrl?: string;
  /** Per call (default 10 s): a provider that hangs must not hold an order's lock for long. */
  timeoutMs?: number;
}

/** How old a signed webhook may be (Stripe's own default, and the sandbox's). */
const TOLERANCE_SECONDS = 300;

/** The shop's languages as Stripe Checkout names them; anything else lets Stripe choose. */
const LOCALES: Record<string, 'en' | 'fr' | 'es' | 'nl' | 'ru'> = {
  en: 'en',
  fr: 'fr',
  es: 'es',
  nl: 'nl',
  ru: 'ru',
};

/** A saved card is a customer and a payment method: `cus_…/pm_…` in payments.saved_method_reference. */
export function savedMethodOf(reference: string): { customer: string; paymentMethod: string } | undefined {
  const [customer, paymentMethod, extra] = reference.split('/');
  return customer && paymentMethod && extra === undefined ? { customer, paymentMethod } : undefined;
}

/** Never a key in a message: Stripe's own errors may echo part of it. */
const withoutKeys = (message: string) => message.replace(/\b(sk|rk|whsec)_[A-Za-z0-9_*]+/g, '$1_…');

/** Unreachable, rate-limited or failing on Stripe's side: worth retrying; any other 4xx: not. */
function providerError(error: unknown, call: string): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error as Error;
  const message = `Stripe ${call}: ${withoutKeys(error.message)}${error.code ? ` (${error.code})` : ''}`;
  const retriable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 500) >= 500;
  return retriable ? new ProviderUnavailable(message) : new ProviderRefused(message);
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function rankOf(metadata: Record<string, string> | null | undefined): number | null {
  const rank = Number(metadata?.installmentRank);
  return Number.isInteger(rank) && rank > 1 ? rank : null;
}

/**
 * The provider over one club's own Stripe account, through the official SDK: a Checkout Session
 * per payment (card; the card kept for later instalments), later instalments as off-session
 * PaymentIntents, refunds by PaymentIntent, webhooks verified with the account's signing secret.
 * Every POST carries an idempotency key, so a call retried after a rollback has no second effect.
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBaseUrl ? new URL(options.apiBaseUrl) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  const stripe = new Stripe(options.secretKey, {
    ...(base
      ? { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol }
      : {}),
    timeout: options.timeoutMs ?? 10_000,
    // The caller decides about retries (a rollback retries with the same idempotency key).
    maxNetworkRetries: 0,
    telemetry: false,
    appInfo: { name: 'Stadio ticket shop' },
  });

  async function call<T>(name: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw providerError(error, name);
    }
  }

  /** The PaymentIntent a refund gives back: an instalment's own, or the checkout's. */
  async function intentToRefund(input: { sessionReference?: string; chargeReference?: string }) {
    if (input.chargeReference?.startsWith('pi_')) return input.chargeReference;
    if (!input.sessionReference) throw new ProviderRefused('Stripe refund: no payment to refund');
    const session = await call('checkout.sessions.retrieve', () =>
      stripe.checkout.sessions.retrieve(input.sessionReference as string),
    );
    const intent = idOf(session.payment_intent);
    if (!intent) throw new ProviderRefused('Stripe refund: the session took no payment');
    return intent;
  }

  /** The card kept by a paid plan's checkout, as a reference the instalment job charges. */
  async function savedMethod(
    intentId: string | null,
  ): Promise<{ saved: string | null; intent: string | null }> {
    if (!intentId) return { saved: null, intent: null };
    const intent = await call('paymentIntents.retrieve', () => stripe.paymentIntents.retrieve(intentId));
    const customer = idOf(intent.customer);
    const method = idOf(intent.payment_method);
    const kept = intent.setup_future_usage === 'off_session' && customer && method;
    return { saved: kept ? `${customer}/${method}` : null, intent: intent.id };
  }

  async function sessionNotice(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
    outcome: PaymentNotice['outcome'],
  ): Promise<PaymentNotice> {
    const paid = outcome === 'succeeded';
    const { saved, intent } = paid
      ? await savedMethod(idOf(session.payment_intent))
      : { saved: null, intent: idOf(session.payment_intent) };
    return {
      eventId: event.id,
      type: event.type,
      outcome,
      tenantId: session.metadata?.tenantId ?? null,
      paymentId: session.metadata?.paymentId ?? null,
      sessionReference: session.id,
      amountCents: session.amount_total ?? 0,
      savedMethodReference: saved,
      installmentRank: rankOf(session.metadata),
      chargeReference: intent,
    };
  }

  /** Our notice of a verified Stripe event (docs/product.md#payment-outcomes); unknown types are ignored. */
  async function noticeOf(event: Stripe.Event): Promise<PaymentNotice> {
    const ignored: PaymentNotice = {
      eventId: event.id,
      type: event.type,
      outcome: 'ignored',
      tenantId: null,
      paymentId: null,
      sessionReference: '',
      amountCents: 0,
      savedMethodReference: null,
    };
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        // Paid by card at once; `unpaid` is a delayed method still on its way (pending at the bank).
        const outcome =
          session.payment_status === 'paid'
            ? 'succeeded'
            : session.payment_status === 'unpaid'
              ? 'pending'
              : 'ignored';
        return sessionNotice(event, session, outcome);
      }
      case 'checkout.session.async_payment_succeeded':
        return sessionNotice(event, event.data.object, 'succeeded');
      case 'checkout.session.async_payment_failed':
        return sessionNotice(event, event.data.object, 'failed');
      case 'checkout.session.expired':
        return sessionNotice(event, event.data.object, 'cancelled');
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        // A later instalment's charge is judged by the job that made it; the fan may try again
        // on an instalment's page, which stays open.
        if (rankOf(intent.metadata) !== null || !intent.metadata?.paymentId) return ignored;
        const sessions = await call('checkout.sessions.list', () =>
          stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1 }),
        );
        const session = sessions.data[0];
        if (!session) return ignored;
        return {
          ...ignored,
          outcome: 'failed',
          tenantId: intent.metadata.tenantId ?? null,
          paymentId: intent.metadata.paymentId,
          sessionReference: session.id,
          amountCents: intent.amount,
          chargeReference: intent.id,
        };
      }
      default:
        return ignored;
    }
  }

  return {
    name: 'stripe',
    webhookPath: `stripe/${options.tenantId}`,
    tenantId: options.tenantId,
    async createCheckoutSession(input) {
      const metadata: Record<string, string> = {
        tenantId: input.tenantId,
        orderId: input.orderId,
        paymentId: input.paymentId,
        ...(input.installment ? { installmentRank: String(input.installment.rank) } : {}),
      };
      const saved = input.installment?.methodReference
        ? savedMethodOf(input.installment.methodReference)
        : undefined;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        allowed_payment_method_types: ['card'],
        line_items: [
          {
            quantity: 1,
            price_data: {
              // Stripe writes currencies in lower case; the amount is in the currency's minor unit.
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountCents,
              product_data: { name: input.merchantName },
            },
          },
        ],
        client_reference_id: input.paymentId,
        metadata,
        payment_intent_data: {
          metadata,
          ...(input.savePaymentMethod ? { setup_future_usage: 'off_session' as const } : {}),
        },
        // A plan's card is kept on a customer, charged off-session for the later instalments.
        ...(saved
          ? { customer: saved.customer }
          : input.savePaymentMethod
            ? { customer_creation: 'always' as const }
            : {}),
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        locale: LOCALES[input.locale] ?? 'auto',
      };
      const key = input.installment ? `${input.paymentId}:${input.installment.rank}:page` : input.paymentId;
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(params, { idempotencyKey: key }),
      );
      if (!session.url) throw new ProviderUnavailable('Stripe checkout.sessions.create: no page URL');
      return { reference: session.id, redirectUrl: session.url };
    },
    async chargeSavedMethod(input) {
      const saved = savedMethodOf(input.methodReference);
      if (!saved)
        throw new ProviderRefused('Stripe charge: the saved card reference is not a customer/card pair');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: saved.customer,
            payment_method: saved.paymentMethod,
            off_session: true,
            confirm: true,
            ...(input.metadata ? { metadata: input.metadata } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const succeeded = intent.status === 'succeeded';
        return {
          reference: intent.id,
          succeeded,
          failureReason: succeeded ? null : intent.status,
          needsCustomer: intent.status === 'requires_action',
        };
      } catch (error) {
        // A card error is an answer about this charge, not a failure of the call.
        if (error instanceof Stripe.errors.StripeCardError) {
          const code = error.code ?? 'card_declined';
          return {
            reference: error.payment_intent?.id ?? '',
            succeeded: false,
            failureReason: code,
            needsCustomer: code === 'authentication_required',
          };
        }
        throw providerError(error, 'paymentIntents.create');
      }
    },
    async refund(input) {
      const intent = await intentToRefund(input);
      const refund = await call('refunds.create', () =>
        stripe.refunds.create(
          { payment_intent: intent, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { reference: refund.id };
    },
    async verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, now: Date) {
      const header = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          typeof header === 'string' ? header : '',
          options.webhookSecret,
          TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        throw new WebhookRejected(withoutKeys((error as Error).message));
      }
      return noticeOf(event);
    },
  };
}
