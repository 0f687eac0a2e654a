/** What a fan can do with an event or pack right now, as shown on its card and page. */
export type SaleState =
  | { kind: 'onSale'; closesAt: string | null }
  | { kind: 'earlyBird'; publicOpeningAt: string | null }
  | { kind: 'opensLater'; opensAt: string }
  | { kind: 'soldOut' }
  | { kind: 'closed' }
  | { kind: 'passed' };

export interface SaleFacts {
  status: 'ARCHIVED' | 'CLOSED' | 'OPENED' | 'PASSED';
  isSoldOut: boolean;
  isEarlyBirdOnly: boolean;
  publicOpeningDatetime?: string | null;
  channelConfigurations: readonly { openingDatetime: string; closingDatetime: string }[];
}

/**
 * Decides the sale state. Order matters: a passed or closed event is never "sold out", and an
 * early-bird-only sale is open to early-bird customers only (others see when the public sale opens).
 */
export function saleState(facts: SaleFacts, now: Date, isEarlyBirdCustomer: boolean): SaleState {
  if (facts.status === 'PASSED' || facts.status === 'ARCHIVED') return { kind: 'passed' };
  const channel = facts.channelConfigurations[0];
  if (facts.status === 'CLOSED') {
    if (channel && new Date(channel.openingDatetime) > now)
      return { kind: 'opensLater', opensAt: channel.openingDatetime };
    return { kind: 'closed' };
  }
  if (facts.isSoldOut) return { kind: 'soldOut' };
  if (facts.isEarlyBirdOnly) {
    if (isEarlyBirdCustomer) return { kind: 'onSale', closesAt: channel?.closingDatetime ?? null };
    return { kind: 'earlyBird', publicOpeningAt: facts.publicOpeningDatetime ?? null };
  }
  return { kind: 'onSale', closesAt: channel?.closingDatetime ?? null };
}

/** Can this fan put seats in the cart now? */
export function canBuy(state: SaleState): boolean {
  return state.kind === 'onSale';
}

/** Sale state of a pack or season subscription, from its sale channel window and stock. */
export function packSaleState(
  channels: readonly { openingDatetime: string; closingDatetime: string }[],
  isSoldOut: boolean,
  now: Date,
): SaleState {
  const channel = channels[0];
  if (!channel) return { kind: 'closed' };
  if (new Date(channel.openingDatetime) > now)
    return { kind: 'opensLater', opensAt: channel.openingDatetime };
  if (new Date(channel.closingDatetime) <= now) return { kind: 'closed' };
  if (isSoldOut) return { kind: 'soldOut' };
  return { kind: 'onSale', closesAt: channel.closingDatetime };
}

/**
 * The state a cached page showed, corrected by live stock (ADR 0013): an open sale that sold out
 * since says so, and a sold-out one that got seats back is on sale again. Other states do not
 * depend on stock.
 */
export function withLiveStock(state: SaleState, soldOutNow: boolean | undefined): SaleState {
  if (soldOutNow === undefined) return state;
  if (state.kind === 'onSale' && soldOutNow) return { kind: 'soldOut' };
  if (state.kind === 'soldOut' && !soldOutNow) return { kind: 'onSale', closesAt: null };
  return state;
}
