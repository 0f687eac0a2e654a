import type { AncillaryType } from '@stadio/graphql/enums';
import type {
  AncillaryOffer,
  AncillaryTicket,
  Order,
  SeatTicket,
  TicketGroup,
} from '@/features/orders/order-model';

// Builders of orders for the checkout's unit tests, shaped like the API's answers.

export const eventInfo = (id: string) => ({
  id,
  name: `Match ${id}`,
  startDatetime: '2026-12-01T20:00:00+01:00',
});

export function seatTicket(
  id: string,
  eventId: string,
  seat: { seatId?: string | null; blockId?: string; price?: number; holder?: SeatTicket['holderInfo'] } = {},
): SeatTicket {
  const seatId = seat.seatId === undefined ? `seat-${id}` : seat.seatId;
  return {
    id,
    productId: 'adult',
    productName: 'Adult',
    grossAmount: seat.price ?? 2500,
    discountAmount: 0,
    isFromResale: false,
    eventInfo: eventInfo(eventId),
    seatInfo: {
      standName: 'Tribune Nord',
      blockId: seat.blockId ?? 'N14',
      blockName: seat.blockId ?? 'N14',
      seatId,
      rowName: seatId ? 'A' : null,
      seatNumber: seatId ? '1' : null,
      isOpenSeating: seatId === null,
      categoryName: 'Catégorie 1',
    },
    holderInfo: seat.holder ?? null,
  };
}

export function eventGroup(id: string, eventId: string, tickets: SeatTicket[]): TicketGroup {
  return { id, packInfo: null, eventInfo: eventInfo(eventId), seatTickets: tickets, ancillaryTickets: [] };
}

export function packGroup(id: string, packId: string, tickets: SeatTicket[]): TicketGroup {
  return {
    id,
    packInfo: { packId, name: `Pack ${packId}`, type: 'PACK' },
    eventInfo: null,
    seatTickets: tickets,
    ancillaryTickets: [],
  };
}

export function ancillary(
  id: string,
  type: AncillaryType,
  productId: string,
  price: number,
  isMandatory = false,
): AncillaryTicket {
  return {
    id,
    ancillaryName: type === 'PARKING' ? `Parking ${productId}` : 'Carte plastique',
    ancillaryType: type,
    productId,
    grossAmount: price,
    discountAmount: 0,
    isMandatory,
  };
}

export function extrasGroup(ancillaries: AncillaryTicket[]): TicketGroup {
  return { id: 'extras', packInfo: null, eventInfo: null, seatTickets: [], ancillaryTickets: ancillaries };
}

/** An order on hold whose amounts are the sums of its tickets, as the API computes them. */
export function orderOf(groups: TicketGroup[], ticketWithdrawal = 1): Order {
  const items = groups.flatMap((group) => [...group.seatTickets, ...group.ancillaryTickets]);
  const gross = items.reduce((sum, item) => sum + item.grossAmount, 0);
  const discount = items.reduce((sum, item) => sum + item.discountAmount, 0);
  return {
    orderId: 'ord-1',
    status: 'ONHOLD',
    expiryDatetime: '2026-11-23T12:15:00.000Z',
    saleDatetime: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    grossAmount: gross,
    discountAmount: discount,
    totalAmount: gross + discount,
    hasTransactionInProgress: false,
    ticketWithdrawal,
    promoCodeIds: [],
    appliedDiscounts: [],
    ticketGroups: groups,
  };
}

export function parkingOffer(
  productId: string,
  eventId: string,
  {
    price = 1200,
    available = 300,
    maxQuantity = 2,
  }: { price?: number; available?: number; maxQuantity?: number } = {},
): AncillaryOffer {
  return {
    type: 'PARKING',
    productId,
    name: `Parking ${productId}`,
    description: null,
    price,
    eventId,
    available,
    maxQuantity,
  };
}

export const cardOffer = (price = 500): AncillaryOffer => ({
  type: 'PLASTIC_CARD',
  productId: 'plastic-card',
  name: 'Carte plastique',
  description: null,
  price,
  eventId: null,
  available: null,
  maxQuantity: 1,
});
