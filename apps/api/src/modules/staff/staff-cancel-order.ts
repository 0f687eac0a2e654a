import type * as Gql from '@stadio/graphql/resolvers-types';
import type { StaffAccountRow } from '@stadio/db';
import { inTransaction, type SqlClient } from '../../database/sql-client';
import { enqueueMail } from '../mail/enqueue-mail';
import { orderCancelledMail } from '../mail/templates/order-cancelled';
import { parkingShiftSql, placeShiftSql, SEAT_LOCKS } from '../orders/stock-lock-sql';
import { COUNTER_PROVIDER } from '../counter/payment-types';
import { newPaymentId } from '../payments/payment-ids';
import type { ProviderOfPayment } from '../payments/payment-provider';
import { executorOn } from '../payments/transaction-executor';
import { emitOrderEvent } from '../webhooks/emit-order-event';
import { issueCreditNote } from '../refunds/issue-credit-note';
import { reissueTicket } from '../tickets/reissue-ticket';
import { writeAudit } from './staff-audit';
import { orderNotFound, staffError } from './staff-errors';
import { loadStaffOrder } from './staff-orders';
import type { StaffScope } from './staff-scope';

/**
 * Ends confirmed order $2 of club $1 (its row locked by the caller) for staff member $3 at $4: its
 * tickets become `released` (voided: the gate refuses them, ADR 0009), its seats, open-seating
 * places and car-park places are given back, each only where this order still holds it, and the
 * order becomes `cancelled` with who and when. Counts what it released, for the caller to check.
 */
const CANCEL_CONFIRMED = `
with gone_tickets as (
  update seat_tickets set status = 'released'
  where tenant_id = $1 and order_id = $2 and status = 'confirmed'
  returning id, order_id, event_id, seat_id, block_id
),
gone_ancillaries as (
  update ancillary_tickets set status = 'released'
  where tenant_id = $1 and order_id = $2 and status = 'confirmed'
  returning parking_product_id
),
seat_keys as (
  select distinct event_id, seat_id, order_id from gone_tickets where seat_id is not null
),
${SEAT_LOCKS},
freed_seats as (
  update event_seats es set status = 'available', order_id = null, held_until = null
  from seat_keys k
  where es.tenant_id = $1 and es.event_id = k.event_id and es.seat_id = k.seat_id
    and es.order_id = k.order_id and es.status = 'confirmed' and (select count(*) from seat_locks) >= 0
  returning 1
),
place_shifts as (
  select event_id, block_id, -count(*)::int as n from gone_tickets where seat_id is null group by event_id, block_id
),
${placeShiftSql('freed_seats', 'given_places')},
parking_shifts as (
  select parking_product_id as id, -count(*)::int as n from gone_ancillaries
  where parking_product_id is not null group by parking_product_id
),
${parkingShiftSql('given_places', 'given_parking')},
closed as (
  update orders set status = 'cancelled', cancelled_by = $3::uuid, cancelled_at = $4::timestamptz,
    updated_at = $4::timestamptz
  where tenant_id = $1 and id = $2 and status = 'confirmed'
  returning 1
)
select
  array(select id from gone_tickets order by id) as "ticketIds",
  (select count(*)::int from seat_keys) as seats, (select count(*)::int from freed_seats) as "freedSeats",
  (select count(*)::int from place_shifts) as counters, (select count(*)::int from given_places) as "givenCounters",
  (select count(*)::int from parking_shifts) as "carParks", (select count(*)::int from given_parking) as "givenCarParks",
  (select count(*)::int from closed) as closed`;

interface Released {
  ticketIds: string[];
  seats: number;
  freedSeats: number;
  counters: number;
  givenCounters: number;
  carParks: number;
  givenCarParks: number;
  closed: number;
}

/** A payment of the order to give back. */
interface PaidPart {
  paymentId: string;
  provider: string;
  rank: number | null;
  amountCents: number;
  sessionReference: string | null;
  chargeReference: string | null;
}

/**
 * What the order's payments took and was not yet given back: a single payment's amount less the
 * tickets refunded one by one, or each paid instalment of a plan (the first through the checkout
 * session, later ones through their charge). Free orders took nothing.
 */
async function paidParts(client: SqlClient, tenantId: string, orderId: string): Promise<PaidPart[]> {
  const { rows } = await client.query<PaidPart>(
    `select * from (
       select p.id as "paymentId", p.provider, null::int as rank,
         p.amount_cents - coalesce((select sum(r.amount_cents) from refunds r
           where r.tenant_id = p.tenant_id and r.payment_id = p.id), 0)::int as "amountCents",
         p.provider_reference as "sessionReference", null as "chargeReference"
       from payments p
       where p.tenant_id = $1 and p.order_id = $2 and p.status = 'succeeded' and p.kind = 'single'
         and p.provider <> 'free'
     ) single where "amountCents" > 0
     union all
     select p.id, p.provider, i.rank, i.amount_cents, p.provider_reference, i.provider_charge_reference
     from payments p join installments i on i.tenant_id = p.tenant_id and i.payment_id = p.id
     where p.tenant_id = $1 and p.order_id = $2 and p.status = 'succeeded' and p.kind = 'installment_plan'
       and i.status = 'paid' and i.amount_cents > 0
     order by 1, 2`,
    [tenantId, orderId],
  );
  return rows;
}

