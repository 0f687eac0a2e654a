import type { IncomingHttpHeaders } from 'node:http';
import {
  IDEMPOTENCY_HEADER,
  SIGNATURE_HEADER,
  verifyWebhook,
  WebhookVerificationError,
  type Charge,
  type CheckoutSession,
  type CreateSessionRequest,
  type Refund,
  type WebhookEvent,
} from '@stadio/payment-sandbox/protocol';
import {
  ProviderRefused,
  ProviderUnavailable,
  WebhookRejected,
  type PaymentNotice,
  type PaymentProvider,
} from './payment-provider';

/** Where the sandbox runs and its secrets (PAYMENT_SANDBOX_URL, _API_KEY, _WEBHOOK_SECRET). */
export interface SandboxProviderOptions {
  url: string;
  apiKey: string;
  webhookSecret: string;
  webhookUrl: () => string;
  /** Per call (default 10 s): a provider that hangs must not hold an order's lock for long. */
  timeoutMs?: number;
}

const OUTCOMES: Record<WebhookEvent['type'], PaymentNotice['outcome']> = {
  'checkout.session.succeeded': 'succeeded',
  'checkout.session.pending': 'pending',
  'checkout.session.failed': 'failed',
  'checkout.session.cancelled': 'cancelled',
};

/** The built-in `sandbox` provider, over the sandbox's REST API (packages/payment-sandbox). */
export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const base = options.url.replace(/\/$/, '');

  async function post<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderUnavailable(`sandbox unreachable: ${(error as Error).message}`);
    }
    if (response.status >= 400 && response.status < 500)
      throw new ProviderRefused(`sandbox refused ${path} (${response.status})`);
    if (!response.ok) throw new ProviderUnavailable(`sandbox answered ${response.status} to ${path}`);
    return (await response.json()) as T;
  }

  return {
    name: 'sandbox',
    webhookPath: 'sandbox',
    async createCheckoutSession(input) {
      const request: CreateSessionRequest = {
        amount: input.amountCents,
        currency: input.currency,
        reference: input.paymentId,
        merchantName: input.merchantName,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        webhookUrl: options.webhookUrl(),
        savePaymentMethod: input.savePaymentMethod,
        locale: input.locale,
        metadata: { tenantId: input.tenantId, orderId: input.orderId, paymentId: input.paymentId },
      };
      const session = await post<CheckoutSession>('/v1/checkout/sessions', request, input.paymentId);
      return { reference: session.id, redirectUrl: session.url };
    },
    async chargeSavedMethod(input) {
      const charge = await post<Charge>(
        `/v1/payment_methods/${encodeURIComponent(input.methodReference)}/charges`,
        { amount: input.amountCents, currency: input.currency, reference: input.reference },
        input.idempotencyKey,
      );
      return {
        reference: charge.id,
        succeeded: charge.status === 'succeeded',
        failureReason: charge.failureReason,
      };
    },
    async refund(input) {
      const refund = await post<Refund>(
        '/v1/refunds',
        { sessionId: input.sessionReference, chargeId: input.chargeReference, amount: input.amountCents },
        input.idempotencyKey,
      );
      return { reference: refund.id };
    },
    verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, now: Date): PaymentNotice {
      const header = headers[SIGNATURE_HEADER];
      let event: WebhookEvent;
      try {
        event = verifyWebhook(
          options.webhookSecret,
          rawBody,
          typeof header === 'string' ? header : undefined,
          now,
        );
      } catch (error) {
        if (error instanceof WebhookVerificationError) throw new WebhookRejected(error.message);
        throw error;
      }
      const metadata = event.data.metadata ?? {};
      return {
        eventId: event.id,
        type: event.type,
        outcome: OUTCOMES[event.type] ?? 'ignored',
        tenantId: typeof metadata.tenantId === 'string' ? metadata.tenantId : null,
        paymentId: typeof metadata.paymentId === 'string' ? metadata.paymentId : null,
        sessionReference: String(event.data.sessionId ?? ''),
        amountCents: Number(event.data.amount ?? 0),
        savedMethodReference: event.data.paymentMethodId ?? null,
      };
    },
  };
}
