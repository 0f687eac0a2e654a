import type {
  AncillaryTicketRow,
  CampaignPackRow,
  OrderRow,
  SeatTicketRow,
  TicketGroupRow,
} from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { groupBy } from '../catalogue/group-by';
import { toIsoDateTime } from '../catalogue/iso-date-time';
import { effectiveStatus } from './effective-status';
import { PLASTIC_CARD_PRODUCT_ID } from './plastic-card';

/** What an event row contributes to a group or a ticket. */
interface EventColumns {
  eventName: string | null;
  eventStart: string | null;
  homeTeamId: string | null;
  opponentId: string | null;
}

/** The rows {@link toOrderView} assembles orders from (see load-orders). */
export interface OrderParts {
  groups: Array<
    EventColumns & {
      group: TicketGroupRow;
      packName: string | null;
      packType: CampaignPackRow['type'] | null;
    }
  >;
  tickets: Array<
    EventColumns & {
      ticket: SeatTicketRow;
      blockName: string;
      isOpenSeating: boolean;
      standId: string;
      standName: string;
      rowName: string | null;
      seatNumber: string | null;
      categoryName: string;
      productName: string;
    }
  >;
  ancillaries: AncillaryTicketRow[];
  teams: ReadonlyMap<string, Gql.Team>;
  /** The promo codes named by the orders' promo_code_ids (docs/product.md#promo-codes). */
  promoCodes: ReadonlyMap<string, Gql.AppliedPromoCode>;
}

const STATUS: Record<OrderRow['status'], Gql.OrderStatus> = {
  onhold: 'ONHOLD',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  abandoned: 'ABANDONED',
};

function eventInfo(eventId: string, columns: EventColumns, teams: OrderParts['teams']): Gql.EventInfo {
  return {
    id: eventId,
    name: columns.eventName ?? '',
    startDatetime: columns.eventStart ? toIsoDateTime(columns.eventStart) : '',
    homeTeam: columns.homeTeamId ? (teams.get(columns.homeTeamId) ?? null) : null,
    opponent: columns.opponentId ? (teams.get(columns.opponentId) ?? null) : null,
  };
}

function holderInfo(ticket: SeatTicketRow): Gql.HolderInfo | null {
  if (!ticket.holderSetAt) return null;
  return {
    gender: (ticket.holderGender ?? 'unknown').toUpperCase() as Gql.Gender,
    firstName: ticket.holderFirstName,
    lastName: ticket.holderLastName,
    email: ticket.holderEmail,
    phoneNumber: ticket.holderPhoneNumber,
    dateOfBirth: ticket.holderDateOfBirth,
    streetAddress: ticket.holderStreetAddress,
    postalCode: ticket.holderPostalCode,
    cityName: ticket.holderCityName,
    country: ticket.holderCountry,
  };
}

function seatTicketView(row: OrderParts['tickets'][number], teams: OrderParts['teams']): Gql.SeatTicket {
  const { ticket } = row;
  return {
    id: ticket.id,
    productId: ticket.productId,
    productName: row.productName,
    grossAmount: ticket.priceCents,
    discountAmount: ticket.discountCents,
    isFromResale: ticket.resaleListingId !== null,
    eventInfo: eventInfo(ticket.eventId, row, teams),
    seatInfo: {
      standId: row.standId,
      standName: row.standName,
      blockId: ticket.blockId,
      blockName: row.blockName,
      seatId: ticket.seatId,
      rowName: row.rowName,
      seatNumber: row.seatNumber,
      isOpenSeating: row.isOpenSeating,
      eventId: ticket.eventId,
      categoryId: ticket.categoryId,
      categoryName: row.categoryName,
    },
    holderInfo: holderInfo(ticket),
  };
}

function ancillaryView(row: AncillaryTicketRow): Gql.AncillaryTicket {
  return {
    id: row.id,
    ancillaryName: row.name,
    ancillaryType: row.type === 'parking' ? 'PARKING' : 'PLASTIC_CARD',
    productId: row.parkingProductId ?? PLASTIC_CARD_PRODUCT_ID,
    grossAmount: row.priceCents,
    discountAmount: row.discountCents,
    isMandatory: row.isMandatory,
  };
}

/**
 * One order as the schema shows it at `now`. Amounts are the sums of its tickets (gross ≥ 0,
 * discount ≤ 0, total = gross + discount), so they always agree with the tickets listed.
 */
export function toOrderView(order: OrderRow, parts: OrderParts, now: Date): Gql.Order {
  const ticketsByGroup = groupBy(
    parts.tickets.filter((row) => row.ticket.orderId === order.id),
    (row) => row.ticket.groupId,
  );
  const ancillariesByGroup = groupBy(
    parts.ancillaries.filter((row) => row.orderId === order.id),
    (row) => row.groupId,
  );
  const ticketGroups = parts.groups
    .filter((row) => row.group.orderId === order.id)
    .map(({ group, packName, packType, ...event }) => ({
      id: group.id,
      seatTickets: (ticketsByGroup.get(group.id) ?? []).map((row) => seatTicketView(row, parts.teams)),
      ancillaryTickets: (ancillariesByGroup.get(group.id) ?? []).map(ancillaryView),
      packInfo:
        group.packId && packType
          ? {
              packId: group.packId,
              name: packName ?? '',
              type: packType === 'season' ? ('SEASON' as const) : ('PACK' as const),
            }
          : null,
      eventInfo: group.eventId ? eventInfo(group.eventId, event, parts.teams) : null,
    }));
  const amounts = ticketGroups.flatMap((group) => [...group.seatTickets, ...group.ancillaryTickets]);
  const grossAmount = amounts.reduce((sum, item) => sum + item.grossAmount, 0);
  const discountAmount = amounts.reduce((sum, item) => sum + item.discountAmount, 0);
  const status = effectiveStatus(order, now);
  return {
    orderId: order.id,
    status: STATUS[status],
    expiryDatetime: status === 'confirmed' ? null : (order.expiresAt?.toISOString() ?? null),
    saleDatetime: order.confirmedAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    grossAmount,
    discountAmount,
    totalAmount: grossAmount + discountAmount,
    hasTransactionInProgress: order.hasTransactionInProgress,
    ticketWithdrawal: order.ticketWithdrawal,
    ticketGroups,
    // promo_code_ids holds the applied codes in the order they applied: rank 1 applied first.
    appliedDiscounts: order.promoCodeIds.flatMap((id, index) => {
      const promoCode = parts.promoCodes.get(id);
      return promoCode ? [{ rank: index + 1, promoCode }] : [];
    }),
    promoCodeIds: order.promoCodeIds,
  };
}
