import type { ExportFilters } from './export-args';
import type { ExportKind } from './export-kinds';

/*
 * One SELECT per kind (docs/product.md#exports), run through a server-side cursor
 * (export-cursor.ts). Every query is scoped by `tenant_id = $1`, joins only within the club, and
 * lets PostgreSQL turn instants into the club's wall time (`$3`, its IANA zone) so the writers
 * never convert dates. Parameters: $1 club, $2 language of catalogue names, $3 time zone,
 * $4 event, $5 first day, $6 last day (days of the club's calendar, both included), $7 status.
 * Money comes back in integer cents.
 */

const local = (column: string) => `to_char(${column} at time zone $3, 'YYYY-MM-DD HH24:MI:SS')`;
const name = (alias: string) =>
  `coalesce(nullif(btrim(${alias}.name_translations ->> $2::text), ''), ${alias}.name)`;
/** The day filter on an instant column: from the first day's midnight to the end of the last day. */
const within = (column: string) =>
  `($5::date is null or ${column} >= ($5::date)::timestamp at time zone $3)
   and ($6::date is null or ${column} < ($6::date + 1)::timestamp at time zone $3)`;
const ofEvent = (orderAlias: string) =>
  `($4::text is null or exists (select 1 from seat_tickets e where e.tenant_id = ${orderAlias}.tenant_id
     and e.order_id = ${orderAlias}.id and e.event_id = $4::text))`;
const seatLabel = `case when s.id is null then null else s.row_name || ' ' || s.seat_number end`;

