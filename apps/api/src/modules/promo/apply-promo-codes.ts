import type { OrderRow } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { checkOnHold } from '../orders/lock-order';
import { orderError } from '../orders/order-errors';
import type { SqlClient, SqlExecutor } from '../../database/sql-client';
import { evaluatePromoCodes } from './engine/evaluate-promo-codes';
import type { PromoEvaluation } from './engine/promo-types';
import { loadOrderLines, loadPromoCustomer, loadPromoRules, loadPromoUsage } from './load-promo-input';
import { guessing, unknownCodes, type PromoGuesses } from './promo-guesses';

/** What applying or evaluating codes works on: one customer's order at one club, at `now`. */
export interface PromoOrderRef {
  tenant: Tenant;
  customerId: string;
  orderId: string;
  /** As the fan gave them, in that order. */
  promoCodeIds: string[];
  now: Date;
  /** The fan's limit on codes that do not exist (ADR 0041); absent, nothing is counted. */
  guesses?: PromoGuesses;
}

/** The order's amounts in cents once the codes are applied (discount ≤ 0, total = gross + discount). */
export interface PromoAmounts {
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

/** Evaluates the codes on the order as it stands; `lock` keeps the codes' rows locked (see loadPromoRules). */
async function evaluateOn(
  executor: SqlExecutor,
  input: PromoOrderRef,
  lock: boolean,
): Promise<PromoEvaluation> {
  const tenantId = input.tenant.slug;
  const scope = { tenantId, customerId: input.customerId, orderId: input.orderId, now: input.now };
  const codes = await loadPromoRules(executor, tenantId, input.promoCodeIds, { lock });
  // One after the other: inside a transaction `executor` is a single connection, which runs one
  // query at a time anyway (node-postgres deprecates queueing them).
  const lines = await loadOrderLines(executor, tenantId, input.orderId);
  const customer = await loadPromoCustomer(executor, tenantId, input.customerId);
  const usage = await loadPromoUsage(executor, scope, [...codes.keys()]);
  return evaluatePromoCodes({
    lines,
    customer,
    requestedIds: input.promoCodeIds,
    codes,
    usage,
    now: input.now,
  });
}

/**
 * What the codes would take off the order, changing nothing. The order must be the customer's
 * and on hold (ORDER_NOT_FOUND / ORDER_NOT_ON_HOLD, as the orders module answers). Its own earlier
 * uses do not count against it, so evaluating an order whose codes are applied gives the same answer.
 */
export async function loadPromoEvaluation(
  executor: SqlExecutor,
  input: PromoOrderRef,
): Promise<PromoEvaluation> {
  const order = await executor.query<{ status: OrderRow['status']; expiresAt: Date | null }>(
    `select status, expires_at as "expiresAt" from orders where tenant_id = $1 and id = $2 and customer_id = $3::uuid`,
    [input.tenant.slug, input.orderId, input.customerId],
  );
  checkOnHold(order.rows[0], input.now);
  if (input.promoCodeIds.length === 0) return evaluateOn(executor, input, false);
  return guessing(
    input.guesses,
    () => evaluateOn(executor, input, false),
    (evaluation) => unknownCodes(evaluation.promoCodeErrors),
  );
}

/** Sums of a per-line discount list: ticket id → cents (≤ 0). */
function totalsByTicket(discounts: PromoEvaluation['seatTicketDiscounts']): {
  ids: string[];
  cents: number[];
} {
  const totals = new Map<string, number>();
  for (const discount of discounts)
    totals.set(discount.ticketId, (totals.get(discount.ticketId) ?? 0) + discount.amount);
  return { ids: [...totals.keys()], cents: [...totals.values()] };
}

/**
 * Applies `promoCodeIds` to the order, inside the caller's transaction, which has already locked
 * the order row (and checked it is on hold). Earlier codes are undone first (discounts, the
 * order's promo_code_ids, its uses); when any code is refused nothing is applied and it throws
 * PROMO_REJECTED with `extensions.promoCodeErrors` (the caller's transaction rolls back).
 * Otherwise it writes each ticket's discount, the accepted codes in the order they applied, and
 * one use per code and event. The codes' rows are locked before their uses are counted, so two
 * checkouts cannot both take a code's last use.
 */
export async function applyPromoCodes(client: SqlClient, input: PromoOrderRef): Promise<PromoAmounts> {
  const tenantId = input.tenant.slug;
  const ref = [tenantId, input.orderId];
  await client.query(
    `update seat_tickets set discount_cents = 0 where tenant_id = $1 and order_id = $2`,
    ref,
  );
  await client.query(
    `update ancillary_tickets set discount_cents = 0 where tenant_id = $1 and order_id = $2`,
    ref,
  );
  await client.query(`delete from promo_code_uses where tenant_id = $1 and order_id = $2`, ref);
  await client.query(
    `update orders set promo_code_ids = '{}', updated_at = $3 where tenant_id = $1 and id = $2`,
    [...ref, input.now],
  );
  const evaluation = await evaluateOn(client, input, true);
  if (evaluation.promoCodeErrors.length > 0)
    throw orderError('PROMO_REJECTED', 'A promo code was refused', {
      promoCodeErrors: evaluation.promoCodeErrors,
    });
  if (evaluation.appliedCodeIds.length > 0) await writeDiscounts(client, input, evaluation);
  return {
    grossCents: evaluation.grossCents,
    discountCents: evaluation.discountCents,
    totalCents: evaluation.totalCents,
  };
}

async function writeDiscounts(client: SqlClient, input: PromoOrderRef, evaluation: PromoEvaluation) {
  const ref = [input.tenant.slug, input.orderId];
  for (const [table, discounts] of [
    ['seat_tickets', evaluation.seatTicketDiscounts],
    ['ancillary_tickets', evaluation.ancillaryTicketDiscounts],
  ] as const) {
    const { ids, cents } = totalsByTicket(discounts);
    if (ids.length === 0) continue;
    await client.query(
      `update ${table} t set discount_cents = d.cents
       from unnest($3::text[], $4::int[]) as d(id, cents)
       where t.tenant_id = $1 and t.order_id = $2 and t.id = d.id`,
      [...ref, ids, cents],
    );
  }
  await client.query(`update orders set promo_code_ids = $3 where tenant_id = $1 and id = $2`, [
    ...ref,
    evaluation.appliedCodeIds,
  ]);
  const uses = evaluation.appliedCodeIds.flatMap((codeId) =>
    (evaluation.usedEventIds.get(codeId) ?? [null]).map((eventId) => ({ codeId, eventId })),
  );
  await client.query(
    `insert into promo_code_uses (tenant_id, promo_code_id, order_id, customer_id, event_id, created_at)
     select $1, u.code_id, $2, $3::uuid, u.event_id, $4
     from unnest($5::text[], $6::text[]) as u(code_id, event_id)`,
    [...ref, input.customerId, input.now, uses.map((use) => use.codeId), uses.map((use) => use.eventId)],
  );
}
