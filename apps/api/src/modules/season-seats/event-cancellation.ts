import type { StaffAccountRow } from '@stadio/db';
import { inTransaction, poolOf, type SqlExecutor } from '../../database/sql-client';
import { recordAnomaly } from '../anomalies/record-anomaly';
import type { ProviderOfPayment } from '../payments/payment-provider';
import { executorOn } from '../payments/transaction-executor';
import { writeAudit } from '../staff/staff-audit';
import { staffCancelOrder } from '../staff/staff-cancel-order';
import type { StaffScope } from '../staff/staff-scope';
import { loadSeasonEvent, matchOf, type SeasonEvent } from './season-event';
import { seasonSeatsError } from './season-seats-errors';

/**
 * Orders processed per call. Each one is its own transaction with a provider refund and an e-mail
 * (staffCancelOrder), about tens of milliseconds in the sandbox: a batch stays well inside a
 * request's time; the page calls again until nothing remains (a match of a few thousand orders is
 * a few hundred calls).
 */
export const CANCEL_BATCH = 20;

type CancelScope = StaffScope & { provider: ProviderOfPayment | undefined };

/**
 * The confirmed orders of match $2 (club $1) that cancelling has not taken yet, each with whether it
 * holds anything of another match too (a pack's or a season ticket's other matches, another match's
 * car park): those are left to the ticket office, since refunding a part of them is a judgement.
 */
const CANDIDATES = `
event_orders as (
  select t.order_id from seat_tickets t
  where t.tenant_id = $1 and t.event_id = $2 and t.status = 'confirmed'
  union
  select a.order_id from ancillary_tickets a
  join parking_products p on p.tenant_id = a.tenant_id and p.id = a.parking_product_id
  where a.tenant_id = $1 and p.event_id = $2 and a.status = 'confirmed'
),
candidates as (
  select o.id,
    (exists (select from seat_tickets x where x.tenant_id = $1 and x.order_id = o.id
               and x.status = 'confirmed' and x.event_id <> $2)
     or exists (select from ancillary_tickets a
                join parking_products p on p.tenant_id = a.tenant_id and p.id = a.parking_product_id
                where a.tenant_id = $1 and a.order_id = o.id and a.status = 'confirmed' and p.event_id <> $2)) as mixed
  from orders o join event_orders eo on eo.order_id = o.id
  where o.tenant_id = $1 and o.status = 'confirmed'
    and not exists (select from event_cancellation_orders c
                    where c.tenant_id = $1 and c.event_id = $2 and c.order_id = o.id)
)`;

const FACTS = `
with ${CANDIDATES},
whole as (select id from candidates where not mixed)
select
  (select count(*) from whole)::int as "ordersToCancel",
  (select count(*) from candidates where mixed)::int as "ordersWithOtherMatches",
  (select count(*) from seat_tickets t join whole w on w.id = t.order_id
   where t.tenant_id = $1 and t.status = 'confirmed')::int as "ticketsToVoid",
  ((select coalesce(sum(p.amount_cents), 0) from payments p join whole w on w.id = p.order_id
    where p.tenant_id = $1 and p.status = 'succeeded' and p.kind = 'single' and p.provider <> 'free')
   + (select coalesce(sum(i.amount_cents), 0) from payments p join whole w on w.id = p.order_id
      join installments i on i.tenant_id = p.tenant_id and i.payment_id = p.id
      where p.tenant_id = $1 and p.status = 'succeeded' and p.kind = 'installment_plan' and i.status = 'paid'))::int
    as "amountToRefund",
  c.staff_email as "staffEmail",
  to_char(c.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt",
  to_char(c.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "finishedAt",
  (select count(*) from event_cancellation_orders d
   where d.tenant_id = $1 and d.event_id = $2 and d.outcome = 'cancelled')::int as cancelled,
  (select count(*) from event_cancellation_orders d
   where d.tenant_id = $1 and d.event_id = $2 and d.outcome = 'flagged')::int as flagged,
  (select count(*) from event_cancellation_orders d
   where d.tenant_id = $1 and d.event_id = $2 and d.outcome = 'failed')::int as failed
from (select 1) one
left join event_cancellations c on c.tenant_id = $1 and c.event_id = $2`;

interface Facts {
  ordersToCancel: number;
  ordersWithOtherMatches: number;
  ticketsToVoid: number;
  amountToRefund: number;
  staffEmail: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  cancelled: number;
  flagged: number;
  failed: number;
}

async function factsOf(db: SqlExecutor, tenantId: string, event: SeasonEvent) {
  const { rows } = await db.query<Facts>(FACTS, [tenantId, event.id]);
  const facts = rows[0];
  if (!facts) throw new Error('cancellation facts: no row');
  return {
    event: matchOf(event),
    ...facts,
    remaining: facts.ordersToCancel + facts.ordersWithOtherMatches,
  };
}

/** What cancelling match `eventId` does (before), or has done so far (after it started). */
export async function eventCancellation(db: SqlExecutor, tenantId: string, eventId: string) {
  return factsOf(db, tenantId, await loadSeasonEvent(db, tenantId, eventId));
}

const normalized = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Cancels match `eventId` for staff member `staff`: under the match's row lock, once (a second call,
 * a double click or another tab, finds it cancelled and only leaves an `event.cancel_repeated` audit
 * row), the match is archived and its sale closed, so the shop stops selling it (eventStatus:
 * ARCHIVED; holds refuse it), and an event_cancellations row records who and when. Then its orders
 * are processed a batch at a time (processBatch). The confirmation must be the opponent's name (the
 * match's name when it has no opponent), whatever the case and spacing.
 */
