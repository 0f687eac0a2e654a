import type { Order, SeatTicket, TicketGroup } from '@/features/orders/order-model';
import type { CheckoutSubject } from './checkout-paths';

type HolderInfo = NonNullable<SeatTicket['holderInfo']>;

/**
 * One person to name on the information step: a seat ticket of an event, or a seat of a pack (the
 * same seat in each event of the pack is one holder, sent for each of its tickets).
 */
export interface HolderUnit {
  /** Stable key for the card and its form. */
  key: string;
  /** Every ticket this holder is for (one per event of a pack). */
  ticketIds: string[];
  /** The first ticket, for the seat and product shown on the card. */
  ticket: SeatTicket;
  /**
   * The holder already saved: the card is then read-only (docs/product.md#holders: cannot be changed once
   * filled).
   */
  holder: HolderInfo | null;
  /** Tickets of the unit still without a holder (all of them, unless a save stopped half-way). */
  missingTicketIds: string[];
}

/** Whether a group holds the seats of this event or pack page. */
function isSubjectGroup(group: TicketGroup, subject: CheckoutSubject): boolean {
  if (subject.kind === 'pack') return group.packInfo?.packId === subject.id;
  return !group.packInfo && group.seatTickets.some((ticket) => ticket.eventInfo.id === subject.id);
}

/**
 * The seat a pack ticket is for, the same in every event of the pack. An open-seating place has
 * no seat id: the n-th place of a block in one event goes with the n-th place of that block in the
 * others, which is how the API creates them.
 */
function packSeatKeys(tickets: readonly SeatTicket[]): string[] {
  const seen = new Map<string, number>();
  return tickets.map((ticket) => {
    if (ticket.seatInfo.seatId) return `seat:${ticket.seatInfo.seatId}`;
    const counter = `${ticket.eventInfo.id}|${ticket.seatInfo.blockId}`;
    const n = seen.get(counter) ?? 0;
    seen.set(counter, n + 1);
    return `place:${ticket.seatInfo.blockId}#${n}`;
  });
}

function unitOf(key: string, tickets: SeatTicket[]): HolderUnit | null {
  const [first] = tickets;
  if (!first) return null;
  return {
    key,
    ticketIds: tickets.map((ticket) => ticket.id),
    ticket: first,
    holder: tickets.find((ticket) => ticket.holderInfo)?.holderInfo ?? null,
    missingTicketIds: tickets.filter((ticket) => !ticket.holderInfo).map((ticket) => ticket.id),
  };
}

/**
 * The holders to name on the information step of `subject`, in the order of the order's groups:
 * one per seat ticket of the event's groups, or one per seat of the pack's groups.
 */
export function holderUnits(order: Order, subject: CheckoutSubject): HolderUnit[] {
  const units: HolderUnit[] = [];
  for (const group of order.ticketGroups) {
    if (!isSubjectGroup(group, subject)) continue;
    if (subject.kind === 'event') {
      for (const ticket of group.seatTickets)
        if (ticket.eventInfo.id === subject.id) {
          const unit = unitOf(`ticket:${ticket.id}`, [ticket]);
          if (unit) units.push(unit);
        }
      continue;
    }
    const keys = packSeatKeys(group.seatTickets);
    const bySeat = new Map<string, SeatTicket[]>();
    group.seatTickets.forEach((ticket, index) => {
      const key = `${group.id}/${keys[index]}`;
      bySeat.set(key, [...(bySeat.get(key) ?? []), ticket]);
    });
    for (const [key, tickets] of bySeat) {
      const unit = unitOf(key, tickets);
      if (unit) units.push(unit);
    }
  }
  return units;
}

/** Events a holder attends with its tickets (several for a pack seat). */
export function unitEvents(unit: HolderUnit, order: Order) {
  const ids = new Set(unit.ticketIds);
  return order.ticketGroups
    .flatMap((group) => group.seatTickets)
    .filter((ticket) => ids.has(ticket.id))
    .map((ticket) => ticket.eventInfo);
}
