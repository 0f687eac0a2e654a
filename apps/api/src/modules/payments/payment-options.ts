import { orders } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq } from 'drizzle-orm';
import { checkOnHold } from '../orders/lock-order';
import type { OrderScope } from '../orders/order-scope';
import { poolOf } from '../../database/sql-client';
import { loadPromoEvaluation } from '../promo/apply-promo-codes';
import type { PromoGuesses } from '../promo/promo-guesses';
import { clubSchedule, installmentCountsFor } from './installment-schedule';
import type { PaymentOptionsArgs } from './payment-args';

/**
 * How the customer can pay their order on hold with these codes (read only): the discounted
 * total, single payment when the club offers it (or when there is nothing to pay), and each
 * instalment plan the club offers for this total with its schedule from today. Its total tells
 * whether a code exists, so unknown codes count against the fan's `guesses` (ADR 0041).
 */
export async function paymentOptions(
  scope: OrderScope,
  args: PaymentOptionsArgs,
  guesses?: PromoGuesses,
): Promise<Gql.PaymentOptions> {
  const { db, tenant, now } = scope;
  const [order] = await db
    .select({ status: orders.status, expiresAt: orders.expiresAt })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenant.slug),
        eq(orders.id, args.orderId),
        eq(orders.customerId, args.customerId),
      ),
    );
  checkOnHold(order, now);
  const amounts = await loadPromoEvaluation(poolOf(db), {
    tenant,
    customerId: args.customerId,
    orderId: args.orderId,
    promoCodeIds: args.promoCodeIds,
    now,
    guesses,
  });
  const total = amounts.totalCents;
  return {
    totalAmount: total,
    singlePayment: tenant.payment.singlePayment || total === 0,
    installmentPlans: installmentCountsFor(tenant, total).map((count) => ({
      numberOfInstallments: count,
      installments: clubSchedule(tenant, total, count, now).map((i) => ({
        rank: i.rank,
        dueDate: i.dueDate,
        amount: i.amountCents,
        status: 'SCHEDULED' as const,
      })),
    })),
  };
}
