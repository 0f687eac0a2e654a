import type { DbExecutor } from '@stadio/db';
import { getTenantRegistry } from '@stadio/tenants';
import { sql } from 'drizzle-orm';

/*
 * The `data` of each event (docs/integrations.md#webhooks): ids, amounts in cents with the club's
 * currency, seats as the ticket prints them. Small and stable: a receiver that needs more asks the
 * read API. Never a secret (QR tokens, gate codes, bank details) and never another club's row:
 * every read is filtered on the club.
 */

/** A ticket as events describe it. */
export interface WebhookTicket {
  ticketId: string;
  eventId: string | null;
  eventName: string | null;
  /** Block · row · seat as the ticket prints it; null for a place without a seat number. */
  seat: string | null;
  amountCents: number;
}

/** The club's currency, from its tenant file (EUR when the file does not name one). */
export function clubCurrency(tenantId: string): string {
  try {
    return getTenantRegistry().bySlug.get(tenantId)?.currency ?? 'EUR';
  } catch {
    return 'EUR';
  }
}

const TICKET_COLUMNS = sql`t.id as "ticketId", t.event_id as "eventId", e.name as "eventName",
  nullif(concat_ws(' · ', b.name, st.row_name, st.seat_number), '') as seat,
  (t.price_cents + t.discount_cents)::int as "amountCents"`;
const TICKET_JOINS = sql`left join events e on e.tenant_id = t.tenant_id and e.id = t.event_id
  left join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
  left join seats st on st.tenant_id = t.tenant_id and st.id = t.seat_id`;

/** Tickets of the club by id, in the order asked. */
export async function webhookTickets(
  executor: DbExecutor,
  tenantId: string,
  ticketIds: readonly string[],
): Promise<WebhookTicket[]> {
  if (ticketIds.length === 0) return [];
  const { rows } = await executor.execute<WebhookTicket & { [key: string]: unknown }>(sql`
    select ${TICKET_COLUMNS} from seat_tickets t ${TICKET_JOINS}
    where t.tenant_id = ${tenantId}
      and t.id in (${sql.join(
        ticketIds.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  const byId = new Map(rows.map((row) => [row.ticketId, row]));
  return ticketIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row }] : [];
  });
}

/**
 * An order as order.* events describe it: its customer, its total of tickets and extras still
 * confirmed (`ticketStatus`: the tickets to list), and those tickets.
 */
export async function webhookOrder(
  executor: DbExecutor,
  tenantId: string,
  orderId: string,
  ticketStatus: 'confirmed' | 'released' | null,
): Promise<Record<string, unknown> | null> {
  const { rows } = await executor.execute<{
    orderId: string;
    customerId: string;
    email: string;
    status: string;
    totalCents: number;
  }>(sql`
    select o.id as "orderId", o.customer_id as "customerId", c.email, o.status,
      (coalesce((select sum(price_cents + discount_cents) from seat_tickets
         where tenant_id = o.tenant_id and order_id = o.id and status = 'confirmed'), 0)
       + coalesce((select sum(price_cents + discount_cents) from ancillary_tickets
         where tenant_id = o.tenant_id and order_id = o.id and status = 'confirmed'), 0))::int as "totalCents"
    from orders o join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    where o.tenant_id = ${tenantId} and o.id = ${orderId}`);
  const order = rows[0];
  if (!order) return null;
  const tickets = ticketStatus
    ? (
        await executor.execute<WebhookTicket & { [key: string]: unknown }>(sql`
          select ${TICKET_COLUMNS} from seat_tickets t ${TICKET_JOINS}
          where t.tenant_id = ${tenantId} and t.order_id = ${orderId} and t.status = ${ticketStatus}
          order by t.id`)
      ).rows.map((row) => ({ ...row }))
    : [];
  return {
    orderId: order.orderId,
    status: order.status,
    customer: { id: order.customerId, email: order.email },
    totalCents: order.totalCents,
    currency: clubCurrency(tenantId),
    tickets,
  };
}
