import { DEV_SANDBOX_API_KEY } from '@stadio/payment-sandbox/protocol';
import { getTenantRegistry, type Tenant } from '@stadio/tenants';
import type { ApiConfig } from '../../config';
import {
  webhookUrlOf,
  type PaymentProvider,
  type PaymentServices,
  type StripeAccounts,
} from './payment-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';

/** Where the Stripe accounts' keys come from and where their API is. */
export interface StripeAccountsOptions {
  /** The club of a slug (the tenant registry; a test's own clubs). */
  tenantOf: (tenantId: string) => Pick<Tenant, 'slug' | 'payment'> | undefined;
  /** The process environment, holding the variables the clubs' files name. */
  env: Record<string, string | undefined>;
  /** STRIPE_API_BASE_URL: the sandbox in development and tests; absent, Stripe itself. */
  apiBaseUrl?: string;
}

/**
 * The clubs' own Stripe accounts (docs/adr/0048): a provider per club, made on first use from the
 * secret key and webhook secret in the environment variables its tenant file names, and made
 * again when the club's file or the variables change (a key rotated, a club switched on).
 */
export function createStripeAccounts(options: StripeAccountsOptions): StripeAccounts {
  const made = new Map<string, { fingerprint: string; provider: PaymentProvider }>();
  return {
    providerOf(tenantId) {
      const config = options.tenantOf(tenantId)?.payment.provider;
      if (config?.kind !== 'stripe') return undefined;
      const secretKey = options.env[config.secretKeyEnv];
      const webhookSecret = options.env[config.webhookSecretEnv];
      // Refused at start and by tenants:check; a variable removed since is a club not configured.
      if (!secretKey || !webhookSecret) return undefined;
      const fingerprint = `${secretKey}\u0000${webhookSecret}`;
      const known = made.get(tenantId);
      if (known?.fingerprint === fingerprint) return known.provider;
      const provider = createStripeProvider({
        tenantId,
        secretKey,
        webhookSecret,
        ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
      });
      made.set(tenantId, { fingerprint, provider });
      return provider;
    },
  };
}

/** The payment providers of the API's configuration: the built-in sandbox, and clubs' Stripe accounts. */
export function paymentServicesFrom(
  config: ApiConfig,
  options: {
    env?: Record<string, string | undefined>;
    instalmentReturnUrl?: PaymentServices['instalmentReturnUrl'];
  } = {},
): PaymentServices {
  const services: PaymentServices = {
    webhookBaseUrl: config.PAYMENT_WEBHOOK_BASE_URL ?? `http://127.0.0.1:${config.PORT}`,
    provider: createSandboxProvider({
      url: config.PAYMENT_SANDBOX_URL,
      apiKey: config.PAYMENT_SANDBOX_API_KEY ?? DEV_SANDBOX_API_KEY,
      // Never the published development value outside development with a local sandbox (config.ts).
      webhookSecret: config.PAYMENT_SANDBOX_WEBHOOK_SECRET,
      webhookUrl: () => webhookUrlOf(services),
    }),
    stripe: createStripeAccounts({
      tenantOf: (tenantId) => getTenantRegistry().bySlug.get(tenantId),
      env: options.env ?? process.env,
      ...(config.STRIPE_API_BASE_URL ? { apiBaseUrl: config.STRIPE_API_BASE_URL } : {}),
    }),
    ...(options.instalmentReturnUrl ? { instalmentReturnUrl: options.instalmentReturnUrl } : {}),
  };
  return services;
}
