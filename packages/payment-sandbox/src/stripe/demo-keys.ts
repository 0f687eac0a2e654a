/*
 * The demo clubs' Stripe test keys for the local sandbox (ADR 0048): made up, known to the sandbox
 * only, so `npm start` and the tests run a Stripe club without an account anywhere. The stack's
 * start script and any tool that runs beside it (the catalogue commands in the browser tests) take
 * them from here.
 */

/** A club's demo secret key and webhook signing secret. */
export const demoStripeKeys = (slug: string) => ({
  secretKey: `sk_test_${slug}_demo_key_for_the_local_sandbox`,
  webhookSecret: `whsec_${slug}_demo_secret_for_the_local_sandbox`,
});

/** What this needs of a club: its slug, whether it is a demo club, its provider's key variables. */
interface ClubOnStripe {
  slug: string;
  demo?: boolean;
  payment: {
    provider: { kind: 'stripe'; secretKeyEnv: string; webhookSecretEnv: string } | { kind: string };
  };
}

/** The environment variables of the demo clubs' Stripe accounts; the environment's own win. */
export function demoStripeEnv(
  clubs: readonly ClubOnStripe[],
  environment: NodeJS.ProcessEnv = process.env,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const club of clubs) {
    const provider = club.payment.provider;
    if (!('secretKeyEnv' in provider) || !club.demo) continue;
    const keys = demoStripeKeys(club.slug);
    env[provider.secretKeyEnv] = environment[provider.secretKeyEnv] ?? keys.secretKey;
    env[provider.webhookSecretEnv] = environment[provider.webhookSecretEnv] ?? keys.webhookSecret;
  }
  return env;
}