const QUERIES: Record<ExportKind, string> = {
  orders: `
    select o.id as "orderId", ${local('o.created_at')} as "createdAt", ${local('o.confirmed_at')} as "confirmedAt",
      o.status, c.email as "customerEmail", c.first_name as "customerFirstName", c.last_name as "customerLastName",
      (select count(*) from seat_tickets t where t.tenant_id = o.tenant_id and t.order_id = o.id)::int as "ticketCount",
      amounts.gross, amounts.discount, amounts.gross + amounts.discount as total,
      (select coalesce(sum(r.amount_cents), 0) from refunds r join payments p
         on p.tenant_id = r.tenant_id and p.id = r.payment_id
       where p.tenant_id = o.tenant_id and p.order_id = o.id)::int as refunded,
      (select string_agg(pc.name, ', ' order by pc.name) from promo_codes pc
       where pc.tenant_id = o.tenant_id and pc.id = any(o.promo_code_ids)) as "promoCodes"
    from orders o
    join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    cross join lateral (
      select coalesce(sum(x.price_cents), 0)::int as gross, coalesce(sum(x.discount_cents), 0)::int as discount
      from (select price_cents, discount_cents from seat_tickets where tenant_id = o.tenant_id and order_id = o.id
            union all
            select price_cents, discount_cents from ancillary_tickets where tenant_id = o.tenant_id and order_id = o.id) x
    ) amounts
    where o.tenant_id = $1 and ${ofEvent('o')} and ${within('o.created_at')}
      and ($7::text is null or o.status = $7::text)
    order by o.created_at, o.id`,
  tickets: `
    select t.id as "ticketId", t.order_id as "orderId", ${name('ev')} as event,
      ${local('ev.start_datetime')} as "eventStart", ${name('b')} as block, ${seatLabel} as seat,
      ${name('cat')} as category, ${name('p')} as product, t.price_cents as price, t.discount_cents as discount,
      t.status, t.holder_first_name as "holderFirstName", t.holder_last_name as "holderLastName",
      t.holder_email as "holderEmail", t.holder_phone_number as "holderPhone",
      t.holder_date_of_birth::text as "holderDateOfBirth", c.email as "buyerEmail",
      (select ${local('min(g.recorded_at)')} from gate_entries g
       where g.tenant_id = t.tenant_id and g.ticket_id = t.id) as "enteredAt"
    from seat_tickets t
    join orders o on o.tenant_id = t.tenant_id and o.id = t.order_id
    join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    left join events ev on ev.tenant_id = t.tenant_id and ev.id = t.event_id
    left join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
    left join seats s on s.tenant_id = t.tenant_id and s.id = t.seat_id
    left join categories cat on cat.tenant_id = t.tenant_id and cat.id = t.category_id
    left join products p on p.tenant_id = t.tenant_id and p.id = t.product_id
    where t.tenant_id = $1 and ($4::text is null or t.event_id = $4::text) and ${within('t.created_at')}
      and ($7::text is null or t.status = $7::text)
    order by ev.start_datetime nulls last, t.created_at, t.id`,
  entries: `
    select ${local('g.recorded_at')} as "recordedAt", ${local('g.scanned_at')} as "scannedAt", ${name('ev')} as event,
      g.ticket_id as "ticketId", ${name('b')} as block, ${seatLabel} as seat,
      t.holder_first_name as "holderFirstName", t.holder_last_name as "holderLastName",
      g.device_id as device, sa.email as steward
    from gate_entries g
    join seat_tickets t on t.tenant_id = g.tenant_id and t.id = g.ticket_id
    left join events ev on ev.tenant_id = g.tenant_id and ev.id = g.event_id
    left join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
    left join seats s on s.tenant_id = t.tenant_id and s.id = t.seat_id
    left join staff_accounts sa on sa.id = g.staff_id
    where g.tenant_id = $1 and ($4::text is null or g.event_id = $4::text) and ${within('g.recorded_at')}
      and $7::text is null
    order by g.recorded_at, g.ticket_id, g.version`,
  'promo-uses': `
    select ${local('u.created_at')} as "usedAt", pc.name as code, pc.label, u.order_id as "orderId",
      o.status as "orderStatus", c.email as "customerEmail", ${name('ev')} as event,
      (case when u.event_id is null
        then (select coalesce(sum(a.discount_cents), 0) from ancillary_tickets a
              where a.tenant_id = u.tenant_id and a.order_id = u.order_id)
        else (select coalesce(sum(t.discount_cents), 0) from seat_tickets t
              where t.tenant_id = u.tenant_id and t.order_id = u.order_id and t.event_id = u.event_id)
       end)::int as discount
    from promo_code_uses u
    join promo_codes pc on pc.tenant_id = u.tenant_id and pc.id = u.promo_code_id
    join orders o on o.tenant_id = u.tenant_id and o.id = u.order_id
    join customers c on c.tenant_id = u.tenant_id and c.id = u.customer_id
    left join events ev on ev.tenant_id = u.tenant_id and ev.id = u.event_id
    where u.tenant_id = $1 and ($4::text is null or u.event_id = $4::text) and ${within('u.created_at')}
      and ($7::text is null or o.status = $7::text)
    order by u.created_at, u.order_id, u.promo_code_id`,
  payments: `
    select p.id as "paymentId", p.order_id as "orderId", ${local('p.created_at')} as "createdAt", p.provider,
      p.payment_type as "paymentType", p.kind, p.number_of_installments as installments, p.status,
      p.amount_cents as amount, p.provider_reference as "providerReference", c.email as "customerEmail"
    from payments p
    join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
    join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
    where p.tenant_id = $1 and ${ofEvent('o')} and ${within('p.created_at')}
      and ($7::text is null or p.status = $7::text)
    order by p.created_at, p.id`,
  refunds: `
    select r.id as "refundId", ${local('r.created_at')} as "createdAt", p.order_id as "orderId",
      r.payment_id as "paymentId", r.amount_cents as amount, r.reason, r.provider_reference as "providerReference",
      cn.number as "creditNoteNumber", cn.amount_cents as "creditNoteAmount",
      ${local('cn.issued_at')} as "creditNoteIssuedAt"
    from refunds r
    join payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
    join orders o on o.tenant_id = p.tenant_id and o.id = p.order_id
    left join lateral (
      select n.number, n.amount_cents, n.issued_at from credit_notes n
      where n.tenant_id = r.tenant_id and r.id = any(n.refund_ids) order by n.number limit 1
    ) cn on true
    where r.tenant_id = $1 and ${ofEvent('o')} and ${within('r.created_at')} and $7::text is null
    order by r.created_at, r.id`,
};

/** The statement and parameters of one export. */
export function exportQuery(
  kind: ExportKind,
  scope: { tenantId: string; locale: string; timeZone: string; filters: ExportFilters },
): { text: string; values: unknown[] } {
  const { filters } = scope;
  return {
    // Every parameter typed once, so a query that does not use one (orders name no catalogue) still plans.
    text: `with params as (select $1::text, $2::text, $3::text, $4::text, $5::date, $6::date, $7::text) ${QUERIES[kind]}`,
    values: [
      scope.tenantId,
      scope.locale,
      scope.timeZone,
      filters.eventId,
      filters.from,
      filters.to,
      filters.status,
    ],
  };
}
