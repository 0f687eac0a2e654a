import type { Tenant } from '@stadio/tenants';
import type { EventModel } from '../catalogue/catalogue-models';
import { eventStatus, isEarlyBirdOnly } from '../catalogue/event-status';
import type { ActivePrice } from '../catalogue/load-active-prices';
import { publicChannel } from '../catalogue/sale-channel';
import type { ChannelFacts, HoldFacts } from './hold-facts';
import { ticketLimit } from './ticket-limit';
import { orderError } from './order-errors';

/** What a selection is bought in: one event, or every event of a pack, with its prices and limit. */
export interface SaleContext {
  kind: 'event' | 'pack';
  /** The event or pack id. */
  id: string;
  /** Events a seat is held in: the event, or the pack's events soonest first. */
  eventIds: string[];
  arenaId: string;
  /** Active prices by `${categoryId}:${productId}` (whole-pack prices for a pack). */
  prices: ReadonlyMap<string, number>;
  /** Most seats (packs) one order may hold in this context. */
  limit: number;
  /** It sells to early-bird customers only at this time (the caller checks the customer). */
  earlyBirdOnly: boolean;
}

const priceKey = (categoryId: string, productId: string) => `${categoryId}:${productId}`;

/** The price of a category with a product in this context, if one is on sale. */
export function priceOf(context: SaleContext, categoryId: string, productId: string): number | undefined {
  return context.prices.get(priceKey(categoryId, productId));
}

function priceMap(prices: readonly ActivePrice[] | undefined): Map<string, number> {
  return new Map((prices ?? []).map((p) => [priceKey(p.categoryId, p.productId), p.priceCents]));
}

const notOnSale = (what: string) =>
  orderError('NOT_ON_SALE', `This ${what} is not on sale for you right now`);

/** A channel configuration as the catalogue's rules read it (ISO times, web channel found by id). */
function channelModel(channel: ChannelFacts) {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    saleChannel: { id: channel.saleChannelId, name: '' },
    openingDatetime: iso(channel.opens),
    closingDatetime: iso(channel.closes),
    earlyBirdOpeningDatetime: channel.earlyBirdOpens === null ? null : iso(channel.earlyBirdOpens),
    maxIndividualSeatTicketsInCart: channel.limit,
    limit: channel.limit,
  };
}

/**
 * The event or pack a selection is for, from the facts of {@link loadHoldFacts}, with the
 * catalogue's own rules (event-status, sale-channel): NOT_ON_SALE unless it sells at `now`; in an
 * early-bird window it sells to early-bird customers only (`earlyBirdOnly`, see
 * {@link checkEarlyBird}). Unknown ids are NOT_ON_SALE too, revealing nothing.
 */
export function saleContextOf(
  tenant: Tenant,
  kind: 'event' | 'pack',
  facts: Pick<HoldFacts, 'target' | 'prices'>,
  now: Date,
): SaleContext {
  const target = facts.target;
  const channels = (target?.channels ?? []).map(channelModel);
  const channel = publicChannel(channels);
  if (kind === 'event') {
    if (!target) throw notOnSale('event');
    const event = {
      isArchived: target.isArchived ?? false,
      saleStatus: (target.saleStatus ?? 'closed') as EventModel['saleStatus'],
      startDatetime: new Date(target.start ?? 0).toISOString(),
      channelConfigurations: channels,
    };
    if (eventStatus(event, now) !== 'OPENED') throw notOnSale('event');
    return {
      kind: 'event',
      id: target.id,
      eventIds: [target.id],
      arenaId: target.arenaId,
      prices: priceMap(facts.prices),
      limit: ticketLimit(tenant, target.arenaLimit, channel?.limit),
      earlyBirdOnly: isEarlyBirdOnly(event, now),
    };
  }
  const at = now.getTime();
  const open =
    channel !== undefined &&
    Date.parse(channel.openingDatetime) <= at &&
    at < Date.parse(channel.closingDatetime);
  const events = target?.eventIds ?? [];
  if (!target || !open || events.length === 0) throw notOnSale('pack');
  return {
    kind: 'pack',
    id: target.id,
    eventIds: events,
    arenaId: target.arenaId,
    prices: priceMap(facts.prices),
    limit: ticketLimit(tenant, target.arenaLimit, channel.limit),
    earlyBirdOnly: false,
  };
}

/** NOT_ON_SALE for a customer who is not an early bird while `context` sells to early birds only. */
export function checkEarlyBird(context: SaleContext, customer: { isEarlyBird: boolean }): void {
  if (context.earlyBirdOnly && !customer.isEarlyBird) throw notOnSale(context.kind);
}
