import { DEV_SANDBOX_API_KEY } from '@stadio/payment-sandbox/protocol';
import type { ApiConfig } from '../../config';
import { webhookUrlOf, type PaymentServices } from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';

/** The payment provider of the API's configuration (the built-in sandbox; real providers plug in here). */
export function paymentServicesFrom(config: ApiConfig): PaymentServices {
  const services: PaymentServices = {
    webhookBaseUrl: config.PAYMENT_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${config.PORT}`,
    provider: createSandboxProvider({
      url: config.PAYMENT_SANDBOX_URL,
      apiKey: config.PAYMENT_SANDBOX_API_KEY ?? DEV_SANDBOX_API_KEY,
      // Never the published development value outside development with a local sandbox (config.ts).
      webhookSecret: config.PAYMENT_SANDBOX_WEBHOOK_SECRET,
      webhookUrl: () => webhookUrlOf(services),
    }),
  };
  return services;
}
