import type { MyOrdersTicketsQuery, MyTicketsFilter } from '@/gql/graphql';
import { enumValues } from '@/lib/enum-values';

/** One page of the orders page, as GET /api/tickets answers it. */
export type MyTicketsPage = MyOrdersTicketsQuery['myTickets'];
/** The tickets of one order for one event or pack. */
export type MyTicketGroup = MyTicketsPage['groups'][number];
/** One ticket with what its card shows and may do. */
export type MyTicket = MyTicketGroup['tickets'][number];

/** The filters of the orders page (docs/product.md#tickets), upcoming events first. */
export const TICKET_FILTERS = enumValues<MyTicketsFilter>()([
  'UPCOMING',
  'RESALABLE',
  'ON_RESALE',
  'RESOLD',
  'PAST',
]);
export type TicketFilter = (typeof TICKET_FILTERS)[number];
