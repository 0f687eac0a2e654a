import { describe, expect, it } from 'vitest';
import { cartSchema, createEmptyCart } from './cart-schema';
import { cartWith, offer, ticket } from './test-fixtures';

describe('cartSchema', () => {
  it('gives the empty cart every default (docs/product.md#cart-rules)', () => {
    expect(createEmptyCart()).toEqual({
      ticketType: 'event',
      tickets: [],
      options: [],
      event: null,
      pack: null,
      ticketWithdrawal: { name: 'Envoi par email', value: 1 },
      parking: null,
      selectedTicketIndex: 0,
      lastTicketIndexSelected: 0,
      orderId: null,
      expiryDatetime: null,
      promoCodeIds: [],
      arena: { selectedBlock: null, blockLoading: null },
    });
  });

  it("is the schema's own empty cart, kept without zod for the pages' first load", () => {
    expect(createEmptyCart()).toEqual(cartSchema.parse({}));
  });

  it('does not share default arrays between carts', () => {
    expect(createEmptyCart().tickets).not.toBe(createEmptyCart().tickets);
  });

  it('round-trips a full cart through JSON', () => {
    const cart = cartWith({
      tickets: [ticket('s1', { holderInfo: { ...createHolder(), firstName: 'Ada' } })],
      options: [{ id: 'p1', type: 'parking', netPrice: 800 }],
      parking: { id: 'p1', type: 'parking', netPrice: 800 },
      event: { id: 'e1', name: 'Derby' },
      orderId: 'o1',
      expiryDatetime: '2025-05-01T18:30:00+02:00',
      promoCodeIds: ['promo'],
      arena: { selectedBlock: null, blockLoading: { blockId: 'block-a', status: 'received' } },
    });
    expect(cartSchema.parse(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it('fills holder info defaults (gender unknown)', () => {
    const parsed = cartSchema.parse({ tickets: [{ ...ticket(), holderInfo: { firstName: 'Ada' } }] });
    expect(parsed.tickets[0]?.holderInfo).toEqual({ ...createHolder(), firstName: 'Ada' });
  });

  it.each([
    [
      'a price with a fraction of a cent',
      { tickets: [ticket('s1', { offer: offer(['s1'], { price: 12.5 }) })] },
    ],
    ['a negative option price', { options: [{ id: 'o', type: 'parking', netPrice: -1 }] }],
    ['an unknown option type', { options: [{ id: 'o', type: 'hotdog', netPrice: 100 }] }],
    ['an unknown ticket type', { ticketType: 'raffle' }],
    ['an expiry that is not an ISO date-time', { expiryDatetime: '01/05/2025 18:30' }],
    ['a ticket without its seat field', { tickets: [{ block: null, offer: null }] }],
    ['a negative selected index', { selectedTicketIndex: -1 }],
    ['an unknown block loading status', { arena: { blockLoading: { blockId: 'b', status: 'failed' } } }],
  ])('rejects %s', (_name, data) => {
    expect(cartSchema.safeParse(data).success).toBe(false);
  });

  it('brings indices past the last ticket back onto it', () => {
    const parsed = cartSchema.parse({
      tickets: [ticket(), ticket()],
      selectedTicketIndex: 7,
      lastTicketIndexSelected: 5,
    });
    expect(parsed.selectedTicketIndex).toBe(1);
    expect(parsed.lastTicketIndexSelected).toBe(1);
  });
});

function createHolder() {
  return {
    gender: 'unknown',
    firstName: '',
    lastName: '',
    email: '',
    streetAddress: '',
    postalCode: '',
    cityName: '',
    country: '',
    phoneNumber: '',
    dateOfBirth: null,
  } as const;
}
