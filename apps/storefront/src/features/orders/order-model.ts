import type { OrderAncillaryOffersQuery, OrderFieldsFragment } from '@/gql/graphql';

/** An order as the pages use it (schema.graphql, type Order). */
export type Order = OrderFieldsFragment;
export type TicketGroup = Order['ticketGroups'][number];
export type SeatTicket = TicketGroup['seatTickets'][number];
export type AncillaryTicket = TicketGroup['ancillaryTickets'][number];

/** API data without the __typename fields urql adds, so the JSON the BFF answers stays lean. */
export function withoutTypenames<T>(data: T): T {
  return JSON.parse(
    JSON.stringify(data, (key, value: unknown) => (key === '__typename' ? undefined : value)),
  );
}

/** The API's order as the pages use it. */
export const toOrder = (order: OrderFieldsFragment): Order => withoutTypenames(order);

/** An extra purchase the options step offers (schema.graphql, type AncillaryOffer). */
export type AncillaryOffer = OrderAncillaryOffersQuery['ancillaryOffers'][number];
