import { describe, expect, it } from 'vitest';
import { checkoutLinks, lastSeatSubject, pathAfterOptions } from './checkout-paths';
import { ancillary, eventGroup, extrasGroup, orderOf, packGroup, seatTicket } from './test-orders';

describe('checkout paths', () => {
  const m03 = eventGroup('g1', 'm03', [seatTicket('t1', 'm03')]);
  const pack = packGroup('g2', 'trio', [seatTicket('p1', 'm05'), seatTicket('p2', 'm07')]);
  const extras = extrasGroup([ancillary('a1', 'PLASTIC_CARD', 'plastic-card', 300, true)]);

  it('continues from the options to the information step of the last group of seats', () => {
    expect(pathAfterOptions(orderOf([m03, pack, extras]))).toBe('/pack/trio/submit');
    expect(pathAfterOptions(orderOf([pack, m03, extras]))).toBe('/event/m03/submit');
  });

  it('continues to the summary when the order holds no seats', () => {
    expect(lastSeatSubject(orderOf([extras]))).toBeNull();
    expect(pathAfterOptions(orderOf([extras]))).toBe('/summary?orderId=ord-1');
  });

  it('links the done steps back to the seat map, the options and the information', () => {
    expect(checkoutLinks(orderOf([m03, extras]))).toEqual({
      seat: '/event/m03',
      options: '/options?orderId=ord-1',
      information: '/event/m03/submit',
    });
    expect(checkoutLinks(orderOf([extras]))).toEqual({ options: '/options?orderId=ord-1' });
  });
});
