import type { z } from 'zod';
import type {
  MyOrdersCancelTransferMutation,
  MyOrdersListForResaleMutation,
  MyOrdersWalletTokenMutation,
  MyOrdersWithdrawListingsMutation,
} from '@/gql/graphql';
import { defineRoute } from '@/features/api/route-contract';
import type {
  googleWalletRequestSchema,
  sendTicketsRequestSchema,
  ticketsQuerySchema,
} from './my-orders-requests';
import type { MyTicketsPage } from './my-tickets-model';
import type {
  cancelTransferRequestSchema,
  listForResaleRequestSchema,
  transferRequestSchema,
  withdrawListingsRequestSchema,
} from './ticket-action-requests';

// The orders page's routes of the BFF (docs/product.md#tickets, docs/adr/0021): bodies from the zod
// schemas their handlers read them with, answers as the handlers send them; refusals are
// ticket-failure.ts's and ticket-action-failure.ts's. Type-only imports: the page gets no zod.

/** One page of the customer's ticket groups for a filter; the query is `?filter=&after=`. */
export const MY_TICKETS = defineRoute<
  {
    filter?: z.input<typeof ticketsQuerySchema>['filter'];
    after?: NonNullable<z.input<typeof ticketsQuerySchema>['after']>;
  },
  MyTicketsPage
>('/api/tickets', 'GET');

export const SEND_TICKETS = defineRoute<z.input<typeof sendTicketsRequestSchema>, { sent: true }>(
  '/api/tickets/send-email',
);

export const GOOGLE_WALLET = defineRoute<
  z.input<typeof googleWalletRequestSchema>,
  Pick<MyOrdersWalletTokenMutation['generateWalletToken'], 'saveUrl' | 'token'>
>('/api/google-wallet');

/** The ids of the tickets handed over. */
export const TRANSFER = defineRoute<z.input<typeof transferRequestSchema>, { ticketIds: string[] }>(
  '/api/tickets/transfer',
);

export const CANCEL_TRANSFER = defineRoute<
  z.input<typeof cancelTransferRequestSchema>,
  { ticketId: MyOrdersCancelTransferMutation['cancelTicketTransfer']['id'] }
>('/api/tickets/transfer/cancel');

export const LIST_FOR_RESALE = defineRoute<
  z.input<typeof listForResaleRequestSchema>,
  { tickets: MyOrdersListForResaleMutation['listTicketsForResale'] }
>('/api/resale/listings');

export const WITHDRAW_LISTINGS = defineRoute<
  z.input<typeof withdrawListingsRequestSchema>,
  { tickets: MyOrdersWithdrawListingsMutation['withdrawResaleListings'] }
>('/api/resale/listings/withdraw');
