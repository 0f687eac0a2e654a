import { missingPaymentSecrets } from '../payment-secrets';
import type { Tenant } from '../schema';
import type { CheckProblem } from './problem';

/**
 * A club on its own Stripe account (docs/adr/0048) whose keys are not in the environment would
 * take no payment: the API refuses to start without them. Names the variable, never a value.
 */
export function paymentSecretProblems(
  tenant: Tenant,
  file: string,
  env: Record<string, string | undefined>,
): CheckProblem[] {
  if (tenant.payment.provider.kind !== 'stripe') return [];
  const { secretKeyEnv } = tenant.payment.provider;
  return missingPaymentSecrets(tenant, env).map((variable) => ({
    file,
    field: variable === secretKeyEnv ? 'payment.provider.secretKeyEnv' : 'payment.provider.webhookSecretEnv',
    message: `The environment variable ${variable} is not set, so this club’s Stripe account cannot be used.`,
    fix:
      variable === secretKeyEnv
        ? `set ${variable} to the secret key of the club’s Stripe account (Developers › API keys) where the shop runs.`
        : `set ${variable} to the signing secret of the webhook endpoint made for this shop in the club’s Stripe account.`,
  }));
}
