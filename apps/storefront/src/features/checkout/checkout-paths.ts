import type { Order, TicketGroup } from '@/features/orders/order-model';
import type { CheckoutStep } from './checkout-steps';

/** The event or pack an information step is for (`/event/{id}/submit`, `/pack/{id}/submit`). */
export interface CheckoutSubject {
  kind: 'event' | 'pack';
  id: string;
}

/** The event or pack of a group of seats; null for the ancillary-only group. */
export function groupSubject(group: TicketGroup): CheckoutSubject | null {
  if (group.packInfo) return { kind: 'pack', id: group.packInfo.packId };
  const eventId = group.eventInfo?.id ?? group.seatTickets[0]?.eventInfo.id;
  return eventId && group.seatTickets.length > 0 ? { kind: 'event', id: eventId } : null;
}

/** The subject of the order's last group of seats (the one the buyer added last), if any. */
export function lastSeatSubject(order: Order): CheckoutSubject | null {
  for (const group of [...order.ticketGroups].reverse()) {
    const subject = groupSubject(group);
    if (subject) return subject;
  }
  return null;
}

const query = (orderId: string) => `?orderId=${encodeURIComponent(orderId)}`;

/** Seat choice of an event or pack: `/event/{id}` or `/pack/{id}`. */
export const selectionPath = (subject: CheckoutSubject) =>
  `/${subject.kind}/${encodeURIComponent(subject.id)}`;
/** Holder information of an event or pack: `/event/{id}/submit` or `/pack/{id}/submit`. */
export const informationPath = (subject: CheckoutSubject) => `${selectionPath(subject)}/submit`;
export const optionsPath = (orderId: string) => `/options${query(orderId)}`;
export const summaryPath = (orderId: string) => `/summary${query(orderId)}`;

/**
 * Where "Continue" leads from the options step: the information step of the order's last group of
 * seats, or the summary when the order holds no seats (only extras).
 */
export function pathAfterOptions(order: Order): string {
  const subject = lastSeatSubject(order);
  return subject ? informationPath(subject) : summaryPath(order.orderId);
}

/**
 * The links of the done steps of the stepper for an order: back to the seat map of its last group
 * of seats, to the options, to the holder information. The summary page passes these too.
 */
export function checkoutLinks(
  order: Order,
  subject: CheckoutSubject | null = lastSeatSubject(order),
): Partial<Record<CheckoutStep, string>> {
  const links: Partial<Record<CheckoutStep, string>> = { options: optionsPath(order.orderId) };
  if (subject) {
    links.seat = selectionPath(subject);
    links.information = informationPath(subject);
  }
  return links;
}
