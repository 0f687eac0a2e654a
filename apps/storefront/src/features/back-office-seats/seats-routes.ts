import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type {
  cancelEventRequestSchema,
  closeSeatsRequestSchema,
  continueCancelRequestSchema,
  reopenSeatsRequestSchema,
} from './seats-requests';

// The season-seats routes of the BFF: bodies from the zod schemas their handlers read them with,
// answers as the handlers send them; refusals are seats-error.ts's. Type-only imports.

export interface CloseSeatsAnswer {
  closed: number;
  skippedSold: number;
  skippedHeld: number;
  skippedClosed: number;
}

/** What cancelling a match has done so far (SeasonEventCancellation). */
export interface CancellationProgress {
  ordersToCancel: number;
  ordersWithOtherMatches: number;
  startedAt: string | null;
  finishedAt: string | null;
  cancelled: number;
  flagged: number;
  failed: number;
  remaining: number;
}

export const SEATS_CLOSE = defineRoute<z.input<typeof closeSeatsRequestSchema>, CloseSeatsAnswer>(
  '/api/staff/season-seats/close',
);
export const SEATS_REOPEN = defineRoute<z.input<typeof reopenSeatsRequestSchema>, { reopened: number }>(
  '/api/staff/season-seats/reopen',
);
export const SEATS_CANCEL_EVENT = defineRoute<z.input<typeof cancelEventRequestSchema>, CancellationProgress>(
  '/api/staff/season-seats/cancel',
);
export const SEATS_CONTINUE_CANCEL = defineRoute<
  z.input<typeof continueCancelRequestSchema>,
  CancellationProgress
>('/api/staff/season-seats/continue');
