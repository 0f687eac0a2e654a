import type { Translations } from '@stadio/db';
import { nameIn } from '../catalogue/catalogue-names';
import { enqueueMail } from '../mail/enqueue-mail';
import { resaleSoldMail } from '../mail/templates/resale-sold';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { clubCurrency, webhookTickets } from '../webhooks/webhook-payloads';
import { executorOn } from './transaction-executor';
import { runStatement, type NamedStatement, type SqlClient } from '../../database/sql-client';

/*
 * What a paid order that bought fans' listings does for the sellers (docs/adr/0021), in the
 * transaction that confirms it: the seller's ticket becomes `resold` (void: the gate refuses it,
 * the buyer has a new ticket with its own QR code), the listing gets its sale time, the club owes
 * the seller the price (a payout row with the bank details of the moment), and the seller gets
 * an e-mail. Listings with no seller (made outside the shop) only change hands.
 */

/** $1 tenant, $2 buyer's order, $3 now. */
const SETTLE: NamedStatement = {
  name: 'resale.settle',
  text: `
with sold as (
  select r.id, r.ticket_id, r.seller_customer_id, r.price_cents, r.event_id
  from resale_listings r
  where r.tenant_id = $1 and r.order_id = $2 and r.status = 'sold' and r.ticket_id is not null
    and r.sold_at is null
),
voided as (
  update seat_tickets st set status = 'resold'
  from sold
  where st.tenant_id = $1 and st.id = sold.ticket_id and st.status = 'confirmed'
  returning st.id
),
stamped as (
  update resale_listings r set sold_at = $3
  from sold
  where r.tenant_id = $1 and r.id = sold.id
  returning r.id
),
payouts as (
  insert into resale_payouts
    (tenant_id, listing_id, seller_customer_id, ticket_id, buyer_order_id, amount_cents, iban, bic, status, created_at)
  select $1, sold.id, sold.seller_customer_id, sold.ticket_id, $2, sold.price_cents, c.iban, c.bic, 'due', $3
  from sold join customers c on c.tenant_id = $1 and c.id = sold.seller_customer_id
  on conflict do nothing
  returning listing_id
)
select sold.id as "listingId", sold.ticket_id as "ticketId", sold.seller_customer_id as "sellerId",
  sold.price_cents as "amountCents", c.email, c.first_name as "firstName",
  c.preferred_locale as locale, c.iban, c.deleted_at is not null as deleted, e.name as "eventName",
  e.name_translations as "eventNameTranslations",
  (select count(*)::int from voided) as voided, (select count(*)::int from stamped) as stamped,
  (select count(*)::int from payouts) as payouts
from sold
join customers c on c.tenant_id = $1 and c.id = sold.seller_customer_id
join events e on e.tenant_id = $1 and e.id = sold.event_id`,
};

/**
 * Settles the listings order `orderId` bought; every path that confirms a paid order (a payment
 * notice, a free order) calls it right after confirmOrder / reholdAndConfirm, in their transaction.
 */
export async function settleResales(
  client: SqlClient,
  input: { tenantId: string; orderId: string; now: Date },
): Promise<number> {
  const rows = await runStatement<{
    listingId: string;
    ticketId: string;
    sellerId: string;
    amountCents: number;
    email: string;
    firstName: string | null;
    locale: string;
    iban: string | null;
    deleted: boolean;
    eventName: string;
    eventNameTranslations: Translations;
    voided: number;
    payouts: number;
  }>(client, SETTLE, [input.tenantId, input.orderId, input.now]);
  const [first] = rows;
  // Every listing's seller ticket is voided and owed once: anything else is broken data, never committed.
  if (first && (first.voided !== rows.length || first.payouts !== rows.length))
    throw new Error(
      `order ${input.orderId} of club ${input.tenantId} settles ${rows.length} listings but voided ` +
        `${first.voided} tickets and wrote ${first.payouts} payouts`,
    );
  const executor = executorOn(client);
  for (const row of rows) {
    await emitWebhookEvent(executor, {
      tenantId: input.tenantId,
      type: 'ticket.resold',
      now: input.now,
      data: async () => {
        const [ticket] = await webhookTickets(executor, input.tenantId, [row.ticketId]);
        return {
          listingId: row.listingId,
          ticketId: row.ticketId,
          eventId: ticket?.eventId ?? null,
          eventName: ticket?.eventName ?? null,
          seat: ticket?.seat ?? null,
          sellerCustomerId: row.sellerId,
          buyerOrderId: input.orderId,
          priceCents: row.amountCents,
          currency: clubCurrency(input.tenantId),
        };
      },
    });
    if (row.deleted) continue;
    await enqueueMail(
      executor,
      resaleSoldMail,
      {
        tenantId: input.tenantId,
        to: row.email,
        locale: row.locale,
        payload: {
          firstName: row.firstName,
          // The seller reads the event in their language (ADR 0025).
          eventName: nameIn(row.eventName, row.eventNameTranslations, row.locale),
          amountCents: row.amountCents,
          ibanEnd: row.iban ? row.iban.slice(-4) : '—',
        },
      },
      input.now,
    );
  }
  return rows.length;
}
