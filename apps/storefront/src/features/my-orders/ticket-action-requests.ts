import { z } from 'zod';
import { idSchema as ticketId } from '@/features/api/id-schemas';

/*
 * Bodies of the orders page's transfer and resale routes (docs/adr/0021), shared by the routes
 * and the dialogs that send them. Ids as the API makes them; prices in whole cents.
 */

const ticketIds = z.array(ticketId).min(1).max(99);

/** POST /api/tickets/transfer */
export const transferRequestSchema = z.object({ ticketIds, email: z.string().trim().min(1).max(254) });
/** POST /api/tickets/transfer/cancel */
export const cancelTransferRequestSchema = z.object({ ticketId });
/** POST /api/resale/listings */
export const listForResaleRequestSchema = z.object({
  listings: z
    .array(z.object({ ticketId, price: z.number().int().min(1).max(10_000_000) }))
    .min(1)
    .max(99),
});
/** POST /api/resale/listings/withdraw */
export const withdrawListingsRequestSchema = z.object({ ticketIds });

export type TransferRequest = z.infer<typeof transferRequestSchema>;
export type ListForResaleRequest = z.infer<typeof listForResaleRequestSchema>;