export async function cancelEvent(
  scope: CancelScope,
  staff: StaffAccountRow,
  input: { eventId: string; confirmation: string },
) {
  const tenantId = scope.tenant.slug;
  await inTransaction(scope.db, async (client) => {
    const event = await loadSeasonEvent(client, tenantId, input.eventId, { lock: true });
    const expected = event.opponentName ?? event.name;
    if (normalized(input.confirmation) !== normalized(expected))
      throw seasonSeatsError(
        'SEASON_SEATS_CONFIRMATION_MISMATCH',
        'Type the name of the opponent to confirm; nothing was changed',
      );
    const audit = (action: string, before: unknown, after: unknown) =>
      writeAudit(executorOn(client), {
        tenantId,
        staff: { id: staff.id, email: staff.email },
        action,
        targetType: 'event',
        targetId: event.id,
        before,
        after,
        now: scope.now,
      });
    const before = {
      isArchived: event.isArchived,
      saleStatus: event.saleStatus,
      isCancelled: event.isCancelled,
    };
    if (event.isCancelled) {
      await audit('event.cancel_repeated', before, before);
      return;
    }
    const { rows } = await client.query<{ total: number }>(
      `with ${CANDIDATES} select count(*)::int as total from candidates`,
      [tenantId, event.id],
    );
    const ordersTotal = rows[0]?.total ?? 0;
    await client.query(
      `insert into event_cancellations (tenant_id, event_id, staff_id, staff_email, orders_total, started_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [tenantId, event.id, staff.id, staff.email, ordersTotal, scope.now],
    );
    await client.query(
      `update events set is_archived = true, sale_status = 'closed' where tenant_id = $1 and id = $2`,
      [tenantId, event.id],
    );
    await audit('event.cancel', before, {
      isArchived: true,
      saleStatus: 'closed',
      isCancelled: true,
      ordersTotal,
    });
  });
  return processBatch(scope, staff, input.eventId);
}

/** The error code of an API error, if it is one. */
const extensionsOf = (error: unknown): Record<string, unknown> =>
  (error as { extensions?: Record<string, unknown> } | null)?.extensions ?? {};

/**
 * Takes the next CANCEL_BATCH orders of a cancelled match. An order wholly of this match is cancelled
 * by the ticket office's own path (staffCancelOrder: tickets voided, seats released, every payment
 * refunded through the provider with its idempotency key, the fan e-mailed in their language, an
 * audit row), under the order's row lock, so two batches racing for one order refund and e-mail it
 * once (the second finds it cancelled). An order with other matches too, or with resale in it, gets a
 * `refund_required` anomaly for the ticket office instead; a refund the provider refuses leaves the
 * order as it was (staffCancelOrder changes nothing then) and becomes a `refund_required` anomaly
 * naming the failure. Each order's outcome is kept, so no batch takes it again.
 */
export async function processBatch(scope: CancelScope, staff: StaffAccountRow, eventId: string) {
  const tenantId = scope.tenant.slug;
  const pool = poolOf(scope.db);
  const event = await loadSeasonEvent(pool, tenantId, eventId);
  if (!event.isCancelled)
    throw seasonSeatsError(
      'SEASON_SEATS_NOT_CANCELLING',
      'This match is not cancelled; there is nothing to continue',
    );
  const { rows: batch } = await pool.query<{ id: string; mixed: boolean }>(
    `with ${CANDIDATES} select id, mixed from candidates order by id limit $3`,
    [tenantId, eventId, CANCEL_BATCH],
  );
  for (const order of batch) {
    let outcome: 'cancelled' | 'flagged' | 'failed' = 'cancelled';
    let details: Record<string, unknown> | null = null;
    if (order.mixed) {
      outcome = 'flagged';
      details = { reason: 'event_cancelled_other_matches', eventId };
    } else {
      try {
        await staffCancelOrder(scope, staff, order.id);
      } catch (error) {
        const extensions = extensionsOf(error);
        const code = extensions['code'];
        if (code === 'REFUND_FAILED') {
          outcome = 'failed';
          details = {
            reason: 'event_cancelled_refund_failed',
            eventId,
            provider: extensions['provider'] ?? null,
          };
        } else if (code === 'ORDER_NOT_CANCELLABLE') {
          outcome = 'flagged';
          details = {
            reason: 'event_cancelled_not_cancellable',
            eventId,
            detail: extensions['reason'] ?? null,
          };
        } else throw error;
      }
    }
    await inTransaction(scope.db, async (client) => {
      const inserted = await client.query(
        `insert into event_cancellation_orders (tenant_id, event_id, order_id, outcome, done_at)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [tenantId, eventId, order.id, outcome, scope.now],
      );
      if ((inserted.rowCount ?? 0) > 0 && details)
        await recordAnomaly(client, {
          tenantId,
          orderId: order.id,
          paymentId: null,
          code: 'refund_required',
          details,
          now: scope.now,
        });
    });
  }
  const facts = await factsOf(pool, tenantId, event);
  if (facts.remaining === 0 && !facts.finishedAt) {
    await pool.query(
      `update event_cancellations set finished_at = $3 where tenant_id = $1 and event_id = $2 and finished_at is null`,
      [tenantId, eventId, scope.now],
    );
    return factsOf(pool, tenantId, event);
  }
  return facts;
}
