import { describe, expect, it } from 'vitest';
import { type SaleFacts, canBuy, packSaleState, saleState, withLiveStock } from './sale-state';

const now = new Date('2026-11-23T12:00:00Z');
const channel = { openingDatetime: '2026-11-01T00:00:00Z', closingDatetime: '2026-12-01T20:00:00Z' };
const facts = (overrides: Partial<SaleFacts> = {}): SaleFacts => ({
  status: 'OPENED',
  isSoldOut: false,
  isEarlyBirdOnly: false,
  publicOpeningDatetime: channel.openingDatetime,
  channelConfigurations: [channel],
  ...overrides,
});

describe('event sale state', () => {
  it('is on sale while the channel sells', () => {
    expect(saleState(facts(), now, false)).toEqual({ kind: 'onSale', closesAt: channel.closingDatetime });
  });

  it('says passed for played or archived events, even when sold out', () => {
    expect(saleState(facts({ status: 'PASSED', isSoldOut: true }), now, false).kind).toBe('passed');
    expect(saleState(facts({ status: 'ARCHIVED' }), now, false).kind).toBe('passed');
  });

  it('tells a sale that opens later from one the club closed', () => {
    const later = { openingDatetime: '2026-11-26T10:00:00Z', closingDatetime: '2026-12-01T20:00:00Z' };
    expect(saleState(facts({ status: 'CLOSED', channelConfigurations: [later] }), now, false)).toEqual({
      kind: 'opensLater',
      opensAt: later.openingDatetime,
    });
    expect(saleState(facts({ status: 'CLOSED' }), now, false).kind).toBe('closed');
  });

  it('opens early-bird-only sales to early-bird customers only', () => {
    const early = facts({ isEarlyBirdOnly: true, publicOpeningDatetime: '2026-11-25T10:00:00Z' });
    expect(saleState(early, now, true).kind).toBe('onSale');
    expect(saleState(early, now, false)).toEqual({
      kind: 'earlyBird',
      publicOpeningAt: '2026-11-25T10:00:00Z',
    });
    expect(canBuy(saleState(early, now, false))).toBe(false);
  });

  it('is sold out only while the sale is open', () => {
    expect(saleState(facts({ isSoldOut: true }), now, true).kind).toBe('soldOut');
  });
});

describe('pack sale state', () => {
  it('follows the channel window and the stock', () => {
    expect(packSaleState([channel], false, now).kind).toBe('onSale');
    expect(packSaleState([channel], true, now).kind).toBe('soldOut');
    expect(packSaleState([{ ...channel, openingDatetime: '2026-11-24T00:00:00Z' }], false, now)).toEqual({
      kind: 'opensLater',
      opensAt: '2026-11-24T00:00:00Z',
    });
    expect(packSaleState([{ ...channel, closingDatetime: '2026-11-23T12:00:00Z' }], false, now).kind).toBe(
      'closed',
    );
    expect(packSaleState([], false, now).kind).toBe('closed');
  });
});

describe('live stock over a cached state', () => {
  const onSale = { kind: 'onSale', closesAt: channel.closingDatetime } as const;
  it('turns an open sale sold out, and back on sale when seats come back', () => {
    expect(withLiveStock(onSale, true)).toEqual({ kind: 'soldOut' });
    expect(canBuy(withLiveStock({ kind: 'soldOut' }, false))).toBe(true);
  });
  it('leaves the state alone until stock is known, and states that do not depend on it', () => {
    expect(withLiveStock(onSale, undefined)).toBe(onSale);
    expect(withLiveStock(onSale, false)).toBe(onSale);
    expect(withLiveStock({ kind: 'passed' }, true)).toEqual({ kind: 'passed' });
    expect(withLiveStock({ kind: 'closed' }, false)).toEqual({ kind: 'closed' });
  });
});
