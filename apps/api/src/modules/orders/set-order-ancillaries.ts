import { ancillaryTickets, parkingProducts, type AncillaryTicketRow, type DbExecutor } from '@stadio/db';
import { and, eq, inArray } from 'drizzle-orm';
import { ancillaryGroupOf } from './ancillary-group';
import { deleteEmptyGroups } from './delete-empty-groups';
import { lockOrderOnHold } from './lock-order';
import { newId } from './new-id';
import type { SetAncillariesArgs } from './order-args';
import { badOrderInput, orderError, unavailable, type InputIssue } from './order-errors';
import type { OrderScope } from './order-scope';
import { seatTicketsPerEvent } from './order-seat-counts';
import { shiftParking } from './place-counters';
import { PLASTIC_CARD_PRODUCT_ID, plasticCardOf } from './plastic-card';

/**
 * Sets the extra purchases of an order on hold to exactly `ancillaries` (options step). Parking
 * places are held on their car park's counter in one guarded statement (UNAVAILABLE when full),
 * at most one per seat ticket of the car park's event; the mandatory plastic card always stays.
 */
export async function setOrderAncillaries(scope: OrderScope, args: SetAncillariesArgs): Promise<void> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  await db.transaction(async (tx) => {
    await lockOrderOnHold(tx, { tenantId, customerId: args.customerId, orderId: args.orderId, now });
    const [ticketsPerEvent, current] = await Promise.all([
      seatTicketsPerEvent(tx, tenantId, args.orderId),
      tx
        .select()
        .from(ancillaryTickets)
        .where(and(eq(ancillaryTickets.tenantId, tenantId), eq(ancillaryTickets.orderId, args.orderId))),
    ]);
    const wantedParking = args.ancillaries.filter((a) => a.type === 'PARKING');
    const parkings = await loadParkings(
      tx,
      tenantId,
      wantedParking.map((a) => a.productId),
    );

    const issues: InputIssue[] = [];
    const card = plasticCardOf(tenant);
    args.ancillaries.forEach((ancillary, index) => {
      const at = `ancillaries.${index}`;
      if (ancillary.type === 'PLASTIC_CARD') {
        if (!card) issues.push({ path: `${at}.type`, message: 'this club sells no plastic card' });
        else if (ancillary.productId !== PLASTIC_CARD_PRODUCT_ID)
          issues.push({
            path: `${at}.productId`,
            message: `the plastic card is product ${PLASTIC_CARD_PRODUCT_ID}`,
          });
        else if (ancillary.quantity > 1)
          issues.push({ path: `${at}.quantity`, message: 'one plastic card per order' });
        return;
      }
      const parking = parkings.get(ancillary.productId);
      if (!parking || !ticketsPerEvent.has(parking.eventId))
        issues.push({ path: `${at}.productId`, message: 'no such car park for the events of this order' });
    });
    if (issues.length > 0) throw badOrderInput(issues);
    for (const ancillary of wantedParking) {
      const limit = ticketsPerEvent.get(parkings.get(ancillary.productId)?.eventId ?? '') ?? 0;
      if (ancillary.quantity > limit)
        throw orderError('CART_LIMIT', `At most ${limit} parking places for the tickets of this event`, {
          limit,
          productId: ancillary.productId,
        });
    }

    const groupId = await ancillaryGroupOf(tx, { tenantId, orderId: args.orderId, now });
    await setParking(tx, { tenantId, orderId: args.orderId, groupId, now }, current, parkings, wantedParking);
    const cardWanted = args.ancillaries.some((a) => a.type === 'PLASTIC_CARD' && a.quantity > 0);
    const cardHeld = current.find((a) => a.type === 'plastic_card');
    if (cardHeld && !cardWanted && !cardHeld.isMandatory)
      await tx
        .delete(ancillaryTickets)
        .where(and(eq(ancillaryTickets.tenantId, tenantId), eq(ancillaryTickets.id, cardHeld.id)));
    if (card && cardWanted && !cardHeld)
      await tx.insert(ancillaryTickets).values({
        tenantId,
        id: newId('anc'),
        orderId: args.orderId,
        groupId,
        type: 'plastic_card',
        name: card.name,
        priceCents: card.priceCents,
        isMandatory: card.mandatory,
        createdAt: now,
      });
    await deleteEmptyGroups(tx, tenantId, args.orderId);
  });
}

type Parking = { id: string; eventId: string; name: string; priceCents: number };

async function loadParkings(tx: DbExecutor, tenantId: string, ids: string[]): Promise<Map<string, Parking>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: parkingProducts.id,
      eventId: parkingProducts.eventId,
      name: parkingProducts.name,
      priceCents: parkingProducts.priceCents,
    })
    .from(parkingProducts)
    .where(and(eq(parkingProducts.tenantId, tenantId), inArray(parkingProducts.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Brings the order's parking places to the wanted quantities: every car park's counter moves by
 * the difference in one guarded statement (more places only within capacity), then tickets are
 * added or the newest removed.
 */
async function setParking(
  tx: DbExecutor,
  scope: { tenantId: string; orderId: string; groupId: string; now: Date },
  current: readonly AncillaryTicketRow[],
  parkings: ReadonlyMap<string, Parking>,
  wanted: ReadonlyArray<{ productId: string; quantity: number }>,
): Promise<void> {
  const held = new Map<string, AncillaryTicketRow[]>();
  for (const ticket of current)
    if (ticket.parkingProductId)
      held.set(ticket.parkingProductId, [...(held.get(ticket.parkingProductId) ?? []), ticket]);
  const target = new Map(wanted.map((a) => [a.productId, a.quantity]));
  for (const id of held.keys()) if (!target.has(id)) target.set(id, 0);
  const shifts = [...target]
    .map(([parkingProductId, quantity]) => ({
      parkingProductId,
      places: quantity - (held.get(parkingProductId)?.length ?? 0),
    }))
    .filter((shift) => shift.places !== 0);
  const shifted = await shiftParking(tx, scope.tenantId, shifts);
  if (shifted.length !== shifts.length) throw unavailable();

  const surplus = shifts.flatMap((shift) =>
    shift.places < 0
      ? [...(held.get(shift.parkingProductId) ?? [])]
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
          .slice(0, -shift.places)
      : [],
  );
  if (surplus.length > 0)
    await tx.delete(ancillaryTickets).where(
      and(
        eq(ancillaryTickets.tenantId, scope.tenantId),
        inArray(
          ancillaryTickets.id,
          surplus.map((t) => t.id),
        ),
      ),
    );
  const added = shifts.flatMap((shift) => {
    const parking = parkings.get(shift.parkingProductId);
    if (shift.places <= 0 || !parking) return [];
    return Array.from({ length: shift.places }, () => ({
      tenantId: scope.tenantId,
      id: newId('anc'),
      orderId: scope.orderId,
      groupId: scope.groupId,
      type: 'parking' as const,
      parkingProductId: parking.id,
      name: parking.name,
      priceCents: parking.priceCents,
      createdAt: scope.now,
    }));
  });
  if (added.length > 0) await tx.insert(ancillaryTickets).values(added);
}
