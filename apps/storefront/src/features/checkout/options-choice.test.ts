import { describe, expect, it } from 'vitest';
import {
  ancillaryRequests,
  cartOptionsOf,
  choiceFromOrder,
  fitChoice,
  totalWithChoice,
} from './options-choice';
import { parkingByEvent } from './parking-by-event';
import {
  ancillary,
  cardOffer,
  eventGroup,
  extrasGroup,
  orderOf,
  packGroup,
  parkingOffer,
  seatTicket,
} from './test-orders';

const seats = eventGroup('g1', 'm03', [seatTicket('t1', 'm03'), seatTicket('t2', 'm03')]);
const offers = [
  parkingOffer('m03-p1', 'm03', { price: 1200, maxQuantity: 2 }),
  parkingOffer('m03-vip', 'm03', { price: 2500, available: 0, maxQuantity: 0 }),
  cardOffer(500),
];

describe('options choice', () => {
  it('starts from what the order holds: parking places per car park, card, delivery', () => {
    const order = orderOf(
      [
        seats,
        extrasGroup([
          ancillary('a1', 'PARKING', 'm03-p1', 1200),
          ancillary('a2', 'PARKING', 'm03-p1', 1200),
          ancillary('a3', 'PLASTIC_CARD', 'plastic-card', 500),
        ]),
      ],
      2,
    );
    expect(choiceFromOrder(order, false)).toEqual({
      parking: { 'm03-p1': 2 },
      plasticCard: true,
      withdrawal: 2,
    });
    // A new order: nothing chosen, tickets sent by e-mail (the default), a mandatory card kept.
    expect(choiceFromOrder(orderOf([seats]), false)).toEqual({
      parking: {},
      plasticCard: false,
      withdrawal: 1,
    });
    expect(choiceFromOrder(orderOf([seats]), true).plasticCard).toBe(true);
  });

  it('sends the whole list, without car parks at zero, and the card only when chosen', () => {
    const choice = { parking: { 'm03-p1': 1, 'm03-vip': 0 }, plasticCard: true, withdrawal: 1 as const };
    expect(ancillaryRequests(choice, offers)).toEqual([
      { type: 'parking', productId: 'm03-p1', quantity: 1 },
      { type: 'plastic_card', productId: 'plastic-card', quantity: 1 },
    ]);
    expect(ancillaryRequests({ ...choice, parking: {}, plasticCard: false }, offers)).toEqual([]);
  });

  it('never asks for more places than offered, nor for car parks no longer offered', () => {
    const choice = {
      parking: { 'm03-p1': 5, 'm03-vip': 1, gone: 1 },
      plasticCard: false,
      withdrawal: 1 as const,
    };
    expect(fitChoice(choice, offers).parking).toEqual({ 'm03-p1': 2 });
    expect(ancillaryRequests(choice, offers)).toEqual([
      { type: 'parking', productId: 'm03-p1', quantity: 2 },
    ]);
    // No card offered by the club: none is asked for.
    expect(ancillaryRequests({ ...choice, plasticCard: true }, [offers[0]!])).toHaveLength(1);
  });

  it('totals the seats with the chosen extras instead of the saved ones', () => {
    const order = orderOf([seats, extrasGroup([ancillary('a1', 'PARKING', 'm03-p1', 1200)])]);
    expect(order.totalAmount).toBe(6200);
    const none = { parking: {}, plasticCard: false, withdrawal: 1 as const };
    expect(totalWithChoice(order, none, offers)).toBe(5000);
    expect(totalWithChoice(order, { ...none, parking: { 'm03-p1': 2 } }, offers)).toBe(7400);
    expect(totalWithChoice(order, { ...none, plasticCard: true }, offers)).toBe(5500);
  });

  it('counts a mandatory card once, as part of the order', () => {
    const order = orderOf([seats, extrasGroup([ancillary('c', 'PLASTIC_CARD', 'plastic-card', 300, true)])]);
    const choice = { parking: { 'm03-p1': 1 }, plasticCard: true, withdrawal: 1 as const };
    expect(totalWithChoice(order, choice, [offers[0]!, cardOffer(300)])).toBe(5000 + 300 + 1200);
  });

  it('mirrors the saved extras into the cart with their net price', () => {
    const order = orderOf([
      seats,
      extrasGroup([
        ancillary('a3', 'PLASTIC_CARD', 'plastic-card', 500),
        ancillary('a1', 'PARKING', 'm03-p1', 1200),
      ]),
    ]);
    expect(cartOptionsOf(order)).toEqual({
      options: [
        { id: 'a3', type: 'plastic_card', netPrice: 500 },
        { id: 'a1', type: 'parking', netPrice: 1200 },
      ],
      parking: { id: 'a1', type: 'parking', netPrice: 1200 },
    });
    expect(cartOptionsOf(orderOf([seats]))).toEqual({ options: [], parking: null });
  });
});

describe('parking by event', () => {
  it('groups the car parks under the events of the order, named as on the tickets', () => {
    const pack = packGroup('g2', 'trio', [seatTicket('p1', 'm05'), seatTicket('p2', 'm07')]);
    const order = orderOf([seats, pack]);
    const grouped = parkingByEvent(order, [
      ...offers,
      parkingOffer('m05-p1', 'm05'),
      parkingOffer('m09-p1', 'm09'),
    ]);
    expect(grouped.map((event) => [event.eventName, event.offers.map((offer) => offer.productId)])).toEqual([
      ['Match m03', ['m03-p1', 'm03-vip']],
      ['Match m05', ['m05-p1']],
    ]);
  });
});
