import { describe, expect, it } from 'vitest';
import {
  campaignOf,
  priceBounds,
  priceProblem,
  resaleRefusal,
  transferRefusal,
  type TicketStanding,
} from './ticket-rules';

const open = { policy: 'no_restriction', minPriceCents: 500, maxPercentOfFaceValue: 100 } as const;
const fresh: TicketStanding = {
  faceValueCents: 3000,
  paidCents: 2700,
  isSeated: true,
  isPast: false,
  isDownloadable: true,
  resold: false,
  onResale: false,
  transfer: null,
};

describe('resale rules', () => {
  it('lets a paid, seated ticket of an upcoming match be resold between the minimum and the cap', () => {
    expect(resaleRefusal(open, fresh)).toBeNull();
    expect(priceBounds(open, 3000)).toEqual({ min: 500, max: 3000 });
    expect(priceProblem({ min: 500, max: 3000 }, 499)).toBe('TOO_LOW');
    expect(priceProblem({ min: 500, max: 3000 }, 3001)).toBe('TOO_HIGH');
    expect(priceProblem({ min: 500, max: 3000 }, 3000)).toBeNull();
    expect(priceProblem({ min: 500, max: null }, 99_999)).toBeNull();
  });

  it('refuses with the reason the fan is shown', () => {
    expect(resaleRefusal({ ...open, policy: 'forbidden' }, fresh)).toBe('RESALE_FORBIDDEN');
    expect(resaleRefusal(open, { ...fresh, isPast: true })).toBe('EVENT_PASSED');
    expect(resaleRefusal(open, { ...fresh, isDownloadable: false })).toBe('DOWNLOAD_NOT_OPEN');
    expect(resaleRefusal(open, { ...fresh, faceValueCents: 0, paidCents: 0 })).toBe('FREE_TICKET');
    expect(resaleRefusal(open, { ...fresh, paidCents: 0 })).toBe('FREE_TICKET');
    expect(resaleRefusal(open, { ...fresh, isSeated: false })).toBe('OPEN_SEATING');
    expect(resaleRefusal(open, { ...fresh, faceValueCents: 400 })).toBe('PRICE_BELOW_MINIMUM');
    expect(resaleRefusal(open, { ...fresh, onResale: true })).toBe('ON_RESALE');
    expect(resaleRefusal(open, { ...fresh, resold: true })).toBe('RESOLD');
    expect(resaleRefusal(open, { ...fresh, transfer: 'OUTGOING' })).toBe('TRANSFERRED');
    expect(resaleRefusal(open, { ...fresh, transfer: 'INCOMING' })).toBe('RECEIVED');
  });

  it('transfers a ticket that is neither on resale, resold, transferred nor past', () => {
    expect(transferRefusal(fresh)).toBeNull();
    expect(transferRefusal({ ...fresh, isDownloadable: false })).toBeNull();
    expect(transferRefusal({ ...fresh, onResale: true })).toBe('ON_RESALE');
    expect(transferRefusal({ ...fresh, isPast: true })).toBe('EVENT_PASSED');
  });

  it('counts a pack ticket against its pack, a match ticket against its match', () => {
    expect(campaignOf({ packId: 'season', eventId: 'm1' })).toBe('pack:season');
    expect(campaignOf({ packId: null, eventId: 'm1' })).toBe('event:m1');
  });
});
