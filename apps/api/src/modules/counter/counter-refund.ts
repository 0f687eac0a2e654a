import type { StaffAccountRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { inTransaction, poolOf, type SqlClient } from '../../database/sql-client';
import { recordAnomaly } from '../anomalies/record-anomaly';
import { enqueueMail } from '../mail/enqueue-mail';
import { ticketRefundedMail } from '../mail/templates/ticket-refunded';
import { newPaymentId } from '../payments/payment-ids';
import { ProviderRefused, type ProviderOfPayment } from '../payments/payment-provider';
import { issueCreditNote } from '../refunds/issue-credit-note';
import { executorOn } from '../payments/transaction-executor';
import { emitOrderEvent } from '../webhooks/emit-order-event';
import { orderAudit, snapshot } from '../staff/staff-cancel-order';
import { writeAudit } from '../staff/staff-audit';
import { orderNotFound } from '../staff/staff-errors';
import { loadStaffOrder } from '../staff/staff-orders';
import type { StaffScope } from '../staff/staff-scope';
import { reissueTicket } from '../tickets/reissue-ticket';
import { counterError } from './counter-errors';
import { COUNTER_PROVIDER } from './payment-types';

/** What a refund of one ticket is asked with. */
export interface RefundTicketInput {
  orderId: string;
  ticketId: string;
  reason: Gql.TicketRefundReason;
  note?: string | null;
}

interface TicketRow {
  id: string;
  status: string;
  eventId: string;
  seatId: string | null;
  blockId: string;
  amount: number;
  refundedAt: Date | null;
  resale: boolean;
  groupKind: string;
}

interface PaymentRow {
  id: string;
  provider: string;
  kind: string;
  amount: number;
  sessionReference: string | null;
  refunded: number;
}

/** The provider did not refund: the transaction is undone, then the anomaly recorded on its own. */
class ProviderRefusedRefund extends Error {
  readonly refused: boolean;
  constructor(
    readonly paymentId: string,
    readonly amountCents: number,
    cause: unknown,
    readonly idempotencyKey: string | null = null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.refused = cause instanceof ProviderRefused;
  }
}

const notRefundable = (reason: 'NOT_CONFIRMED' | 'RESALE' | 'PACK' | 'INSTALMENTS', message: string) =>
  counterError('COUNTER_TICKET_NOT_REFUNDABLE', message, { reason });

/**
 * Refunds one ticket of a confirmed order for the ticket office (docs/staff-roles.md,
 * TICKET_REFUND), in one transaction under the order's row lock: the ticket becomes `released`
 * with the reason the fan reads and is re-issued (its QR code refused at the gate), its seat (or
 * open-seating place) is given back, its amount is refunded: through the provider as a partial
 * refund of the order's payment (ADR 0011; idempotency key per ticket), or, for a sale paid at the
 * counter, recorded as money given back there. The order stays confirmed with its other tickets;
 * when none is left it is cancelled by the staff member. If the provider refuses or fails, nothing
 * changes: COUNTER_REFUND_FAILED, and a `refund_required` anomaly is recorded for the ticket
 * office. A second call (a double click, even at the same moment) waits for the lock, finds the
 * ticket refunded and changes nothing.
 */
export async function counterRefundTicket(
  scope: StaffScope & { provider: ProviderOfPayment | undefined },
  staff: StaffAccountRow,
  input: RefundTicketInput,
): Promise<Gql.StaffOrder> {
  const { tenant, now } = scope;
  const tenantId = tenant.slug;
  try {
    return await inTransaction(scope.db, (client) => refundWith(client, scope, staff, input));
  } catch (error) {
    if (!(error instanceof ProviderRefusedRefund)) throw error;
    await inTransaction(scope.db, async (client) => {
      await recordAnomaly(client, {
        tenantId,
        orderId: input.orderId,
        paymentId: error.paymentId,
        code: 'refund_required',
        details: {
          ticketId: input.ticketId,
          amountCents: error.amountCents,
          provider: error.message,
          // A refusal (4xx) needs a person; a provider down or slow may succeed when tried again.
          failure: error.refused ? 'refused' : 'unavailable',
          idempotencyKey: error.idempotencyKey,
          staffEmail: staff.email,
        },
        now,
      });
      await writeAudit(executorOn(client), {
        tenantId,
        staff: { id: staff.id, email: staff.email },
        action: 'ticket.refund_failed',
        targetType: 'order',
        targetId: input.orderId,
        after: { ticketId: input.ticketId, amountCents: error.amountCents, provider: error.message },
        now,
      });
    });
    throw counterError('COUNTER_REFUND_FAILED', 'The payment provider did not refund; nothing was changed', {
      provider: error.message,
    });
  }
}

async function refundWith(
  client: SqlClient,
  scope: StaffScope & { provider: ProviderOfPayment | undefined },
  staff: StaffAccountRow,
  input: RefundTicketInput,
): Promise<Gql.StaffOrder> {
  const { tenant, now } = scope;
  const tenantId = tenant.slug;
  const { orderId, ticketId } = input;
  const db = executorOn(client);
  const { rows: orderRows } = await client.query<{ status: string; customerId: string }>(
    `select status, customer_id as "customerId" from orders where tenant_id = $1 and id = $2 for update`,
    [tenantId, orderId],
  );
  const order = orderRows[0];
  if (!order) throw orderNotFound();
  const { rows: ticketRows } = await client.query<TicketRow>(
    `select t.id, t.status, t.event_id as "eventId", t.seat_id as "seatId", t.block_id as "blockId",
       (t.price_cents + t.discount_cents)::int as amount, t.refunded_at as "refundedAt", g.kind as "groupKind",
       (t.resale_listing_id is not null or exists (select from resale_listings r where r.tenant_id = t.tenant_id
          and r.ticket_id = t.id and r.status in ('on_sale', 'pending'))) as resale
     from seat_tickets t join ticket_groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
     where t.tenant_id = $1 and t.order_id = $2 and t.id = $3`,
    [tenantId, orderId, ticketId],
  );
  const ticket = ticketRows[0];
  if (!ticket) throw counterError('COUNTER_TICKET_NOT_FOUND', 'No such ticket in this order');
  const before = await loadStaffOrder(client, scope, staff, orderId);
  const audit = orderAudit(db, { tenantId, staff, orderId, before, now });
  if (ticket.refundedAt) {
    // A second click, or two at once: the first did everything; this one only leaves a trace.
    await audit('ticket.refund_repeated', { ticketId });
    return before;
  }
  if (order.status !== 'confirmed' || ticket.status !== 'confirmed')
    throw notRefundable('NOT_CONFIRMED', 'Only a confirmed ticket of a confirmed order is refunded');
  if (ticket.resale) throw notRefundable('RESALE', 'This ticket is on resale or bought on resale');
  // A pack seat is one ticket per match of the pack, sold at one price: it is cancelled whole.
  if (ticket.groupKind !== 'event') throw notRefundable('PACK', 'A pack ticket is refunded with its order');

  const { rows: payments } = await client.query<PaymentRow>(
    `select p.id, p.provider, p.kind, p.amount_cents as amount, p.provider_reference as "sessionReference",
       coalesce((select sum(r.amount_cents) from refunds r where r.tenant_id = p.tenant_id and r.payment_id = p.id), 0)::int as refunded
     from payments p where p.tenant_id = $1 and p.order_id = $2 and p.status = 'succeeded'
     order by p.created_at, p.id`,
    [tenantId, orderId],
  );
  // The last ticket takes the order's extras with it (a car-park place, the plastic card): the
  // order ends, so everything it still holds is given back and refunded.
  const { rows: rest } = await client.query<{ others: number; extras: number }>(
    `select (select count(*)::int from seat_tickets where tenant_id = $1 and order_id = $2 and status = 'confirmed' and id <> $3) as others,
       coalesce((select sum(price_cents + discount_cents) from ancillary_tickets
         where tenant_id = $1 and order_id = $2 and status = 'confirmed'), 0)::int as extras`,
    [tenantId, orderId, ticketId],
  );
  const isLast = (rest[0]?.others ?? 0) === 0;
  const amount = ticket.amount + (isLast ? (rest[0]?.extras ?? 0) : 0);
  const payment = payments.find((p) => p.amount - p.refunded >= amount) ?? payments[0];
  if (amount > 0 && payment?.kind === 'installment_plan')
    throw notRefundable('INSTALMENTS', 'An order paid in instalments is refunded with its order');

  await client.query(
    `update seat_tickets set status = 'released', refunded_at = $4, refunded_by = $5::uuid,
       refund_reason_code = $6, refund_reason_text = $7
     where tenant_id = $1 and order_id = $2 and id = $3 and status = 'confirmed'`,
    [tenantId, orderId, ticketId, now, staff.id, input.reason.toLowerCase(), input.note ?? null],
  );
  if (ticket.seatId) {
    const freed = await client.query(
      `update event_seats set status = 'available', order_id = null, held_until = null
       where tenant_id = $1 and event_id = $2 and seat_id = $3 and order_id = $4 and status = 'confirmed'`,
      [tenantId, ticket.eventId, ticket.seatId, orderId],
    );
    if (freed.rowCount !== 1) throw new Error(`ticket ${ticketId} did not hold its seat ${ticket.seatId}`);
  } else {
    const given = await client.query(
      `update open_seating_stock set taken = taken - 1
       where tenant_id = $1 and event_id = $2 and block_id = $3 and taken > 0`,
      [tenantId, ticket.eventId, ticket.blockId],
    );
    if (given.rowCount !== 1) throw new Error(`ticket ${ticketId} held no place in ${ticket.blockId}`);
  }
  await reissueTicket(db, tenantId, ticketId, now);
  const refundedLines = [ticketId];
  if (isLast) {
    const { rows: extras } = await client.query<{ id: string; parkingProductId: string | null }>(
      `update ancillary_tickets set status = 'released'
       where tenant_id = $1 and order_id = $2 and status = 'confirmed'
       returning id, parking_product_id as "parkingProductId"`,
      [tenantId, orderId],
    );
    refundedLines.push(...extras.map((extra) => extra.id));
    for (const extra of extras)
      if (extra.parkingProductId)
        await client.query(
          `update parking_products set taken = taken - 1 where tenant_id = $1 and id = $2 and taken > 0`,
          [tenantId, extra.parkingProductId],
        );
  }

  let refundedCents = 0;
  const refundIds: string[] = [];
  if (amount > 0 && payment && payment.provider !== 'free') {
    let reference: string;
    if (payment.provider === COUNTER_PROVIDER) {
      // Paid at the counter (cash, check, terminal, transfer): given back there, recorded here.
      reference = `${COUNTER_PROVIDER}:${staff.id}`;
    } else {
      // The same key on every attempt: a retry after a timeout the provider did act on refunds once.
      const idempotencyKey = `refund:${payment.id}:ticket:${ticketId}`;
      const provider = scope.provider?.(payment.provider);
      if (!provider)
        throw new ProviderRefusedRefund(payment.id, amount, 'no payment provider', idempotencyKey);
      const refund = await provider
        .refund({
          sessionReference: payment.sessionReference ?? '',
          amountCents: amount,
          idempotencyKey,
        })
        .catch((error: unknown) => {
          throw new ProviderRefusedRefund(payment.id, amount, error, idempotencyKey);
        });
      reference = refund.reference;
      await settleEarlierFailure(client, { tenantId, orderId, ticketId, reference, now });
    }
    const refundId = newPaymentId('ref');
    await client.query(
      `insert into refunds (tenant_id, id, payment_id, amount_cents, reason, provider_reference, created_at)
       values ($1, $2, $3, $4, 'ticket_refund', $5, $6)`,
      [tenantId, refundId, payment.id, amount, reference, now],
    );
    refundIds.push(refundId);
    refundedCents = amount;
    if (payment.refunded + amount >= payment.amount)
      await client.query(
        `update payments set status = 'refunded', updated_at = $3 where tenant_id = $1 and id = $2`,
        [tenantId, payment.id, now],
      );
  }
  // The last ticket gone: the order ends, cancelled by the ticket office (the fan's pages say so).
  await client.query(
    `update orders set status = 'cancelled', cancelled_by = $3::uuid, cancelled_at = $4, updated_at = $4
     where tenant_id = $1 and id = $2 and status = 'confirmed'
       and not exists (select from seat_tickets where tenant_id = $1 and order_id = $2 and status = 'confirmed')`,
    [tenantId, orderId, staff.id, now],
  );
  // The refund's credit note and the fan's e-mail commit with it (docs/product.md#credit-notes).
  const creditNote = await issueCreditNote(client, scope.db, {
    tenant,
    orderId,
    reason: 'ticket_refund',
    lineIds: refundedLines,
    amountCents: refundedCents,
    refundIds,
    staffId: staff.id,
    now,
  });
  await emitOrderEvent(db, {
    tenantId,
    orderId,
    now,
    type: 'order.refunded',
    tickets: [ticketId],
    extra: { refundedCents, reason: 'ticket_refund' },
  });
  const refundedTicket = before.tickets.find((t) => t.id === ticketId);
  const { rows: buyer } = await client.query<{ email: string; firstName: string | null; locale: string }>(
    `select email, first_name as "firstName", preferred_locale as locale from customers
     where tenant_id = $1 and id = $2`,
    [tenantId, order.customerId],
  );
  const fan = buyer[0];
  if (fan)
    await enqueueMail(
      db,
      ticketRefundedMail,
      {
        tenantId,
        to: fan.email,
        locale: fan.locale,
        payload: {
          orderId,
          customerId: order.customerId,
          firstName: fan.firstName,
          item: refundedTicket?.item ?? '',
          seat: refundedTicket?.seatLabel ?? '',
          refundedCents,
          creditNote: creditNote ? { id: creditNote.id, number: creditNote.number } : null,
          othersKept: !isLast,
        },
      },
      now,
    );
  const after = await loadStaffOrder(client, scope, staff, orderId);
  await audit('ticket.refund', {
    ...snapshot(after),
    ticketId,
    refundedCents,
    creditNote: creditNote?.number ?? null,
    reason: input.reason,
    note: input.note ?? null,
  });
  return after;
}

/**
 * A refund that went through after the provider refused or failed earlier: the `refund_required`
 * anomaly that earlier attempt recorded is annotated with the refund, in the same transaction,
 * for the ticket office that moves it forward (ADR 0026: staff solve anomalies, the code never
 * moves their status).
 */
async function settleEarlierFailure(
  client: SqlClient,
  entry: { tenantId: string; orderId: string; ticketId: string; reference: string; now: Date },
): Promise<void> {
  await client.query(
    `update order_anomalies
     set details = details || jsonb_build_object('refundedAt', $4::timestamptz, 'refundReference', $5::text),
       updated_at = $4
     where tenant_id = $1 and order_id = $2 and kind = 'refund_required' and status <> 'solved'
       and details->>'ticketId' = $3 and not details ? 'refundedAt'`,
    [entry.tenantId, entry.orderId, entry.ticketId, entry.now, entry.reference],
  );
}

/** The customer's tickets the ticket office refunded one by one, newest first (the fan's orders page). */
export async function myRefundedTickets(
  scope: Pick<StaffScope, 'db' | 'tenant'>,
  customerId: string,
): Promise<Gql.RefundedTicket[]> {
  const { rows } = await poolOf(scope.db).query<{
    ticketId: string;
    orderId: string;
    item: string;
    block: string;
    rowName: string | null;
    seatNumber: string | null;
    amount: number;
    refundedAt: Date;
    reason: string;
    note: string | null;
  }>(
    `select t.id as "ticketId", t.order_id as "orderId", coalesce(e.name, '') as item, b.name as block,
       s.row_name as "rowName", s.seat_number as "seatNumber", (t.price_cents + t.discount_cents)::int as amount,
       t.refunded_at as "refundedAt", t.refund_reason_code as reason, t.refund_reason_text as note
     from seat_tickets t
     join orders o on o.tenant_id = t.tenant_id and o.id = t.order_id
     left join events e on e.tenant_id = t.tenant_id and e.id = t.event_id
     join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
     left join seats s on s.tenant_id = t.tenant_id and s.id = t.seat_id
     where t.tenant_id = $1 and o.customer_id = $2::uuid and t.refunded_at is not null
     order by t.refunded_at desc, t.id limit 100`,
    [scope.tenant.slug, customerId],
  );
  return rows.map((row) => ({
    ticketId: row.ticketId,
    orderId: row.orderId,
    item: row.item,
    seat: [row.block, row.rowName, row.seatNumber].filter(Boolean).join(' · '),
    amount: row.amount,
    refundedAt: row.refundedAt.toISOString(),
    reason: row.reason.toUpperCase() as Gql.TicketRefundReason,
    note: row.note,
  }));
}
