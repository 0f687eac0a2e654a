import { describe, expect, it } from 'vitest';
import { groupPrice, linePrice } from './line-discounts';

const seat = { id: 's1', grossAmount: 4000, discountAmount: -400 };
const parking = { id: 'a1', grossAmount: 1200, discountAmount: 0 };
const discounts = { seatTicketDiscounts: { s1: -1000 }, ancillaryTicketDiscounts: { a1: -200 } };

describe('linePrice', () => {
  it("uses the order's own discount without an evaluation", () => {
    expect(linePrice(seat, 'seat', null)).toBe(3600);
  });
  it("replaces the order's discount with the evaluated one", () => {
    expect(linePrice(seat, 'seat', discounts)).toBe(3000);
    expect(linePrice(parking, 'ancillary', discounts)).toBe(1000);
    expect(linePrice({ ...parking, id: 'other' }, 'ancillary', discounts)).toBe(1200);
  });
});

describe('groupPrice', () => {
  it('sums seats and extras of a group', () => {
    const group = { seatTickets: [seat], ancillaryTickets: [parking] };
    expect(groupPrice(group, null)).toBe(4800);
    expect(groupPrice(group, discounts)).toBe(4000);
  });
});
