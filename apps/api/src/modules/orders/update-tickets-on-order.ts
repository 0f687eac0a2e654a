import { lockOrderOnHoldWith } from './lock-order';
import type { UpdateTicketsArgs } from './order-args';
import { badOrderInput, type InputIssue } from './order-errors';
import type { OrderScope } from './order-scope';
import { cancelOrderOnHold, closeOrders, removeTickets } from './release-statement';
import { inTransaction, poolOf, runStatement, type NamedStatement } from '../../database/sql-client';

/**
 * Keeps only the listed tickets and ancillaries of an order on hold and releases the rest at once
 * (docs/product.md#cart-popover). A pack is kept or dropped whole per seat; the mandatory plastic
 * card stays while seat tickets remain; a parking place goes with the last ticket of its event.
 * With no seat ticket left the order is cancelled and the answer is null.
 */
export async function updateTicketsOnOrder(
  scope: OrderScope,
  args: UpdateTicketsArgs,
): Promise<string | null> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  // Nothing kept is the cart's "remove everything": the one-statement cancel does it in one round
  // trip instead of five (a transaction, the lock, the contents, the release), same answers.
  if (args.ticketIds.length === 0 && args.ticketAncillaryIds.length === 0) {
    await cancelOrderOnHold(poolOf(db), {
      tenantId,
      customerId: args.customerId,
      orderId: args.orderId,
      now,
    });
    return null;
  }
  return inTransaction(db, async (client) => {
    await lockOrderOnHoldWith(client, { tenantId, customerId: args.customerId, orderId: args.orderId, now });
    const [contents] = await runStatement<{ tickets: TicketOfOrder[]; ancillaries: AncillaryOfOrder[] }>(
      client,
      ORDER_CONTENTS,
      [tenantId, args.orderId],
    );
    const tickets = contents?.tickets ?? [];
    const ancillaries = contents?.ancillaries ?? [];
    const keep = new Set(args.ticketIds);
    const keepAncillary = new Set(args.ticketAncillaryIds);
    checkIds(args, tickets, ancillaries);
    checkWholePacks(tickets, keep);

    const dropped = tickets.filter((t) => !keep.has(t.id));
    if (dropped.length === tickets.length) {
      await closeOrders(client, tenantId, [args.orderId], 'cancelled', now);
      return null;
    }
    const eventsLeft = new Set(tickets.filter((t) => keep.has(t.id)).map((t) => t.eventId));
    const droppedAncillaries = ancillaries.filter((a) => {
      if (a.type === 'plastic_card') return !a.isMandatory && !keepAncillary.has(a.id);
      return !keepAncillary.has(a.id) || a.parkingEventId === null || !eventsLeft.has(a.parkingEventId);
    });
    if (dropped.length > 0 || droppedAncillaries.length > 0)
      await removeTickets(
        client,
        tenantId,
        args.orderId,
        dropped.map((t) => t.id),
        droppedAncillaries.map((a) => a.id),
      );
    return args.orderId;
  });
}

/** The seat tickets (with their group's kind) and extras of an order, with each car park's event. */
const ORDER_CONTENTS: NamedStatement = {
  name: 'orders.contents',
  text: `select
    coalesce((select json_agg(json_build_object('id', t.id, 'groupId', t.group_id, 'eventId', t.event_id,
        'seatId', t.seat_id, 'blockId', t.block_id, 'groupKind', g.kind))
      from seat_tickets t join ticket_groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
      where t.tenant_id = $1 and t.order_id = $2), '[]') as tickets,
    coalesce((select json_agg(json_build_object('id', a.id, 'type', a.type, 'isMandatory', a.is_mandatory,
        'parkingEventId', p.event_id))
      from ancillary_tickets a
      left join parking_products p on p.tenant_id = a.tenant_id and p.id = a.parking_product_id
      where a.tenant_id = $1 and a.order_id = $2), '[]') as ancillaries`,
};

type AncillaryOfOrder = {
  id: string;
  type: string;
  isMandatory: boolean;
  /** The event of the car park of a parking place (null for the plastic card). */
  parkingEventId: string | null;
};

type TicketOfOrder = {
  id: string;
  groupId: string;
  eventId: string;
  seatId: string | null;
  blockId: string;
  groupKind: string;
};

/** Every id to keep must be a ticket of this order: a stale or foreign id is a client bug to report. */
function checkIds(
  args: UpdateTicketsArgs,
  tickets: readonly { id: string }[],
  ancillaries: readonly { id: string }[],
) {
  const ticketIds = new Set(tickets.map((t) => t.id));
  const ancillaryIds = new Set(ancillaries.map((a) => a.id));
  const issues: InputIssue[] = [
    ...args.ticketIds
      .filter((id) => !ticketIds.has(id))
      .map((id) => ({ path: 'ticketIds', message: `${id} is not a ticket of this order` })),
    ...args.ticketAncillaryIds
      .filter((id) => !ancillaryIds.has(id))
      .map((id) => ({ path: 'ticketAncillaryIds', message: `${id} is not an extra purchase of this order` })),
  ];
  if (issues.length > 0) throw badOrderInput(issues);
}

/**
 * A pack seat is one ticket per event, bought together: keeping some of them only would sell
 * part of a pack. Seats must be kept in every event or in none; open-seating pack places in equal
 * numbers for every event.
 */
function checkWholePacks(tickets: readonly TicketOfOrder[], keep: ReadonlySet<string>) {
  const units = new Map<string, { kept: number; total: number }>();
  const placesKept = new Map<string, Map<string, number>>();
  for (const ticket of tickets.filter((t) => t.groupKind === 'pack')) {
    if (ticket.seatId === null) {
      const perEvent = placesKept.get(`${ticket.groupId}:${ticket.blockId}`) ?? new Map<string, number>();
      perEvent.set(ticket.eventId, (perEvent.get(ticket.eventId) ?? 0) + (keep.has(ticket.id) ? 1 : 0));
      placesKept.set(`${ticket.groupId}:${ticket.blockId}`, perEvent);
      continue;
    }
    const key = `${ticket.groupId}:${ticket.seatId}`;
    const unit = units.get(key) ?? { kept: 0, total: 0 };
    unit.total += 1;
    if (keep.has(ticket.id)) unit.kept += 1;
    units.set(key, unit);
  }
  const partial =
    [...units.values()].some((unit) => unit.kept > 0 && unit.kept < unit.total) ||
    [...placesKept.values()].some((perEvent) => new Set(perEvent.values()).size > 1);
  if (partial)
    throw badOrderInput([{ path: 'ticketIds', message: 'keep or drop all tickets of a pack seat together' }]);
}
