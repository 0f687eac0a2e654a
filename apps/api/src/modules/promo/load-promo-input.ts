import type { SqlExecutor } from '../../database/sql-client';
import { PLASTIC_CARD_PRODUCT_ID } from '../orders/plastic-card';
import type { PromoCustomer, PromoLine, PromoUsage } from './engine/promo-types';
import { liveOrderCondition } from './live-use';
import { PROMO_CODE_COLUMNS, type PromoCodeSqlRow } from './promo-code-row';

/**
 * The live lines of an order, seat tickets then ancillaries, each in the order they were added;
 * seats bought on resale are marked, which no code discounts (docs/product.md#resale).
 */
export async function loadOrderLines(
  executor: SqlExecutor,
  tenantId: string,
  orderId: string,
): Promise<PromoLine[]> {
  const seats = await executor.query<Omit<PromoLine, 'kind'>>(
    `select t.id, t.price_cents as "priceCents", t.event_id as "eventId", g.pack_id as "packId",
       t.category_id as "categoryId", t.product_id as "productId",
       t.resale_listing_id is not null as "isResale"
     from seat_tickets t
     join ticket_groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
     where t.tenant_id = $1 and t.order_id = $2 and t.status <> 'released'
     order by t.created_at, t.id`,
    [tenantId, orderId],
  );
  const ancillaries = await executor.query<Omit<PromoLine, 'kind'>>(
    `select a.id, a.price_cents as "priceCents", p.event_id as "eventId", null as "packId",
       null as "categoryId", coalesce(a.parking_product_id, $3) as "productId", false as "isResale"
     from ancillary_tickets a
     left join parking_products p on p.tenant_id = a.tenant_id and p.id = a.parking_product_id
     where a.tenant_id = $1 and a.order_id = $2 and a.status <> 'released'
     order by a.created_at, a.id`,
    [tenantId, orderId, PLASTIC_CARD_PRODUCT_ID],
  );
  return [
    ...seats.rows.map((row) => ({ ...row, kind: 'seat' as const })),
    ...ancillaries.rows.map((row) => ({ ...row, kind: 'ancillary' as const })),
  ];
}

/** The customer as the codes' eligibility sees them (a vanished account is no early bird). */
export async function loadPromoCustomer(
  executor: SqlExecutor,
  tenantId: string,
  customerId: string,
): Promise<PromoCustomer> {
  const result = await executor.query<{ isEarlyBird: boolean }>(
    `select is_early_bird as "isEarlyBird" from customers where tenant_id = $1 and id = $2::uuid`,
    [tenantId, customerId],
  );
  return { id: customerId, isEarlyBird: result.rows[0]?.isEarlyBird ?? false };
}

/**
 * The club's codes among `ids`, by id. With `lock`, their rows stay locked (`for update`, in id
 * order so two checkouts never wait on each other crosswise) until the transaction ends: a second
 * checkout with the same code then counts uses only after the first one has committed its own.
 */
export async function loadPromoRules(
  executor: SqlExecutor,
  tenantId: string,
  ids: readonly string[],
  options: { lock: boolean },
): Promise<Map<string, PromoCodeSqlRow>> {
  if (ids.length === 0) return new Map();
  const result = await executor.query<PromoCodeSqlRow>(
    `select ${PROMO_CODE_COLUMNS} from promo_codes
     where tenant_id = $1 and id = any($2::text[])
     order by id ${options.lock ? 'for update' : ''}`,
    [tenantId, [...new Set(ids)]],
  );
  return new Map(result.rows.map((row) => [row.id, row]));
}

/** Live uses of `codeIds` by orders other than `orderId` (see live-use.ts), by code. */
export async function loadPromoUsage(
  executor: SqlExecutor,
  scope: { tenantId: string; customerId: string; orderId: string; now: Date },
  codeIds: readonly string[],
): Promise<Map<string, PromoUsage>> {
  if (codeIds.length === 0) return new Map();
  const result = await executor.query<{
    promoCodeId: string;
    orders: number;
    customerOrders: number;
    customerEventIds: string[];
  }>(
    `select u.promo_code_id as "promoCodeId",
       count(distinct u.order_id)::int as orders,
       (count(distinct u.order_id) filter (where o.customer_id = $3::uuid))::int as "customerOrders",
       coalesce(array_agg(distinct u.event_id) filter (where o.customer_id = $3::uuid and u.event_id is not null),
         '{}') as "customerEventIds"
     from promo_code_uses u
     join orders o on o.tenant_id = u.tenant_id and o.id = u.order_id
     where u.tenant_id = $1 and u.promo_code_id = any($2::text[]) and u.order_id <> $4
       and ${liveOrderCondition('$5')}
     group by u.promo_code_id`,
    [scope.tenantId, [...codeIds], scope.customerId, scope.orderId, scope.now],
  );
  return new Map(result.rows.map(({ promoCodeId, ...usage }) => [promoCodeId, usage satisfies PromoUsage]));
}
