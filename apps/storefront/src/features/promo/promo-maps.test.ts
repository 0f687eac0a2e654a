import { describe, expect, it } from 'vitest';
import { promoEvaluationSchema } from './promo-model';
import { toPromoMaps } from './promo-maps';

describe('toPromoMaps', () => {
  const maps = toPromoMaps({
    seatTicketDiscounts: [
      { ticketId: 't1', amount: -300 },
      { ticketId: 't1', amount: -200 },
      { ticketId: 't2', amount: -300 },
    ],
    ancillaryTicketDiscounts: [{ ticketId: 'park', amount: -100 }],
    promoCodeDiscounts: [
      { promoCodeId: 'p1', amount: -600 },
      { promoCodeId: 'p2', amount: -300 },
    ],
    promoCodeErrors: [
      { promoCodeId: 'p3', code: 'WRONG_EVENT', message: 'Wrong event.' },
      { promoCodeId: 'p3', code: 'WRONG_PRODUCT', message: 'Wrong product.' },
      { promoCodeId: 'p4', code: 'SOMETHING_NEW', message: '?' },
    ],
    grossAmount: 5000,
    discountAmount: -900,
    totalAmount: 4100,
  });

  it('keys ticket discounts by ticket id, summing the codes of one ticket', () => {
    expect(maps.seatTicketDiscounts).toEqual({ t1: -500, t2: -300 });
    expect(maps.ancillaryTicketDiscounts).toEqual({ park: -100 });
  });

  it('keys code discounts and errors by promo code id, the first refusal being the reason', () => {
    expect(maps.promoCodeDiscounts).toEqual({ p1: -600, p2: -300 });
    expect(maps.promoCodeErrors.p3).toEqual({ code: 'WRONG_EVENT', message: 'Wrong event.' });
    expect(maps.promoCodeErrors.p4?.code).toBe('UNKNOWN');
  });

  it('keeps the amounts and answers what the browser accepts', () => {
    expect(maps).toMatchObject({ grossAmount: 5000, discountAmount: -900, totalAmount: 4100 });
    expect(promoEvaluationSchema.parse(maps)).toEqual(maps);
  });
});
