import type { z } from 'zod';
import { defineRoute } from '@/features/api/route-contract';
import type { WaitingRoomStatus, waitingRoomRequestSchema } from './waiting-room-status';

/**
 * The visitor's place in an event's waiting room (ADR 0014), asked by the page as it polls. The
 * schemas come with the first answer, not with the page (ADR 0017): type-only imports.
 */
export const WAITING_ROOM = defineRoute<z.input<typeof waitingRoomRequestSchema>, WaitingRoomStatus>(
  '/api/waiting-room',
);
