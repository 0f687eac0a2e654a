import { describe, expect, it } from 'vitest';
import { nextTicketWithoutSeat, selectTicket } from './ticket-selection';
import { cartWith, ticket } from './test-fixtures';

describe('nextTicketWithoutSeat', () => {
  it('is the selected ticket when it has no seat', () => {
    expect(nextTicketWithoutSeat(cartWith({ tickets: [ticket(), ticket()], selectedTicketIndex: 1 }))).toBe(
      1,
    );
  });

  it('looks forward from the selected ticket', () => {
    const cart = cartWith({
      tickets: [ticket(), ticket('s1'), ticket('s2'), ticket()],
      selectedTicketIndex: 1,
    });
    expect(nextTicketWithoutSeat(cart)).toBe(3);
  });

  it('wraps round to a gap before the selected ticket', () => {
    const cart = cartWith({ tickets: [ticket(), ticket('s1'), ticket('s2')], selectedTicketIndex: 2 });
    expect(nextTicketWithoutSeat(cart)).toBe(0);
  });

  it('starts from another index when asked', () => {
    const cart = cartWith({ tickets: [ticket(), ticket('s1'), ticket()], selectedTicketIndex: 0 });
    expect(nextTicketWithoutSeat(cart, 1)).toBe(2);
  });

  it('is null when every ticket has a seat, or there is none', () => {
    expect(nextTicketWithoutSeat(cartWith({ tickets: [ticket('s1'), ticket('s2')] }))).toBeNull();
    expect(nextTicketWithoutSeat(cartWith())).toBeNull();
  });
});

describe('selectTicket', () => {
  const cart = cartWith({ tickets: [ticket(), ticket(), ticket()] });

  it('selects an existing ticket', () => {
    expect(selectTicket(cart, 2).selectedTicketIndex).toBe(2);
  });

  it.each([-1, 3, 1.5, Number.NaN])('ignores index %s', (index) => {
    expect(selectTicket(cart, index)).toBe(cart);
  });
});
