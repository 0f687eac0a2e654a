import type { Tenant } from '@stadio/tenants';

/** 99 tickets in a cart unless the site configuration says otherwise (docs/product.md#cart-limits). */
export const DEFAULT_MAX_TICKETS_IN_CART = 99;

/**
 * Most tickets (packs) of one event (pack) in one order: the smallest of the club's
 * websiteMaxTicketsInCart, the arena's and the sale channel's limit (maxIndividualSeatTicketsInCart
 * or maxCampaignPacksInCart); a limit that is not set does not apply.
 */
export function ticketLimit(
  tenant: Pick<Tenant, 'websiteMaxTicketsInCart'>,
  arenaLimit: number | null | undefined,
  channelLimit: number | null | undefined,
): number {
  const limits = [tenant.websiteMaxTicketsInCart ?? DEFAULT_MAX_TICKETS_IN_CART, arenaLimit, channelLimit];
  return Math.min(...limits.filter((limit): limit is number => typeof limit === 'number'));
}
