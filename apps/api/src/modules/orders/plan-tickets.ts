import type { HoldFacts } from './hold-facts';
import type { CreateOrderTicket } from './order-args';
import { badOrderInput, orderError, unavailable, type InputIssue } from './order-errors';
import { priceOf, type SaleContext } from './sale-context';
import { splitCents } from './split-cents';

/** One ticket to create: a seat (or open-seating place) of one event at a price from the catalogue. */
export interface PlannedTicket {
  eventId: string;
  /** Null for a place in an open-seating block. */
  seatId: string | null;
  blockId: string;
  categoryId: string;
  productId: string;
  priceCents: number;
  resaleListingId: string | null;
}

/**
 * Turns a selection into tickets priced by the catalogue (or by the resale listing), never by the
 * client: every block must be in the context's venue, every seat in its block, a seat given
 * exactly for seated blocks (BAD_USER_INPUT); every seat category × product must have an active
 * price (OFFER_UNKNOWN). A pack seat becomes one ticket per event, the pack price split in cents.
 * A fan never buys their own listing (OWN_RESALE_LISTING, docs/product.md#resale): buying it back
 * would make a new ticket whose price the club owes them, a round trip with no one else in it.
 */
export function planTickets(
  context: SaleContext,
  selection: readonly CreateOrderTicket[],
  facts: Pick<HoldFacts, 'blocks' | 'seats' | 'listings'>,
  buyerId: string,
): PlannedTicket[] {
  const blockRows = facts.blocks;
  const seatRows = facts.seats;
  const listingRows = facts.listings;
  const blockById = new Map(blockRows.map((row) => [row.id, row]));
  const seatById = new Map(seatRows.map((row) => [row.id, row]));
  const listingBySeat = new Map(listingRows.map((row) => [row.seatId, row]));

  const issues: InputIssue[] = [];
  const resolved = selection.map((ticket, index) => {
    const at = (field: string) => `input.tickets.${index}.${field}`;
    const block = blockById.get(ticket.blockId);
    if (!block) {
      issues.push({ path: at('blockId'), message: 'no such block in this venue' });
      return undefined;
    }
    if (block.isOpenSeating) {
      if (ticket.seatId)
        issues.push({ path: at('seatId'), message: 'an open-seating block has no seats to choose' });
      return { ticket, seatId: null, categoryId: block.categoryId };
    }
    const seat = ticket.seatId ? seatById.get(ticket.seatId) : undefined;
    if (!ticket.seatId) issues.push({ path: at('seatId'), message: 'choose a seat in this block' });
    else if (seat?.blockId !== ticket.blockId)
      issues.push({ path: at('seatId'), message: 'no such seat in this block' });
    return seat ? { ticket, seatId: seat.id, categoryId: seat.categoryId } : undefined;
  });
  if (issues.length > 0) throw badOrderInput(issues);

  const planned: PlannedTicket[] = [];
  for (const item of resolved) {
    if (!item) continue;
    const { ticket, seatId, categoryId } = item;
    const base = (eventId: string) => ({
      eventId,
      seatId,
      blockId: ticket.blockId,
      categoryId,
      productId: ticket.productId,
    });
    if (ticket.isFromResale && seatId) {
      const listing = listingBySeat.get(seatId);
      // No listing on sale for the seat any more: another fan bought it in the meantime.
      if (!listing) throw unavailable([seatId]);
      // A listing's seller never changes, so this needs no lock (the hold takes the listing by id and
      // checks the seller again). Ids compare in lower case, as PostgreSQL compares uuids.
      if (listing.sellerCustomerId !== null && listing.sellerCustomerId === buyerId.toLowerCase())
        throw orderError('OWN_RESALE_LISTING', 'This seat is your own resale listing', { seatIds: [seatId] });
      if (listing.productId !== ticket.productId)
        throw orderError('OFFER_UNKNOWN', 'This seat is not resold with this product', { seatId });
      planned.push({
        ...base(context.eventIds[0] ?? ''),
        priceCents: listing.priceCents,
        resaleListingId: listing.id,
      });
      continue;
    }
    const price = priceOf(context, categoryId, ticket.productId);
    if (price === undefined)
      throw orderError('OFFER_UNKNOWN', 'There is no price for this seat with this product', {
        seatId,
        blockId: ticket.blockId,
        productId: ticket.productId,
      });
    const shares = splitCents(price, context.eventIds.length);
    context.eventIds.forEach((eventId, index) =>
      planned.push({ ...base(eventId), priceCents: shares[index] ?? 0, resaleListingId: null }),
    );
  }
  return planned;
}
