import type { DbExecutor } from '@stadio/db';
import { sql } from 'drizzle-orm';

/** A seat ticket as locked by a transfer or a listing, with who has it and what holds it. */
export interface LockedTicket {
  id: string;
  status: 'onhold' | 'confirmed' | 'released' | 'resold';
  buyerId: string;
  /** The recipient of its active transfer, if any. */
  transferredTo: string | null;
  transferId: string | null;
  /** Status of its live or sold listing, if any. */
  listing: 'on_sale' | 'pending' | 'sold' | null;
}

/**
 * Locks seat tickets (`for update`, in id order so two callers never deadlock) and reads, after
 * the lock, what every transfer and listing of them looks like. Transfers and listings both start
 * here, so of a transfer and a listing of the same ticket the second to come sees the first and
 * refuses (docs/adr/0021): never both.
 */
export async function lockTickets(
  tx: DbExecutor,
  tenantId: string,
  ticketIds: readonly string[],
): Promise<Map<string, LockedTicket>> {
  const ids = [...ticketIds].sort();
  // The lock is a statement of its own: a statement's snapshot predates its wait for the lock, so
  // the reads of transfers and listings come after it.
  await tx.execute(sql`
    select st.id from seat_tickets st
    where st.tenant_id = ${tenantId} and st.id = any(${sql.param(ids)}::text[])
    order by st.id
    for update`);
  const result = await tx.execute<{
    id: string;
    status: LockedTicket['status'];
    buyer_id: string;
    transferred_to: string | null;
    transfer_id: string | null;
    listing: LockedTicket['listing'];
  }>(sql`
    select st.id, st.status, o.customer_id as buyer_id,
      tr.to_customer_id as transferred_to, tr.id as transfer_id,
      (select r.status from resale_listings r
        where r.tenant_id = st.tenant_id and r.ticket_id = st.id and r.status <> 'withdrawn' limit 1) as listing
    from seat_tickets st
    join orders o on o.tenant_id = st.tenant_id and o.id = st.order_id
    left join ticket_transfers tr on tr.tenant_id = st.tenant_id and tr.ticket_id = st.id and tr.status = 'active'
    where st.tenant_id = ${tenantId} and st.id = any(${sql.param(ids)}::text[]) and o.status = 'confirmed'`);
  return new Map(
    result.rows.map((row) => [
      row.id,
      {
        id: row.id,
        status: row.status,
        buyerId: row.buyer_id,
        transferredTo: row.transferred_to,
        transferId: row.transfer_id,
        listing: row.listing,
      },
    ]),
  );
}

/** Whom a locked ticket belongs to now: its active transfer's recipient, else its buyer. */
export function currentOwner(ticket: LockedTicket): string {
  return ticket.transferredTo ?? ticket.buyerId;
}
