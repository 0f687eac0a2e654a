/** The cart holds at most 99 tickets unless the club says otherwise (docs/product.md#cart-limits). */
export const DEFAULT_MAX_TICKETS_IN_CART = 99;

/** The limits that cap how many tickets the buyer may select; null or absent means "no such limit". */
export interface TicketLimits {
  /** Site configuration (arena) websiteMaxTicketsInCart; 99 when not given. */
  websiteMaxTicketsInCart?: number | null;
  /** Sale channel maxIndividualSeatTicketsInCart or maxCampaignPacksInCart. */
  channelMax?: number | null;
  /** Places left in the chosen open-seating block. */
  openSeatingAvailable?: number | null;
}

/** Number of selectable tickets: the smallest of the limits that apply, never below 0. */
export function maxTicketsInCart(limits: TicketLimits): number {
  const caps = [
    limits.websiteMaxTicketsInCart ?? DEFAULT_MAX_TICKETS_IN_CART,
    limits.channelMax,
    limits.openSeatingAvailable,
  ].filter((cap): cap is number => typeof cap === 'number' && !Number.isNaN(cap));
  return Math.max(0, Math.floor(Math.min(...caps)));
}
