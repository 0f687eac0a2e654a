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
      }),
    )
    .max(500),
  since: z.iso.datetime({ offset: true }).nullish(),
});
