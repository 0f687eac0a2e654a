import { z } from 'zod';
import type { WaitingRoomState } from '@/gql/graphql';
import { enumValues } from '@/lib/enum-values';

/** What the BFF tells the browser about its place in an event's line (never the admission itself). */
export const waitingRoomStatusSchema = z.object({
  state: z.enum(enumValues<WaitingRoomState>()(['CLOSED', 'NOT_OPEN', 'WAITING', 'ADMITTED', 'EXPIRED'])),
  opensAt: z.string().nullish(),
  position: z.number().int().nullish(),
  estimatedWaitSeconds: z.number().int().nullish(),
  admittedUntil: z.string().nullish(),
});
export type WaitingRoomStatus = z.infer<typeof waitingRoomStatusSchema>;

/** The body of POST /api/waiting-room. */
export const waitingRoomRequestSchema = z.object({
  eventId: z.string().trim().min(1).max(100),
  rejoin: z.boolean().optional(),
});
