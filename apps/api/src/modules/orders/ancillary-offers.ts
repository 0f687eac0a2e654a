import { ancillaryTickets, events, orders, parkingProducts } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { effectiveStatus } from './effective-status';
import type { OrderRefArgs } from './order-args';
import { orderError } from './order-errors';
import type { OrderScope } from './order-scope';
import { seatTicketsPerEvent } from './order-seat-counts';
import { catalogueLocale, nameIn } from '../catalogue/catalogue-names';
import { PLASTIC_CARD_PRODUCT_ID, plasticCardName, plasticCardOf } from './plastic-card';

/**
 * What can be added to an order on hold: the car parks of the events it has tickets for (at most
 * one place per ticket, as far as places are left) and the club's plastic card.
 */
export async function ancillaryOffers(scope: OrderScope, args: OrderRefArgs): Promise<Gql.AncillaryOffer[]> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const locale = scope.locale ?? catalogueLocale(tenant, null);
  const [order] = await db
    .select({ status: orders.status, expiresAt: orders.expiresAt })
    .from(orders)
    .where(
      and(eq(orders.tenantId, tenantId), eq(orders.id, args.orderId), eq(orders.customerId, args.customerId)),
    );
  if (!order) throw orderError('ORDER_NOT_FOUND', 'No such order for this customer at this club');
  if (effectiveStatus(order, now) !== 'onhold')
    throw orderError('ORDER_NOT_ON_HOLD', 'This order is no longer on hold');

  const ticketsPerEvent = await seatTicketsPerEvent(db, tenantId, args.orderId);
  const eventIds = [...ticketsPerEvent.keys()];
  const [parkings, held] = await Promise.all([
    eventIds.length === 0
      ? []
      : db
          .select({ parking: parkingProducts })
          .from(parkingProducts)
          .innerJoin(
            events,
            and(eq(events.tenantId, parkingProducts.tenantId), eq(events.id, parkingProducts.eventId)),
          )
          .where(and(eq(parkingProducts.tenantId, tenantId), inArray(parkingProducts.eventId, eventIds)))
          .orderBy(asc(events.startDatetime), asc(parkingProducts.sort), asc(parkingProducts.id)),
    db
      .select({ id: ancillaryTickets.parkingProductId, n: count() })
      .from(ancillaryTickets)
      .where(
        and(
          eq(ancillaryTickets.tenantId, tenantId),
          eq(ancillaryTickets.orderId, args.orderId),
          eq(ancillaryTickets.type, 'parking'),
        ),
      )
      .groupBy(ancillaryTickets.parkingProductId),
  ]);
  const heldBy = new Map(held.map((row) => [row.id, row.n]));
  const offers: Gql.AncillaryOffer[] = parkings.map(({ parking }) => {
    const available = parking.capacity - parking.taken;
    return {
      type: 'PARKING',
      productId: parking.id,
      name: nameIn(parking.name, parking.nameTranslations, locale),
      description:
        parking.description === null
          ? null
          : nameIn(parking.description, parking.descriptionTranslations, locale),
      price: parking.priceCents,
      eventId: parking.eventId,
      available,
      // Places this order holds already count as its own.
      maxQuantity: Math.min(
        ticketsPerEvent.get(parking.eventId) ?? 0,
        available + (heldBy.get(parking.id) ?? 0),
      ),
    };
  });
  const card = plasticCardOf(tenant);
  if (card)
    offers.push({
      type: 'PLASTIC_CARD',
      productId: PLASTIC_CARD_PRODUCT_ID,
      name: plasticCardName(tenant, locale),
      description: null,
      price: card.priceCents,
      eventId: null,
      available: null,
      maxQuantity: 1,
    });
  return offers;
}
