import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';

/*
 * Which tickets may be resold or transferred, and at what price (docs/adr/0021). Pure: the
 * operations check these under their row locks, the orders page shows the same answers.
 */

/** What the rules look at for one ticket. */
export interface TicketStanding {
  /**
   * Face value in cents: what the club first sold the ticket for, before discounts; a ticket bought
   * on resale keeps its original's, never its resale price (ticket-facts.ts).
   */
  faceValueCents: number;
  /** What the buyer paid for it (price plus its ≤ 0 discount). */
  paidCents: number;
  isSeated: boolean;
  isPast: boolean;
  isDownloadable: boolean;
  resold: boolean;
  /** A live listing (on sale or pending). */
  onResale: boolean;
  transfer: 'OUTGOING' | 'INCOMING' | null;
}

/** The club's lowest and highest asking price for a ticket. */
export interface PriceBounds {
  min: number;
  max: number | null;
}

/** The club's price bounds for a ticket of face value `faceValueCents`. */
export function priceBounds(resale: Tenant['resale'], faceValueCents: number): PriceBounds {
  const cap = resale.maxPercentOfFaceValue;
  return {
    min: resale.minPriceCents,
    max: cap === undefined ? null : Math.floor((faceValueCents * cap) / 100),
  };
}

/** Why a ticket cannot be handed to someone else now, or null. */
export function transferRefusal(ticket: TicketStanding): Gql.ResaleRejectionCode | null {
  if (ticket.resold) return 'RESOLD';
  if (ticket.onResale) return 'ON_RESALE';
  if (ticket.transfer === 'OUTGOING') return 'TRANSFERRED';
  if (ticket.transfer === 'INCOMING') return 'RECEIVED';
  if (ticket.isPast) return 'EVENT_PASSED';
  return null;
}

/** Why a ticket cannot be put on resale now (the club's whole-order rule aside), or null. */
export function resaleRefusal(
  resale: Tenant['resale'],
  ticket: TicketStanding,
): Gql.ResaleRejectionCode | null {
  if (resale.policy === 'forbidden') return 'RESALE_FORBIDDEN';
  const blocked = transferRefusal(ticket);
  if (blocked) return blocked;
  if (!ticket.isDownloadable) return 'DOWNLOAD_NOT_OPEN';
  if (ticket.faceValueCents <= 0 || ticket.paidCents <= 0) return 'FREE_TICKET';
  if (!ticket.isSeated) return 'OPEN_SEATING';
  const bounds = priceBounds(resale, ticket.faceValueCents);
  if (bounds.max !== null && bounds.max < bounds.min) return 'PRICE_BELOW_MINIMUM';
  return null;
}

/** Where an asking price stands against the bounds. */
export function priceProblem(bounds: PriceBounds, price: number): 'TOO_LOW' | 'TOO_HIGH' | null {
  if (price < bounds.min) return 'TOO_LOW';
  if (bounds.max !== null && price > bounds.max) return 'TOO_HIGH';
  return null;
}

/**
 * The campaign a ticket counts against for the club's resale limit: its pack or season ticket,
 * else its match.
 */
export function campaignOf(ticket: { packId: string | null; eventId: string }): string {
  return ticket.packId ? `pack:${ticket.packId}` : `event:${ticket.eventId}`;
}
