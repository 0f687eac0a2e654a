import { describe, expect, it } from 'vitest';
import {
  canDeleteGroup,
  groupTitle,
  groupTotal,
  idsWithoutGroup,
  isAncillaryOnly,
  orderItemCount,
  productCounts,
} from './order-groups';
import type { Order, SeatTicket, TicketGroup } from './order-model';

const event = (id: string) => ({ id, name: `Match ${id}`, startDatetime: '2026-12-01T20:00:00+01:00' });

function seat(id: string, eventId: string, productName = 'Adult', grossAmount = 2500): SeatTicket {
  return {
    id,
    productId: productName.toLowerCase(),
    productName,
    grossAmount,
    discountAmount: 0,
    isFromResale: false,
    eventInfo: event(eventId),
    seatInfo: {
      standName: 'North',
      blockId: 'N1',
      blockName: 'N1',
      seatId: `s-${id}`,
      rowName: 'A',
      seatNumber: id,
      isOpenSeating: false,
      categoryName: 'Cat 1',
    },
    holderInfo: null,
  };
}

const plasticCard = {
  id: 'anc-card',
  ancillaryName: 'Plastic card',
  ancillaryType: 'PLASTIC_CARD' as const,
  productId: 'card',
  grossAmount: 300,
  discountAmount: 0,
  isMandatory: true,
};

const eventGroup: TicketGroup = {
  id: 'g1',
  packInfo: null,
  eventInfo: event('m03'),
  seatTickets: [seat('t1', 'm03'), seat('t2', 'm03', 'Child', 1000)],
  ancillaryTickets: [
    {
      id: 'anc-park',
      ancillaryName: 'Parking P1',
      ancillaryType: 'PARKING',
      productId: 'p1',
      grossAmount: 1200,
      discountAmount: 0,
      isMandatory: false,
    },
  ],
};
const packGroup: TicketGroup = {
  id: 'g2',
  packInfo: { packId: 'pack-1', name: 'Pack 3 matches', type: 'PACK' },
  eventInfo: null,
  // Two seats held across three events.
  seatTickets: ['m03', 'm05', 'm07'].flatMap((eventId) => [
    seat(`a-${eventId}`, eventId, 'Adult', 2000),
    seat(`b-${eventId}`, eventId, 'Adult', 2000),
  ]),
  ancillaryTickets: [],
};
const cardGroup: TicketGroup = {
  id: 'g3',
  packInfo: null,
  eventInfo: null,
  seatTickets: [],
  ancillaryTickets: [plasticCard],
};

const order = (groups: TicketGroup[]): Order =>
  ({ orderId: 'ord_1', ticketGroups: groups }) as unknown as Order;

describe('order groups', () => {
  it('counts a pack seat once whatever the number of its events, plus every ancillary', () => {
    expect(orderItemCount(order([eventGroup, packGroup, cardGroup]))).toBe(3 + 2 + 1);
  });

  it('names a group by its pack, else its event, and labels ancillary-only groups', () => {
    expect(groupTitle(packGroup)).toBe('Pack 3 matches');
    expect(groupTitle(eventGroup)).toBe('Match m03');
    expect(groupTitle(cardGroup)).toBeNull();
    expect([eventGroup, packGroup, cardGroup].map(isAncillaryOnly)).toEqual([false, false, true]);
  });

  it('counts products per group, pack seats once', () => {
    expect(productCounts(eventGroup)).toEqual([
      { name: 'Adult', count: 1 },
      { name: 'Child', count: 1 },
      { name: 'Parking P1', count: 1 },
    ]);
    expect(productCounts(packGroup)).toEqual([{ name: 'Adult', count: 2 }]);
  });

  it('sums gross and discount of tickets and ancillaries', () => {
    const discounted = {
      ...eventGroup,
      seatTickets: [{ ...seat('t1', 'm03'), discountAmount: -500 }],
    };
    expect(groupTotal(eventGroup)).toBe(2500 + 1000 + 1200);
    expect(groupTotal(discounted)).toBe(2000 + 1200);
  });

  it('hides deletion of a mandatory plastic card group only', () => {
    expect(canDeleteGroup(cardGroup)).toBe(false);
    expect(canDeleteGroup({ ...cardGroup, ancillaryTickets: [{ ...plasticCard, isMandatory: false }] })).toBe(
      true,
    );
    expect(canDeleteGroup(eventGroup)).toBe(true);
  });

  it('keeps the other groups ids on delete, and drops a mandatory card left alone', () => {
    expect(idsWithoutGroup(order([eventGroup, packGroup, cardGroup]), packGroup)).toEqual({
      ticketIds: ['t1', 't2'],
      ticketAncillaryIds: ['anc-park', 'anc-card'],
    });
    expect(idsWithoutGroup(order([eventGroup, cardGroup]), eventGroup)).toEqual({
      ticketIds: [],
      ticketAncillaryIds: [],
    });
  });
});
