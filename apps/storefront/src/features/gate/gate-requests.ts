import { z } from 'zod';

/*
 * Bodies of the gate routes (gate-routes.ts), read by their handlers; the browser only gets their
 * input types.
 */

const eventId = z.string().trim().min(1).max(100);

/** GET /api/staff/gate/list?eventId=&locale= (the page's language, for block and category names) */
export const gateListRequestSchema = z.object({
  eventId,
  locale: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

/** GET /api/staff/gate/ticket?eventId=&ticketId=&locale=: one ticket the device's list does not know. */
export const gateTicketRequestSchema = z.object({
  eventId,
  ticketId: z.string().trim().min(1).max(100),
  locale: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});

/** POST /api/staff/gate/entries: a device's queued scans (at most 500 a call, as the API takes). */
export const gateEntriesRequestSchema = z.object({
  eventId,
  deviceId: z.string().trim().min(1).max(100),
  entries: z
    .array(
      z.object({
        entryId: z.uuid(),
        ticketId: z.string().trim().min(1).max(100),
        version: z.number().int().min(1),
        scannedAt: z.iso.datetime({ offset: true }),
        // What the steward saw (ADR 0044): the QR code read, or the gate code typed with the number.
        token: z.string().trim().min(1).max(1_000).optional(),
        code: z.string().trim().min(1).max(20).optional(),
      }),
    )
    .max(500),
  since: z.iso.datetime({ offset: true }).nullish(),
});
