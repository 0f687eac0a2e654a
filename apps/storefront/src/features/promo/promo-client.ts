import { callRoute, type RouteBody } from '@/features/api/route-contract';
import type { PromoErrorCode } from './promo-errors';
import type { PromoCode, PromoEvaluation } from './promo-model';
import { EVALUATE_PROMO_CODES, FETCH_PROMO_CODES } from './promo-routes';

export type PromoResult<T> =
  { ok: true; data: T } | { ok: false; code: PromoErrorCode; retryAfterSeconds?: number };

/** A 429: too many codes that do not exist were tried (ADR 0041), with the wait the route gave. */
function throttled(answer: { json: unknown; retryAfter: string | null }): PromoResult<never> {
  const wait = Number(
    (answer.json as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds ?? answer.retryAfter,
  );
  return {
    ok: false,
    code: 'THROTTLED',
    retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : undefined,
  };
}

// The answers are checked with zod, loaded with the first of them rather than with the summary
// page, which a fan without a promo code shows without it (ADR 0017).
const promoModel = () => import('./promo-model');

async function fetchCodes(body: RouteBody<typeof FETCH_PROMO_CODES>): Promise<PromoResult<PromoCode[]>> {
  const answer = await callRoute(FETCH_PROMO_CODES, body);
  if ('network' in answer) return { ok: false, code: 'UNKNOWN' };
  if (!answer.ok && answer.status === 429) return throttled(answer);
  // Any other answer but 200 means the code does not exist (docs/product.md#promo-codes).
  if (!answer.ok) return { ok: false, code: 'PROMO_DOES_NOT_EXISTS' };
  const { promoCodeSchema } = await promoModel();
  const parsed = promoCodeSchema.array().safeParse(answer.data?.promoCodes);
  if (!parsed.success) return { ok: false, code: 'UNKNOWN' };
  return parsed.data.length > 0
    ? { ok: true, data: parsed.data }
    : { ok: false, code: 'PROMO_DOES_NOT_EXISTS' };
}

/** The BFF's promo code calls as the browser makes them (docs/product.md#bff-routes). */
export const promoClient = {
  /** The code with this name, as the fan typed it. */
  async findByName(name: string): Promise<PromoResult<PromoCode>> {
    const found = await fetchCodes({ name: name.trim() });
    if (!found.ok) return found;
    const [code] = found.data;
    return code ? { ok: true, data: code } : { ok: false, code: 'PROMO_DOES_NOT_EXISTS' };
  },

  /** The cart's codes by ids, to show them again after a reload. */
  findByIds: (promoCodesIds: string[]) => fetchCodes({ promoCodesIds }),

  /** What these codes (in this order) would take off the order; refusals are in promoCodeErrors. */
  async evaluate(orderId: string, promoCodeIds: string[]): Promise<PromoResult<PromoEvaluation>> {
    const answer = await callRoute(EVALUATE_PROMO_CODES, { orderId, promoCodeIds });
    if (!answer.ok)
      return 'network' in answer || answer.status !== 429
        ? { ok: false, code: 'UNKNOWN' }
        : throttled(answer);
    const { promoEvaluationSchema } = await promoModel();
    const parsed = promoEvaluationSchema.safeParse(answer.data);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, code: 'UNKNOWN' };
  },
};
