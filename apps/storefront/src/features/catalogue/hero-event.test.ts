import { describe, expect, it } from 'vitest';
import { pickHeroEvent } from './hero-event';
import type { SaleState } from './sale-state';

const match = (id: string, day: number, saleState: SaleState) => ({
  id,
  startDatetime: new Date(Date.UTC(2026, 10, day, 19)).toISOString(),
  saleState,
});

describe('pickHeroEvent', () => {
  it('offers the next match on sale, before an earlier sold-out one', () => {
    const events = [
      match('later', 20, { kind: 'onSale', closesAt: null }),
      match('sold', 10, { kind: 'soldOut' }),
      match('next', 12, { kind: 'onSale', closesAt: null }),
      match('played', 1, { kind: 'passed' }),
    ];
    expect(pickHeroEvent(events)?.id).toBe('next');
  });

  it('counts an early-bird window as on sale', () => {
    const events = [
      match('public', 20, { kind: 'onSale', closesAt: null }),
      match('early', 15, { kind: 'earlyBird', publicOpeningAt: null }),
    ];
    expect(pickHeroEvent(events)?.id).toBe('early');
  });

  it('falls back to a sale that opens soon, then to the next match whatever its state', () => {
    expect(
      pickHeroEvent([
        match('closed', 5, { kind: 'closed' }),
        match('soon', 9, { kind: 'opensLater', opensAt: '2026-11-01T09:00:00Z' }),
      ])?.id,
    ).toBe('soon');
    expect(pickHeroEvent([match('b', 9, { kind: 'closed' }), match('a', 5, { kind: 'soldOut' })])?.id).toBe(
      'a',
    );
  });

  it('has no hero match when every match is played', () => {
    expect(pickHeroEvent([match('played', 1, { kind: 'passed' })])).toBeNull();
    expect(pickHeroEvent([])).toBeNull();
  });
});
