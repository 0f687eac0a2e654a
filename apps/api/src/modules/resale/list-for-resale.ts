import { products, resaleListings, type Database, type DbExecutor } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { and, asc, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { ticketNotFound } from '../tickets/ticket-errors';
import { loadTicketFacts, type TicketFacts } from '../tickets/ticket-facts';
import { myTicketViews, ticketStanding } from '../tickets/my-tickets';
import { currentOwner, lockTickets } from '../tickets/locked-tickets';
import type { ListForResaleArgs } from './resale-args';
import {
  bankDetailsRequired,
  resaleLimitReached,
  resalePriceTooHigh,
  resalePriceTooLow,
  resaleUnavailable,
} from './resale-errors';
import { campaignOf, priceBounds, priceProblem, resaleRefusal } from '../tickets/ticket-rules';

/** What the resale operations run with. */
export interface ResaleScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  /** The page's language, for the catalogue names of the tickets shown after the change. */
  locale?: string;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

function newListingId(): string {
  let id = '';
  for (const byte of randomBytes(20)) id += ALPHABET[byte & 31];
  return `rsl_${id}`;
}

/** The club's resale product: what buyers see the seat offered as (the catalogue's rule). */
async function resaleProductId(db: DbExecutor, tenantId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isResale, true), eq(products.isActive, true)))
    .orderBy(asc(products.sort), asc(products.id))
    .limit(1);
  return row?.id;
}

/**
 * Locks the seller's customer row (listings, their limit and account deletion of one customer
 * take turns on it) and reads the bank details payouts need. `for no key update`, not `for
 * update`: a transfer inserting a row that references this customer takes a key-share lock on
 * it, which must not wait for a listing that itself waits for the transfer's ticket lock.
 */
async function lockSeller(tx: DbExecutor, tenantId: string, customerId: string) {
  const result = await tx.execute<{ iban: string | null; bic: string | null }>(sql`
    select iban, bic from customers
    where tenant_id = ${tenantId} and id = ${customerId} and deleted_at is null
    for no key update`);
  return result.rows[0];
}

/** Tickets the seller has already put on resale per campaign (withdrawn ones do not count). */
async function listedPerCampaign(
  tx: DbExecutor,
  tenantId: string,
  sellerId: string,
): Promise<Map<string, number>> {
  const result = await tx.execute<{ campaign: string; n: number }>(sql`
    select case when g.pack_id is not null then 'pack:' || g.pack_id else 'event:' || st.event_id end as campaign,
      count(*)::int as n
    from resale_listings r
    join seat_tickets st on st.tenant_id = r.tenant_id and st.id = r.ticket_id
    join ticket_groups g on g.tenant_id = st.tenant_id and g.id = st.group_id
    where r.tenant_id = ${tenantId} and r.seller_customer_id = ${sellerId} and r.status <> 'withdrawn'
    group by 1`);
  return new Map(result.rows.map((row) => [row.campaign, row.n]));
}

/**
 * Tickets of these orders the seller still has and that are not on resale: with the club's
 * `whole_order_only` policy they must all be listed together.
 */
async function restOfOrders(tx: DbExecutor, tenantId: string, orderIds: string[]): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(sql`
    select st.id from seat_tickets st
    where st.tenant_id = ${tenantId} and st.order_id = any(${sql.param(orderIds)}::text[])
      and st.status = 'confirmed'
      and not exists (select 1 from ticket_transfers tr
        where tr.tenant_id = st.tenant_id and tr.ticket_id = st.id and tr.status = 'active')
      and not exists (select 1 from resale_listings r
        where r.tenant_id = st.tenant_id and r.ticket_id = st.id and r.status <> 'withdrawn')`);
  return result.rows.map((row) => row.id);
}

/**
 * Puts tickets on resale, all or none (docs/adr/0021). Under the seller's and the tickets' row
 * locks: the club's policy, each ticket's standing (its, not received, not transferred, not on
 * resale, upcoming, downloadable, paid, seated), the price bounds, whole orders when the club
 * wants them, the per-campaign limit and the bank details; then one listing per ticket, on sale.
 */
export async function listTicketsForResale(
  scope: ResaleScope,
  args: ListForResaleArgs,
): Promise<Gql.MyTicket[]> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const rules = tenant.resale;
  const ticketIds = args.listings.map((l) => l.ticketId);
  const facts = await loadTicketFacts(db, tenantId, args.customerId, { ticketIds }, now);
  const byId = new Map<string, TicketFacts>(facts.map((f) => [f.ticket.id, f]));
  if (facts.length !== ticketIds.length) throw ticketNotFound();
  if (rules.policy === 'forbidden') throw resaleUnavailable('RESALE_FORBIDDEN');
  const productId = await resaleProductId(db, tenantId);
  if (!productId) throw resaleUnavailable('NO_RESALE_OFFER');
  await db.transaction(async (tx) => {
    const seller = await lockSeller(tx, tenantId, args.customerId);
    if (!seller) throw ticketNotFound();
    if (!seller.iban || !seller.bic) throw bankDetailsRequired();
    const locked = await lockTickets(tx, tenantId, ticketIds);
    for (const { ticketId, price } of args.listings) {
      const ticket = locked.get(ticketId);
      const fact = byId.get(ticketId);
      if (!ticket || !fact || currentOwner(ticket) !== args.customerId) throw ticketNotFound();
      const refusal = resaleRefusal(rules, {
        ...ticketStanding(fact, undefined, now),
        resold: ticket.status === 'resold' || ticket.listing === 'sold',
        onResale: ticket.listing === 'on_sale' || ticket.listing === 'pending',
        transfer: ticket.transferredTo === null ? null : 'INCOMING',
      });
      if (refusal) throw resaleUnavailable(refusal, ticketId);
      // On the original face value: a ticket bought on resale is capped as its first sale was.
      const bounds = priceBounds(rules, fact.faceValueCents);
      const problem = priceProblem(bounds, price);
      if (problem === 'TOO_LOW') throw resalePriceTooLow(ticketId, bounds.min);
      if (problem === 'TOO_HIGH') throw resalePriceTooHigh(ticketId, bounds.max ?? price);
    }
    if (rules.policy === 'whole_order_only') {
      const rest = await restOfOrders(tx, tenantId, [...new Set(facts.map((f) => f.orderId))]);
      const missing = rest.find((id) => !byId.has(id));
      if (missing) throw resaleUnavailable('WHOLE_ORDER_ONLY', missing);
    }
    if (rules.limitPerCampaign !== undefined) {
      const counts = await listedPerCampaign(tx, tenantId, args.customerId);
      for (const fact of facts) {
        const campaign = campaignOf({ packId: fact.group.packInfo?.packId ?? null, eventId: fact.eventId });
        counts.set(campaign, (counts.get(campaign) ?? 0) + 1);
        if ((counts.get(campaign) ?? 0) > rules.limitPerCampaign)
          throw resaleLimitReached(rules.limitPerCampaign);
      }
    }
    await tx.insert(resaleListings).values(
      args.listings.map(({ ticketId, price }) => {
        const fact = byId.get(ticketId) as TicketFacts;
        return {
          tenantId,
          id: newListingId(),
          eventId: fact.eventId,
          seatId: fact.ticket.seatInfo.seatId as string,
          blockId: fact.ticket.seatInfo.blockId,
          productId,
          priceCents: price,
          faceValueCents: fact.faceValueCents,
          status: 'on_sale' as const,
          sellerCustomerId: args.customerId,
          ticketId,
          createdAt: now.toISOString(),
        };
      }),
    );
  });
  return myTicketViews(scope, args.customerId, ticketIds);
}
