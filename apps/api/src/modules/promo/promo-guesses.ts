import type { ApiContext } from '../../graphql/api-context';
import type { AbuseLimiter } from '../identity/abuse-limits';

/**
 * Promo codes a fan names that do not exist, counted per customer and per client address at the
 * club (ADR 0041, docs/security.md): a name typed, an id sent, by any operation that answers
 * whether a code exists (promoCodes, evaluatePromoCodes, paymentOptions, startCheckout). Codes
 * that exist never count, so a fan re-applying their code or reloading the summary is never
 * slowed; past the limit every such operation is THROTTLED until the window frees a point.
 */
export interface PromoGuesses {
  /** THROTTLED while the customer or the address has no miss left. */
  check(): Promise<void>;
  /** Counts `misses` unknown codes against both. */
  miss(misses: number): Promise<void>;
}

/** The request's limits for one customer; none without a limiter (unit testbeds). */
export function promoGuessesOf(
  limits: { abuse?: AbuseLimiter; tenantId: string; clientAddress?: string },
  customerId: string,
): PromoGuesses | undefined {
  const { abuse, tenantId } = limits;
  if (!abuse) return undefined;
  const address = limits.clientAddress ?? 'unknown';
  return {
    async check() {
      await abuse.assertLeft('promoMissByCustomer', tenantId, customerId);
      await abuse.assertLeft('promoMissByAddress', tenantId, address);
    },
    async miss(misses) {
      await abuse.penalise('promoMissByCustomer', tenantId, customerId, misses);
      await abuse.penalise('promoMissByAddress', tenantId, address, misses);
    },
  };
}

/** The request's limit on promo codes that do not exist, for this customer. */
export function requestPromoGuesses(context: ApiContext, customerId: string): PromoGuesses | undefined {
  return promoGuessesOf(
    { abuse: context.abuse, tenantId: context.tenant.slug, clientAddress: context.clientAddress },
    customerId,
  );
}

/** How many of these promo refusals say "this code does not exist". */
export function unknownCodes(errors: ReadonlyArray<{ code: string }>): number {
  return errors.filter((error) => error.code === 'PROMO_DOES_NOT_EXISTS').length;
}

/** The unknown codes of a PROMO_REJECTED refusal (a checkout applying codes), else 0. */
function unknownCodesOfRefusal(error: unknown): number {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  if (extensions?.code !== 'PROMO_REJECTED') return 0;
  const errors = extensions.promoCodeErrors;
  return Array.isArray(errors) ? unknownCodes(errors as Array<{ code: string }>) : 0;
}

/**
 * Runs `work`, which looks up codes the fan named: refused first when over the limit, then each
 * unknown code it met counted, whether it answered (`missesOf` its result) or refused them.
 */
export async function guessing<T>(
  guesses: PromoGuesses | undefined,
  work: () => Promise<T>,
  missesOf: (result: T) => number,
): Promise<T> {
  if (!guesses) return work();
  await guesses.check();
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await guesses.miss(unknownCodesOfRefusal(error));
    throw error;
  }
  await guesses.miss(missesOf(result));
  return result;
}
