import { z } from 'zod';
import { idSchema as id } from '@/features/api/id-schemas';
import { TICKET_FILTERS } from './my-tickets-model';

/*
 * Bodies of the orders page's own routes (docs/product.md#tickets): the page of tickets, e-mailing
 * them, a Google Wallet link. Ids as the API makes them. Transfer and resale: ticket-action-requests.ts.
 */

/** GET /api/tickets?filter=&after=: a filter (upcoming by default) and the cursor of the next page. */
export const ticketsQuerySchema = z.object({
  filter: z.enum(TICKET_FILTERS).default('UPCOMING'),
  after: z
    .string()
    .regex(/^\d{1,6}$/)
    .nullish(),
});

/** POST /api/tickets/send-email: tickets of an order (all of them without `ticketIds`). */
export const sendTicketsRequestSchema = z.object({
  orderId: id,
  ticketIds: z.array(id).min(1).max(99).optional(),
});

/** POST /api/google-wallet */
export const googleWalletRequestSchema = z.object({ ticketIds: z.array(id).min(1).max(50) });
