import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type {
  createMatchRequestSchema,
  matchDetailsRequestSchema,
  matchPricesRequestSchema,
  packRequestSchema,
  saleOpenRequestSchema,
  saleWindowsRequestSchema,
} from './season-requests';

// The season routes of the BFF (docs/staff-roles.md, SEASON_EDIT); refusals are season-error.ts's.
// Type-only imports: the browser gets the paths, not zod.

/** What a match edit answers: the match and where its edit page is. */
export interface SeasonMatchOutcome {
  eventId: string;
  saleOpen: boolean;
}

export const SEASON_CREATE_MATCH = defineRoute<z.input<typeof createMatchRequestSchema>, SeasonMatchOutcome>(
  '/api/staff/season/matches',
);
export const SEASON_MATCH_DETAILS = defineRoute<
  z.input<typeof matchDetailsRequestSchema>,
  SeasonMatchOutcome
>('/api/staff/season/details');
export const SEASON_SALE_WINDOWS = defineRoute<z.input<typeof saleWindowsRequestSchema>, SeasonMatchOutcome>(
  '/api/staff/season/sale-windows',
);
export const SEASON_SALE_OPEN = defineRoute<z.input<typeof saleOpenRequestSchema>, SeasonMatchOutcome>(
  '/api/staff/season/sale-open',
);
export const SEASON_MATCH_PRICES = defineRoute<z.input<typeof matchPricesRequestSchema>, SeasonMatchOutcome>(
  '/api/staff/season/prices',
);
export const SEASON_PACK = defineRoute<z.input<typeof packRequestSchema>, { packId: string }>(
  '/api/staff/season/packs',
);
