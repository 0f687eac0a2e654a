import { localOfInstant } from '@stadio/catalogue';
import type { DbExecutor, PromoCodeRow } from '@stadio/db';
import { sql } from 'drizzle-orm';
import { liveOrderCondition } from '../promo/live-use';

/** The states a code is listed by (docs/staff-roles.md, PROMO_VIEW). */
export type PromoState = 'ACTIVE' | 'NOT_YET_VALID' | 'EXPIRED' | 'USED_UP' | 'DISABLED';

/** A code's uses and what its confirmed orders brought, in cents. */
export interface PromoStats {
  used: number;
  confirmedOrders: number;
  revenue: number;
  discount: number;
}

const NO_STATS: PromoStats = { used: 0, confirmedOrders: 0, revenue: 0, discount: 0 };

/**
 * Where a code stands at `now`: disabled first (the checkout refuses it whatever its dates), then
 * its validity window, then its uses against its limit, as the checkout counts them.
 */
export function stateOf(
  row: Pick<PromoCodeRow, 'isActive' | 'validFrom' | 'validUntil' | 'usageLimit'>,
  used: number,
  now: Date,
): PromoState {
  if (!row.isActive) return 'DISABLED';
  if (row.validFrom && row.validFrom > now) return 'NOT_YET_VALID';
  if (row.validUntil && row.validUntil <= now) return 'EXPIRED';
  if (row.usageLimit !== null && used >= row.usageLimit) return 'USED_UP';
  return 'ACTIVE';
}

const SCOPE = { order: 'ORDER', seat_tickets: 'SEATS', ancillaries: 'OPTIONS' } as const;

/** The BackOfficePromoCode of a row: promo-codes.json's words, dates local to the club. */
export function promoView(
  row: PromoCodeRow,
  context: { timeZone: string; arenaId: string; now: Date; batchId?: string | null },
  stats: PromoStats = NO_STATS,
) {
  const local = (at: Date | null) => (at ? localOfInstant(at, context.timeZone) : null);
  const prefix = `${context.arenaId}-`;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    label: row.label,
    percent: row.discountType === 'percent' ? row.discountValue : null,
    amount: row.discountType === 'absolute' ? row.discountValue : null,
    on: SCOPE[row.scope],
    combinable: row.canBeCumulated,
    rank: row.rank,
    minOrderAmount: row.minOrderAmountCents,
    maxOrderAmount: row.maxOrderAmountCents,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerUsageLimit,
    oncePerMatchPerCustomer: row.oneUsePerEventPerCustomer,
    validFrom: local(row.validFrom),
    validUntil: local(row.validUntil),
    matches: row.eventIds,
    packs: row.packIds,
    categories: row.categoryIds.map((id) => (id.startsWith(prefix) ? id.slice(prefix.length) : id)),
    products: row.productIds,
    earlyBirdsOnly: row.earlyBirdsOnly,
    active: row.isActive,
    state: stateOf(row, stats.used, context.now),
    ...stats,
    batchId: context.batchId ?? null,
  };
}

export type PromoView = ReturnType<typeof promoView>;

/** What an audit row keeps of a code: its columns but the creation time. */
export function auditedCode(row: PromoCodeRow) {
  const { createdAt: _createdAt, tenantId: _tenantId, ...rest } = row;
  return rest;
}

/** The order totals of an orders row `o`, as the staff order view sums them. */
const ORDER_TOTALS = sql`
  cross join lateral (select
    coalesce((select sum(price_cents + discount_cents) from seat_tickets where tenant_id = o.tenant_id and order_id = o.id), 0)
    + coalesce((select sum(price_cents + discount_cents) from ancillary_tickets where tenant_id = o.tenant_id and order_id = o.id), 0) as total,
    - coalesce((select sum(discount_cents) from seat_tickets where tenant_id = o.tenant_id and order_id = o.id), 0)
    - coalesce((select sum(discount_cents) from ancillary_tickets where tenant_id = o.tenant_id and order_id = o.id), 0) as discount
  ) t`;

/**
 * Uses (orders holding one now, as the checkout counts them: liveOrderCondition) and, of the
 * confirmed orders that used each code, their number, total and discount, for the club's codes
 * (or those of `ids`).
 */
export async function readPromoStats(
  db: DbExecutor,
  tenantId: string,
  now: Date,
  ids?: readonly string[],
): Promise<Map<string, PromoStats>> {
  const live = sql.raw(liveOrderCondition(`'${now.toISOString()}'::timestamptz`));
  const only = ids ? sql`and u.promo_code_id = any(${sql.param([...ids])}::text[])` : sql``;
  const result = await db.execute(sql`
    with uses as (
      select distinct u.promo_code_id, u.order_id from promo_code_uses u
      where u.tenant_id = ${tenantId} ${only}
    )
    select u.promo_code_id as id,
      count(*) filter (where ${live})::int as used,
      count(*) filter (where o.status = 'confirmed')::int as confirmed,
      coalesce(sum(t.total) filter (where o.status = 'confirmed'), 0)::int as revenue,
      coalesce(sum(t.discount) filter (where o.status = 'confirmed'), 0)::int as discount
    from uses u
    join orders o on o.tenant_id = ${tenantId} and o.id = u.order_id
    ${ORDER_TOTALS}
    group by u.promo_code_id`);
  const stats = new Map<string, PromoStats>();
  for (const row of result.rows as Array<Record<string, number | string>>)
    stats.set(String(row.id), {
      used: Number(row.used),
      confirmedOrders: Number(row.confirmed),
      revenue: Number(row.revenue),
      discount: Number(row.discount),
    });
  return stats;
}

/** The orders that used a code, newest first, with what each cost and took off. */
export async function readPromoUses(db: DbExecutor, tenantId: string, codeId: string) {
  const result = await db.execute(sql`
    select o.id as "orderId", upper(o.status) as status, c.email as "customerEmail",
      min(u.created_at) as "usedAt", min(t.total)::int as total, min(t.discount)::int as discount
    from promo_code_uses u
    join orders o on o.tenant_id = u.tenant_id and o.id = u.order_id
    join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    ${ORDER_TOTALS}
    where u.tenant_id = ${tenantId} and u.promo_code_id = ${codeId}
    group by o.id, o.status, c.email
    order by min(u.created_at) desc, o.id`);
  return (result.rows as Array<Record<string, unknown>>).map((row) => ({
    orderId: String(row.orderId),
    status: String(row.status) as 'ONHOLD' | 'CONFIRMED' | 'CANCELLED' | 'ABANDONED',
    customerEmail: String(row.customerEmail),
    usedAt: new Date(row.usedAt as string).toISOString(),
    total: Number(row.total),
    discount: Number(row.discount),
  }));
}
