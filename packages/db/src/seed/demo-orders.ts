import type { Tenant, TenantRegistry } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { DEMO_SOLD_ORDER, PRODUCT_IDS } from './catalogue/catalogue-plan';
import { SCHEDULE } from './catalogue/event-schedule';

/** Generated buyers of the demo orders; never the README's demo fan, whose order pages stay empty. */
export const DEMO_BUYERS = 12;
/** A believable past of sales for the dashboard, small enough to keep the seed fast. */
export const DEMO_ORDERS_PER_CLUB = 150;
/** Seats of one order at most: a few neighbours of one row, like a real booking. */
const MAX_SEATS_PER_ORDER = 4;
/** Demo rows are recognisable by these prefixes (and ids are stable per club, so re-seeding finds them). */
export const DEMO_ORDER_PREFIX = 'demo-ord-';
/** The promo code a few demo orders used: 10 % off the order (see promo-codes.ts). */
const DEMO_PROMO_ID = 'promo-welcome10';
const DEMO_PROMO_PERCENT = 10;
/** The counter's provider name (apps/api counter module), which makes an order a ticket-office sale. */
const COUNTER_PROVIDER = 'counter';
const ONLINE_PROVIDER = 'sandbox';
const PLAN_INSTALLMENTS = 3;

/** Matches whose demo sales already happened: the last one played and those on sale or sold out. */
const SOLD_MATCHES = SCHEDULE.filter((m) => ['passed', 'opened', 'sold-out'].includes(m.scenario)).map(
  (m) => m.id,
);

const FIRST_NAMES = ['Léa', 'Hugo', 'Emma', 'Lucas', 'Chloé', 'Nathan', 'Inès', 'Louis', 'Jade', 'Adam'];
const LAST_NAMES = ['Martin', 'Bernard', 'Petit', 'Robert', 'Richard', 'Moreau', 'Simon', 'Laurent'];

/** Stable number in [0, 1) from a text, as the stock's draws (write-stock.ts). */
const draw = (text: ReturnType<typeof sql>) => sql`((hashtext(${text}) & 65535) / 65536.0)`;

/**
 * When a demo order was confirmed, from its id alone: 2 to 29 days before `now`, denser towards
 * today (sales pick up as matches near), at a varied time. Two days at least, so the match played
 * yesterday was bought before its kick-off.
 */
const confirmedAt = (id: ReturnType<typeof sql>, now: Date) =>
  sql`(${now.toISOString()}::timestamptz - make_interval(
    days => 2 + floor(27 * power(${draw(id)}, 2))::int,
    mins => (hashtext(${id} || ':m') & 1023)))`;

/** What {@link seedDemoOrders} wrote for one club (0 orders when they already existed). */
export interface DemoOrdersReport {
  tenant: string;
  orders: number;
  seats: number;
}

/**
 * Gives a bounded subset of each demo club's demo-sold seats (`order_id` {@link DEMO_SOLD_ORDER})
 * real confirmed orders of generated buyers, so the dashboard's money, sales per day, channels and
 * payment types have data (ADR 0050): the seats stay sold, only their order changes, so availability
 * is untouched. A mix of online single payments, instalment plans, counter sales in cash or by card
 * and a few orders with a promo code. No mail and no invoice is written (the seed sends nothing).
 * Created once per club; on a later start only their dates move along with `now`, so the last
 * 30 days always show sales.
 */
export async function seedDemoOrders(
  db: DbExecutor,
  registry: TenantRegistry,
  now: Date,
): Promise<DemoOrdersReport[]> {
  const reports: DemoOrdersReport[] = [];
  for (const tenant of registry.tenants) reports.push(await seedClubOrders(db, tenant, now));
  return reports;
}

