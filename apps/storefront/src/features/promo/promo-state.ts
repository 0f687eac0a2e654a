import type { PromoErrorCode } from './promo-errors';
import type { PromoCode, PromoEvaluation } from './promo-model';

/** What the summary shows of promo codes: the accepted codes with their evaluation, or a refusal. */
export interface PromoState {
  codes: PromoCode[];
  evaluation: PromoEvaluation | null;
  /** `retryAfterSeconds`: THROTTLED only, the wait to word (ADR 0041). */
  error: { code: PromoErrorCode; name: string | null; retryAfterSeconds?: number } | null;
}

export const EMPTY_PROMO_STATE: PromoState = { codes: [], evaluation: null, error: null };

/**
 * The state after evaluating `codes` together. As docs/product.md#promo-codes says, any refusal in the result
 * wipes every code and discount (the fan then tries another code); the refusal shown is the one of the code
 * just typed if it has one, else the first refused code's.
 */
export function afterEvaluation(
  codes: readonly PromoCode[],
  evaluation: PromoEvaluation,
  typed: PromoCode | null = null,
): PromoState {
  const errors = evaluation.promoCodeErrors;
  const refusedId = (typed && errors[typed.id] ? typed.id : null) ?? Object.keys(errors)[0];
  if (refusedId === undefined) return { codes: [...codes], evaluation, error: null };
  const refused = errors[refusedId];
  const name = codes.find((code) => code.id === refusedId)?.name ?? null;
  return { ...EMPTY_PROMO_STATE, error: { code: refused?.code ?? 'UNKNOWN', name } };
}

/**
 * The state after a call failed (a code not found, a lookup or an evaluation the API refused, no
 * connection): as after a refusal, every code and discount goes (docs/product.md#promo-codes) and
 * the refusal is shown; the fan applies their codes again.
 */
export function afterFailure(
  code: PromoErrorCode,
  name: string | null,
  retryAfterSeconds?: number,
): PromoState {
  return {
    ...EMPTY_PROMO_STATE,
    error: retryAfterSeconds === undefined ? { code, name } : { code, name, retryAfterSeconds },
  };
}

/** The state after the fan removes a code, before the others are evaluated again. */
export function withoutCode(state: PromoState, id: string): PromoCode[] {
  return state.codes.filter((code) => code.id !== id);
}

/** Is this code (as the fan typed it) already accepted? Names compare trimmed and case-insensitively. */
export function isApplied(state: PromoState, typed: string): boolean {
  const name = typed.trim().toLocaleLowerCase('en');
  return state.codes.some((code) => code.name.toLocaleLowerCase('en') === name);
}
