import { promoCodes, type Database } from '@stadio/db';
import { tenantSchema } from '@stadio/tenants';
import { lockOrderOnHoldWith } from '../../orders/lock-order';
import { inTransaction } from '../../../database/sql-client';
import { raceSeat, RACE_COLUMNS, RACE_ROWS } from '../../orders/test-fixtures/orders-fixture';
import { TESTBED_TENANTS, type Club, type OrdersTestbed } from '../../orders/test-fixtures/orders-testbed';
import { applyPromoCodes, type PromoAmounts } from '../apply-promo-codes';

/*
 * What the promo tests add to the orders testbed (orders-testbed.ts): codes inserted as rows, an
 * order of N seats of the race blocks (3000 cents each at match-open and match-third; at
 * Riviera every order also gets the mandatory 300-cent plastic card), and applying codes the way
 * a checkout does (order locked, then applyPromoCodes, in one transaction).
 */

export const EVALUATE = `query ($customerId: ID!, $orderId: ID!, $promoCodeIds: [ID!]!) {
  evaluatePromoCodes(customerId: $customerId, orderId: $orderId, promoCodeIds: $promoCodeIds) {
    seatTicketDiscounts { ticketId promoCodeId amount }
    ancillaryTicketDiscounts { ticketId promoCodeId amount }
    promoCodeDiscounts { promoCodeId amount }
    promoCodeErrors { promoCodeId code message }
    grossAmount discountAmount totalAmount } }`;

export const PROMO_CODES = `query ($customerId: ID!, $ids: [ID!], $name: String, $limit: Int) {
  promoCodes(customerId: $customerId, promoCodesIds: $ids, name: $name, limit: $limit) {
    id name description label discountType discountValue scope canBeCumulated
    minimumOrderAmount maximumOrderAmount validityStartDatetime validityEndDatetime } }`;

export const ORDER_DISCOUNTS = `query ($customerId: ID!, $orderIds: [ID!]) {
  showMyOrders(customerId: $customerId, orderIds: $orderIds) {
    orderId grossAmount discountAmount totalAmount promoCodeIds
    appliedDiscounts { rank promoCode { id name description } }
    ticketGroups { seatTickets { id grossAmount discountAmount } ancillaryTickets { id grossAmount discountAmount } } } }`;

export interface EvaluationData {
  evaluatePromoCodes: {
    seatTicketDiscounts: Array<{ ticketId: string; promoCodeId: string; amount: number }>;
    ancillaryTicketDiscounts: Array<{ ticketId: string; promoCodeId: string; amount: number }>;
    promoCodeDiscounts: Array<{ promoCodeId: string; amount: number }>;
    promoCodeErrors: Array<{ promoCodeId: string; code: string; message: string }>;
    grossAmount: number;
    discountAmount: number;
    totalAmount: number;
  };
}

export interface OrderDiscountsData {
  showMyOrders: Array<{
    orderId: string;
    grossAmount: number;
    discountAmount: number;
    totalAmount: number;
    promoCodeIds: string[];
    appliedDiscounts: Array<{
      rank: number;
      promoCode: { id: string; name: string; description: string | null };
    }>;
    ticketGroups: Array<{
      seatTickets: Array<{ id: string; grossAmount: number; discountAmount: number }>;
      ancillaryTickets: Array<{ id: string; grossAmount: number; discountAmount: number }>;
    }>;
  }>;
}

/** Inserts a code of club `tenantId` (10 % off the order unless told otherwise). */
export async function insertPromoCode(
  db: Database,
  tenantId: string,
  code: Partial<typeof promoCodes.$inferInsert> & { id: string },
): Promise<void> {
  await db.insert(promoCodes).values({
    name: code.id.toUpperCase(),
    label: '-10 %',
    discountType: 'percent',
    discountValue: 10,
    scope: 'order',
    ...code,
    tenantId,
  });
}

/** Hands out race seats (see orders-fixture) one after another, so every order of a file gets its own. */
export function seatPicker(block: 'R1' | 'R2') {
  const all = RACE_ROWS.flatMap((row) =>
    Array.from({ length: RACE_COLUMNS }, (_, c) => raceSeat(block, row, c + 1)),
  );
  let next = 0;
  return (count: number) => {
    const seats = all.slice(next, next + count);
    if (seats.length < count) throw new Error(`block ${block} has no ${count} more seats`);
    next += count;
    return seats.map((seatId) => ({ blockId: block, seatId, productId: 'full' }));
  };
}

/** Applies codes as a checkout does: the order row locked first, then applyPromoCodes, one transaction. */
export function applyCodes(
  bed: OrdersTestbed,
  input: { customerId: string; orderId: string; promoCodeIds: string[]; club?: Club },
): Promise<PromoAmounts> {
  const tenant = tenantSchema.parse(TESTBED_TENANTS[input.club ?? 'riviera']);
  const now = bed.clock.now();
  return inTransaction(bed.db, async (client) => {
    await lockOrderOnHoldWith(client, {
      tenantId: tenant.slug,
      customerId: input.customerId,
      orderId: input.orderId,
      now,
    });
    return applyPromoCodes(client, {
      tenant,
      customerId: input.customerId,
      orderId: input.orderId,
      promoCodeIds: input.promoCodeIds,
      now,
    });
  });
}

/** The `extensions` of an error thrown by {@link applyCodes}. */
export function extensionsOf(error: unknown): Record<string, unknown> {
  return (error as { extensions?: Record<string, unknown> }).extensions ?? {};
}