/**
 * Cancels a confirmed order for the ticket office (docs/staff-roles.md, ADR 0024), in one
 * transaction under the order's row lock: tickets voided and re-issued (every QR code of the
 * order refused at the gate, online and against a version list), seats and places released,
 * every payment refunded through the provider, later instalments stopped, the fan e-mailed once,
 * and an audit row with the order before and after. The provider is called inside the
 * transaction, with an idempotency key per payment (and instalment), as checkouts are (ADR 0011):
 * if it fails nothing changes (REFUND_FAILED); a second cancel, even concurrent, waits for the
 * lock and finds the order cancelled: nothing is refunded twice. Orders with resale in them
 * (a ticket resold, bought on resale or on sale) are refused: their money belongs to others too.
 */
export async function staffCancelOrder(
  scope: StaffScope & { provider: ProviderOfPayment | undefined },
  staff: StaffAccountRow,
  orderId: string,
): Promise<Gql.StaffOrder> {
  const { tenant, now } = scope;
  const tenantId = tenant.slug;
  return inTransaction(scope.db, async (client) => {
    const db = executorOn(client);
    const { rows } = await client.query<{ status: string; customerId: string }>(
      `select status, customer_id as "customerId" from orders where tenant_id = $1 and id = $2 for update`,
      [tenantId, orderId],
    );
    const order = rows[0];
    if (!order) throw orderNotFound();
    const before = await loadStaffOrder(client, scope, staff, orderId);
    const audit = orderAudit(db, { tenantId, staff, orderId, before, now });
    if (order.status === 'cancelled') {
      // A second click, or two at once: the first did everything; this one only leaves a trace.
      await audit('order.cancel_repeated', snapshot(before));
      return loadStaffOrder(client, scope, staff, orderId);
    }
    if (order.status !== 'confirmed')
      throw staffError('ORDER_NOT_CANCELLABLE', 'Only confirmed orders are cancelled here', {
        reason: 'NOT_CONFIRMED',
      });
    const { rows: resale } = await client.query<{ resale: boolean }>(
      `select exists (select from seat_tickets t where t.tenant_id = $1 and t.order_id = $2
         and (t.status = 'resold' or t.resale_listing_id is not null
           or exists (select from resale_listings r where r.tenant_id = t.tenant_id and r.ticket_id = t.id
             and r.status in ('on_sale', 'pending')))) as resale`,
      [tenantId, orderId],
    );
    if (resale[0]?.resale)
      throw staffError('ORDER_NOT_CANCELLABLE', 'Tickets of this order are resold or on resale', {
        reason: 'RESALE',
      });

    // The extras it still holds, for the credit note's lines (the tickets come back from the cancel).
    const { rows: extras } = await client.query<{ id: string }>(
      `select id from ancillary_tickets where tenant_id = $1 and order_id = $2 and status = 'confirmed'`,
      [tenantId, orderId],
    );
    const { rows: releasedRows } = await client.query<Released>(CANCEL_CONFIRMED, [
      tenantId,
      orderId,
      staff.id,
      now,
    ]);
    const released = releasedRows[0];
    if (
      !released ||
      released.closed !== 1 ||
      released.seats !== released.freedSeats ||
      released.counters !== released.givenCounters ||
      released.carParks !== released.givenCarParks
    )
      throw new Error(`cancelling ${orderId} did not add up: ${JSON.stringify(released)}`);
    for (const ticketId of released.ticketIds) await reissueTicket(db, tenantId, ticketId, now);

    let refundedCents = 0;
    const refundIds: string[] = [];
    for (const part of await paidParts(client, tenantId, orderId)) {
      const refundId = newPaymentId('ref');
      refundIds.push(refundId);
      if (part.provider === COUNTER_PROVIDER) {
        // Paid at the counter (cash, check, terminal, transfer): given back there, recorded here.
        await client.query(
          `insert into refunds (tenant_id, id, payment_id, amount_cents, reason, provider_reference, created_at)
           values ($1, $2, $3, $4, 'ticket_office', $5, $6)`,
          [tenantId, refundId, part.paymentId, part.amountCents, `${COUNTER_PROVIDER}:${staff.id}`, now],
        );
        refundedCents += part.amountCents;
        continue;
      }
      const provider = scope.provider?.(part.provider);
      if (!provider)
        throw staffError('REFUND_FAILED', 'No payment provider is configured; nothing was changed');
      const refund = await provider
        .refund({
          ...(part.rank === null || part.rank === 1
            ? { sessionReference: part.sessionReference ?? '' }
            : { chargeReference: part.chargeReference ?? '' }),
          amountCents: part.amountCents,
          idempotencyKey: `refund:${part.paymentId}${part.rank === null ? '' : `:${part.rank}`}`,
        })
        .catch((error: unknown) => {
          throw staffError('REFUND_FAILED', 'The payment provider did not refund; nothing was changed', {
            provider: error instanceof Error ? error.message : String(error),
          });
        });
      await client.query(
        `insert into refunds (tenant_id, id, payment_id, amount_cents, reason, provider_reference, created_at)
         values ($1, $2, $3, $4, 'ticket_office', $5, $6)`,
        [tenantId, refundId, part.paymentId, part.amountCents, refund.reference, now],
      );
      refundedCents += part.amountCents;
    }
    // The refund's credit note commits with it (docs/product.md#credit-notes); none without an invoice.
    const creditNote = await issueCreditNote(client, scope.db, {
      tenant,
      orderId,
      reason: 'order_cancelled',
      lineIds: [...released.ticketIds, ...extras.map((extra) => extra.id)],
      amountCents: refundedCents,
      refundIds,
      staffId: staff.id,
      now,
    });
    await client.query(
      `update payments set status = 'refunded', updated_at = $3
       where tenant_id = $1 and order_id = $2 and status = 'succeeded' and provider <> 'free'`,
      [tenantId, orderId, now],
    );
    // Instalments not yet paid are never charged now.
    await client.query(
      `update installments i set status = 'failed', next_attempt_at = null, last_error = 'order cancelled'
       from payments p
       where p.tenant_id = $1 and p.order_id = $2 and i.tenant_id = p.tenant_id and i.payment_id = p.id
         and i.status = 'scheduled'`,
      [tenantId, orderId],
    );

    // The club's systems hear of it with the cancel (docs/integrations.md#webhooks), a match's too.
    const event = { tenantId, orderId, now, tickets: released.ticketIds, extra: { refundedCents } };
    await emitOrderEvent(db, { ...event, type: 'order.cancelled' });
    if (refundedCents > 0)
      await emitOrderEvent(db, {
        ...event,
        type: 'order.refunded',
        extra: { refundedCents, reason: 'order_cancelled' },
      });
    const { rows: buyer } = await client.query<{ email: string; firstName: string | null; locale: string }>(
      `select email, first_name as "firstName", preferred_locale as locale from customers
       where tenant_id = $1 and id = $2`,
      [tenantId, order.customerId],
    );
    const fan = buyer[0];
    if (fan)
      await enqueueMail(
        db,
        orderCancelledMail,
        {
          tenantId,
          to: fan.email,
          locale: fan.locale,
          payload: {
            orderId,
            customerId: order.customerId,
            firstName: fan.firstName,
            refundedCents,
            creditNote: creditNote ? { id: creditNote.id, number: creditNote.number } : null,
            items: before.tickets
              .map((t) => t.item)
              .filter((item, i, all) => item && all.indexOf(item) === i),
          },
        },
        now,
      );
    const after = await loadStaffOrder(client, scope, staff, orderId);
    await audit('order.cancel', {
      ...snapshot(after),
      refundedCents,
      creditNote: creditNote?.number ?? null,
    });
    return loadStaffOrder(client, scope, staff, orderId);
  });
}

/**
 * Writes the audit rows of one staff action on an order (`action`, the order before it as
 * {@link snapshot}, `after`), with the executor of the action's transaction.
 */
export function orderAudit(
  db: Parameters<typeof writeAudit>[0],
  entry: { tenantId: string; staff: StaffAccountRow; orderId: string; before: Gql.StaffOrder; now: Date },
) {
  return (action: string, after: unknown) =>
    writeAudit(db, {
      tenantId: entry.tenantId,
      staff: { id: entry.staff.id, email: entry.staff.email },
      action,
      targetType: 'order',
      targetId: entry.orderId,
      before: snapshot(entry.before),
      after,
      now: entry.now,
    });
}

/** What the audit keeps of an order: its state, its tickets' and payments'. */
export function snapshot(order: Gql.StaffOrder) {
  return {
    status: order.status,
    cancelledBy: order.cancelledBy ?? null,
    tickets: order.tickets.map((t) => ({ id: t.id, status: t.status, version: t.version, seatId: t.seatId })),
    payments: order.payments.map((p) => ({
      id: p.id,
      status: p.status,
      refunded: p.refunds.reduce((sum, r) => sum + r.amount, 0),
    })),
  };
}
