import { z } from 'zod';

/* Arguments of the gate operations (schema.graphql, "Gate scanning"). */

const session = z.object({ staffId: z.uuid('must be a staff id'), epoch: z.number().int().min(0) });
const eventId = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');
const instant = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });

/** Most scans one sync sends; a device offline for long sends its queue in several calls. */
export const GATE_SYNC_LIMIT = 500;

export const staffGateEventsArgs = z.object({ session });
export const staffGateListArgs = z.object({ session, eventId });
export const staffGateTicketArgs = z.object({
  session,
  eventId,
  ticketId: z.string().trim().min(1).max(100),
});
export const staffRecordGateEntriesArgs = z.object({
  session,
  eventId,
  deviceId: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  entries: z
    .array(
      z.object({
        entryId: z.uuid('must be a UUID the device made'),
        ticketId: z.string().trim().min(1).max(100),
        version: z.number().int().min(1).max(1_000_000),
        scannedAt: instant,
        // The proof the steward saw (ADR 0044): the QR code read, or the gate code typed.
        token: z.string().trim().min(1).max(1_000).nullish(),
        code: z.string().trim().min(1).max(20).nullish(),
      }),
    )
    .max(GATE_SYNC_LIMIT, `at most ${GATE_SYNC_LIMIT} entries a call`),
  since: instant.nullish(),
});
