import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { PromoCode, PromoEvaluation } from './promo-model';
import type { evaluatePromoCodesBodySchema, fetchPromoCodesBodySchema } from './promo-requests';

// The promo code routes of the BFF (docs/product.md#promo-codes): bodies from the zod schemas their
// handlers read them with (promo-requests.ts), answers as the handlers send them. Type-only
// imports: the page gets the paths; promo-model.ts's schemas come with the first answer.

/** A code by its name as typed (at most one), or codes by ids; none found is a 404. */
export const FETCH_PROMO_CODES = defineRoute<
  z.input<typeof fetchPromoCodesBodySchema>,
  { promoCodes: PromoCode[] }
>('/api/promo-codes/fetch-promo-codes');

/** What the codes would take off the order on hold; nothing is applied yet. */
export const EVALUATE_PROMO_CODES = defineRoute<
  z.input<typeof evaluatePromoCodesBodySchema>,
  PromoEvaluation
>('/api/proxy/promo-code/evaluate');
