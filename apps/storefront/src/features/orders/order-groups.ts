import type { Order, TicketGroup } from './order-model';

/**
 * Items of an order as the cart button counts them: seat tickets (one per seat, even in a pack) and
 * ancillaries.
 */
export function orderItemCount(order: Order): number {
  return order.ticketGroups.reduce((sum, group) => sum + seatCount(group) + group.ancillaryTickets.length, 0);
}

/** Seats of a group: a pack holds each seat once per event, so its tickets are divided by its events. */
export function seatCount(group: TicketGroup): number {
  const events = new Set(group.seatTickets.map((ticket) => ticket.eventInfo.id)).size;
  return events === 0 ? 0 : Math.round(group.seatTickets.length / events);
}

/**
 * Group labels (docs/product.md#cart-rules): only ancillary items, no seats and no pack, make an "Ancillary"
 * group.
 */
export function isAncillaryOnly(group: TicketGroup): boolean {
  return group.seatTickets.length === 0 && !group.packInfo;
}

/** What the group is for: the pack's name, the event's name, or null for an ancillary-only group. */
export function groupTitle(group: TicketGroup): string | null {
  return group.packInfo?.name ?? group.eventInfo?.name ?? group.seatTickets[0]?.eventInfo.name ?? null;
}

/** Counts per product ("2 × Adult"), seats of a pack counted once; ancillaries by name. */
export function productCounts(group: TicketGroup): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  const firstEvent = group.seatTickets[0]?.eventInfo.id;
  for (const ticket of group.seatTickets) {
    if (group.packInfo && ticket.eventInfo.id !== firstEvent) continue;
    counts.set(ticket.productName, (counts.get(ticket.productName) ?? 0) + 1);
  }
  for (const ancillary of group.ancillaryTickets)
    counts.set(ancillary.ancillaryName, (counts.get(ancillary.ancillaryName) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

/** Amount of a group in cents: gross plus (negative) discount of every ticket and ancillary. */
export function groupTotal(group: TicketGroup): number {
  const items = [...group.seatTickets, ...group.ancillaryTickets];
  return items.reduce((sum, item) => sum + item.grossAmount + item.discountAmount, 0);
}

/**
 * docs/product.md#cart-popover: the delete button is hidden for an ancillary-only group when the plastic card
 * is mandatory (the API refuses to drop it while seats remain, so deleting would do nothing).
 */
export function canDeleteGroup(group: TicketGroup): boolean {
  return !(isAncillaryOnly(group) && group.ancillaryTickets.some((ancillary) => ancillary.isMandatory));
}

/**
 * The ids that stay on the order when `group` is deleted (docs/product.md#cart-popover); both
 * lists empty cancel the order.
 */
export function idsWithoutGroup(order: Order, group: TicketGroup) {
  const others = order.ticketGroups.filter((other) => other.id !== group.id);
  const ticketIds = others.flatMap((other) => other.seatTickets.map((ticket) => ticket.id));
  const ancillaries = others.flatMap((other) => other.ancillaryTickets);
  // A mandatory plastic card alone is not worth an order: with the last seats it goes too.
  const onlyMandatoryLeft = ticketIds.length === 0 && ancillaries.every((ancillary) => ancillary.isMandatory);
  const ticketAncillaryIds = onlyMandatoryLeft ? [] : ancillaries.map((ancillary) => ancillary.id);
  return { ticketIds, ticketAncillaryIds };
}
