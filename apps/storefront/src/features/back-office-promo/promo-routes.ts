import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { BackOfficePromoState } from '@/gql/graphql';
import type {
  promoActiveRequest,
  promoBatchRequest,
  promoCreateRequest,
  promoUpdateRequest,
} from './promo-requests';

// The promo routes of the BFF (docs/staff-roles.md, PROMO_EDIT); refusals are promo-error.ts's.

export const PROMO_CREATE = defineRoute<z.input<typeof promoCreateRequest>, { id: string }>(
  '/api/staff/promo-codes',
);
export const PROMO_UPDATE = defineRoute<z.input<typeof promoUpdateRequest>, { id: string }>(
  '/api/staff/promo-codes/update',
);
export const PROMO_BATCH = defineRoute<z.input<typeof promoBatchRequest>, { id: string; size: number }>(
  '/api/staff/promo-codes/batch',
);
export const PROMO_ACTIVE = defineRoute<
  z.input<typeof promoActiveRequest>,
  { id: string; active: boolean; state: BackOfficePromoState }
>('/api/staff/promo-codes/active');

/** The CSV of a batch (GET; a link, not a call). */
export const promoBatchCsvHref = (batchId: string) =>
  `/api/staff/promo-codes/batch-csv?batch=${encodeURIComponent(batchId)}`;