async function seedClubOrders(db: DbExecutor, tenant: Tenant, now: Date): Promise<DemoOrdersReport> {
  const tenantId = tenant.slug;
  const like = `${DEMO_ORDER_PREFIX}%`;
  const { rows: existing } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from orders where tenant_id = ${tenantId} and id like ${like}`,
  );
  if ((existing[0]?.n ?? 0) > 0) {
    await refreshDates(db, tenantId, now);
    return { tenant: tenantId, orders: 0, seats: 0 };
  }

  await db.execute(sql`
    insert into customers (tenant_id, email, first_name, last_name, gender, country, preferred_locale,
      email_verified_at, created_at, updated_at)
    select ${tenantId}, b.email,
      (${sql.param(FIRST_NAMES)}::text[])[1 + g % ${FIRST_NAMES.length}],
      (${sql.param(LAST_NAMES)}::text[])[1 + g % ${LAST_NAMES.length}],
      'unknown', ${tenant.country}, ${tenant.locales[0] ?? 'en'}, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from generate_series(1, ${DEMO_BUYERS}) g
    cross join lateral (select format('buyer-%s@demo.stadio.example', lpad(g::text, 2, '0')) as email) b
    where not exists (
      select 1 from customers c where c.tenant_id = ${tenantId} and c.email = b.email and c.deleted_at is null
    )`);

  // The orders' seats: bundles of 1 to 4 demo-sold neighbours of a row, drawn stably, without the
  // seats on resale (their "holders" are the demo's anonymous fans).
  await db.execute(sql`drop table if exists demo_order_seats`);
  await db.execute(sql`
    create temp table demo_order_seats on commit drop as
    with cand as (
      select es.event_id, es.seat_id, es.block_id, s.category_id,
        es.event_id || ':' || es.block_id || ':' || s.row || ':' ||
          ((row_number() over (partition by es.event_id, es.block_id, s.row order by s."column") - 1)
            / ${MAX_SEATS_PER_ORDER}) as bundle,
        (row_number() over (partition by es.event_id, es.block_id, s.row order by s."column") - 1)
          % ${MAX_SEATS_PER_ORDER} as place
      from event_seats es
      join seats s on s.tenant_id = es.tenant_id and s.id = es.seat_id
      where es.tenant_id = ${tenantId} and es.event_id = any(${sql.param(SOLD_MATCHES)}::text[])
        and es.status = 'confirmed' and es.order_id = ${DEMO_SOLD_ORDER}
        and not exists (
          select 1 from resale_listings r
          where r.tenant_id = es.tenant_id and r.event_id = es.event_id and r.seat_id = es.seat_id
        )
    ),
    picked as (
      select bundle, ${DEMO_ORDER_PREFIX} || lpad((row_number() over (order by hashtext(bundle), bundle))::text, 3, '0') as order_id,
        row_number() over (order by hashtext(bundle), bundle) as n
      from (select distinct bundle from cand) b
      order by hashtext(bundle), bundle
      limit ${DEMO_ORDERS_PER_CLUB}
    )
    select p.n::int as n, p.order_id, c.event_id, c.seat_id, c.block_id, c.category_id, c.place::int as place,
      case when reduced.price_cents is not null and (hashtext(c.seat_id) & 7) = 0
        then ${PRODUCT_IDS.reduced} else ${PRODUCT_IDS.full} end as product_id,
      case when reduced.price_cents is not null and (hashtext(c.seat_id) & 7) = 0
        then reduced.price_cents else full_price.price_cents end as price_cents,
      -- One order in seven used the 10 % code; counter sales take no code.
      case when p.n % 7 = 2 and p.n % 9 <> 4 then -round(
        (case when reduced.price_cents is not null and (hashtext(c.seat_id) & 7) = 0
          then reduced.price_cents else full_price.price_cents end) * ${DEMO_PROMO_PERCENT} / 100.0)::int
        else 0 end as discount_cents
    from picked p
    join cand c on c.bundle = p.bundle
    join event_prices full_price on full_price.tenant_id = ${tenantId} and full_price.event_id = c.event_id
      and full_price.category_id = c.category_id and full_price.product_id = ${PRODUCT_IDS.full}
    left join event_prices reduced on reduced.tenant_id = ${tenantId} and reduced.event_id = c.event_id
      and reduced.category_id = c.category_id and reduced.product_id = ${PRODUCT_IDS.reduced}
    where c.place < 1 + (hashtext(p.bundle || ':size') & 3)`);

  const at = confirmedAt(sql`o.order_id`, now);
  const orders = await db.execute(sql`
    insert into orders (tenant_id, id, customer_id, status, confirmed_at, promo_code_ids, created_at, updated_at)
    select ${tenantId}, o.order_id, c.id, 'confirmed', ${at},
      case when o.promo then array[${DEMO_PROMO_ID}]::text[] else '{}'::text[] end, ${at}, ${at}
    from (select order_id, min(n) as n, bool_or(discount_cents < 0) as promo from demo_order_seats group by order_id) o
    join customers c on c.tenant_id = ${tenantId} and c.deleted_at is null
      and c.email = format('buyer-%s@demo.stadio.example', lpad((1 + (o.n - 1) % ${DEMO_BUYERS})::text, 2, '0'))`);
  await db.execute(sql`
    insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
    select distinct ${tenantId}, 'demo-grp-' || substr(o.order_id, ${DEMO_ORDER_PREFIX.length + 1}), o.order_id,
      'event', o.event_id, ${at}
    from demo_order_seats o`);
  const seats = await db.execute(sql`
    insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, seat_id, block_id, category_id,
      product_id, price_cents, discount_cents, status, created_at)
    select ${tenantId}, 'demo-tkt-' || substr(o.order_id, ${DEMO_ORDER_PREFIX.length + 1}) || '-' || (o.place + 1),
      o.order_id, 'demo-grp-' || substr(o.order_id, ${DEMO_ORDER_PREFIX.length + 1}), o.event_id, o.seat_id,
      o.block_id, o.category_id, o.product_id, o.price_cents, o.discount_cents, 'confirmed', ${at}
    from demo_order_seats o`);
  // The mix: one order in nine at the counter (every other one in cash), one in eleven on a plan.
  await db.execute(sql`
    insert into payments (tenant_id, id, order_id, provider, kind, amount_cents, currency, status,
      number_of_installments, payment_type, created_at, updated_at)
    select ${tenantId}, 'demo-pay-' || substr(o.order_id, ${DEMO_ORDER_PREFIX.length + 1}), o.order_id,
      case when o.n % 9 = 4 then ${COUNTER_PROVIDER} else ${ONLINE_PROVIDER} end,
      case when o.n % 11 = 6 and o.n % 9 <> 4 then 'installment_plan' else 'single' end,
      o.total, ${tenant.currency}, 'succeeded',
      case when o.n % 11 = 6 and o.n % 9 <> 4 then ${PLAN_INSTALLMENTS} else 1 end,
      case when o.n % 18 = 4 then 'cash' else 'credit_card' end, ${at}, ${at}
    from (select order_id, min(n) as n, sum(price_cents + discount_cents)::int as total
          from demo_order_seats group by order_id) o`);
  // A plan's first instalment is paid at checkout, the next ones monthly; none is left for the
  // charging job (no next attempt), as the demo has no saved card to charge.
  await db.execute(sql`
    insert into installments (tenant_id, payment_id, rank, due_date, amount_cents, status, paid_at)
    select p.tenant_id, p.id, r,
      ((p.created_at + make_interval(months => r - 1)) at time zone ${tenant.timeZone})::date,
      p.amount_cents / ${PLAN_INSTALLMENTS} + case when r = 1 then p.amount_cents % ${PLAN_INSTALLMENTS} else 0 end,
      case when p.created_at + make_interval(months => r - 1) <= ${now.toISOString()}::timestamptz
        then 'paid' else 'scheduled' end,
      case when p.created_at + make_interval(months => r - 1) <= ${now.toISOString()}::timestamptz
        then p.created_at + make_interval(months => r - 1) end
    from payments p cross join generate_series(1, ${PLAN_INSTALLMENTS}) r
    where p.tenant_id = ${tenantId} and p.id like 'demo-pay-%' and p.kind = 'installment_plan'`);
  await db.execute(sql`
    update event_seats es set order_id = o.order_id
    from demo_order_seats o
    where es.tenant_id = ${tenantId} and es.event_id = o.event_id and es.seat_id = o.seat_id
      and es.order_id = ${DEMO_SOLD_ORDER}`);
  await db.execute(sql`drop table demo_order_seats`);
  return { tenant: tenantId, orders: orders.rowCount ?? 0, seats: seats.rowCount ?? 0 };
}

/** Moves the demo orders' dates along with `now`, so the dashboard's last 30 days keep their sales. */
async function refreshDates(db: DbExecutor, tenantId: string, now: Date): Promise<void> {
  const like = `${DEMO_ORDER_PREFIX}%`;
  const at = confirmedAt(sql`o.id`, now);
  await db.execute(sql`
    update orders o set confirmed_at = ${at}, created_at = ${at}, updated_at = ${at}
    where o.tenant_id = ${tenantId} and o.id like ${like} and o.status = 'confirmed'`);
  await db.execute(sql`
    update payments p set created_at = o.confirmed_at, updated_at = o.confirmed_at
    from orders o
    where p.tenant_id = ${tenantId} and p.id like 'demo-pay-%' and o.tenant_id = p.tenant_id and o.id = p.order_id`);
}
