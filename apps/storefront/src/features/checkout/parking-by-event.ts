import type { AncillaryOffer, Order } from '@/features/orders/order-model';

/** The car parks of one event of the order, as the options step lists them. */
export interface EventParking {
  eventId: string;
  eventName: string;
  startDatetime: string | null;
  offers: AncillaryOffer[];
}

/**
 * Parking offers grouped by the event they are for, in the order the API gives them (by kick-off),
 * each event named as on its tickets. Offers for an event the order has no ticket for are left out.
 */
export function parkingByEvent(order: Order, offers: readonly AncillaryOffer[]): EventParking[] {
  const events = new Map<string, { name: string; startDatetime: string }>();
  for (const group of order.ticketGroups)
    for (const ticket of group.seatTickets) events.set(ticket.eventInfo.id, ticket.eventInfo);
  const byEvent = new Map<string, EventParking>();
  for (const offer of offers) {
    if (offer.type !== 'PARKING' || !offer.eventId) continue;
    const event = events.get(offer.eventId);
    if (!event) continue;
    const entry = byEvent.get(offer.eventId) ?? {
      eventId: offer.eventId,
      eventName: event.name,
      startDatetime: event.startDatetime || null,
      offers: [],
    };
    entry.offers.push(offer);
    byEvent.set(offer.eventId, entry);
  }
  return [...byEvent.values()];
}
