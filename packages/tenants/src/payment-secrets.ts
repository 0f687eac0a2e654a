import type { Tenant } from './schema';

/**
 * The environment variables a club's payment provider needs that are not set (docs/adr/0048): a
 * club on its own Stripe account needs its secret key and webhook signing secret. Names only: a
 * value is never printed, logged or returned.
 */
export function missingPaymentSecrets(
  tenant: Pick<Tenant, 'payment'>,
  env: Record<string, string | undefined>,
): string[] {
  const provider = tenant.payment.provider;
  if (provider.kind !== 'stripe') return [];
  return [provider.secretKeyEnv, provider.webhookSecretEnv].filter((name) => !env[name]?.trim());
}
