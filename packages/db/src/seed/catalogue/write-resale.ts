import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../client';
import { DEMO_SOLD_ORDER, PRODUCT_IDS, type CataloguePlan } from './catalogue-plan';

/** Listings per match with resale: enough to find some on the map, few enough to stay an exception. */
const LISTINGS = 20;
const LISTING_PREFIX = 'demo-resale-';

/**
 * Puts a few demo-sold seats of the matches with resale back on sale by their "holders", at face
 * value or a little under (reselling above face value is unlawful for French sport events); the
 * face value a buyer's later listing is capped on is the seat's full price.
 * Only once per match: when a match already has demo listings nothing is added, so sold or
 * withdrawn listings are not replaced on the next start. Returns the listings added.
 */
export async function writeResale(
  db: DbExecutor,
  tenantId: string,
  plan: CataloguePlan,
  description: string,
): Promise<number> {
  let added = 0;
  for (const match of plan.schedule.filter((m) => m.hasResale)) {
    const result = await db.execute(sql`
      insert into resale_listings
        (tenant_id, id, event_id, seat_id, block_id, product_id, price_cents, face_value_cents, description, status)
      select es.tenant_id, ${LISTING_PREFIX} || es.event_id || '-' || es.seat_id, es.event_id, es.seat_id,
        es.block_id, ${PRODUCT_IDS.resale},
        (round(p.price_cents * (100 - (hashtext(es.seat_id) & 7)) / 100.0 / 50) * 50)::int,
        p.price_cents, ${description}, 'on_sale'
      from event_seats es
      join seats s on s.tenant_id = es.tenant_id and s.id = es.seat_id
      join event_prices p on p.tenant_id = es.tenant_id and p.event_id = es.event_id
        and p.category_id = s.category_id and p.product_id = ${PRODUCT_IDS.full}
      where es.tenant_id = ${tenantId} and es.event_id = ${match.id}
        and es.status = 'confirmed' and es.order_id = ${DEMO_SOLD_ORDER}
        and not exists (
          select 1 from resale_listings r
          where r.tenant_id = ${tenantId} and r.event_id = ${match.id} and r.id like ${`${LISTING_PREFIX}%`}
        )
      order by hashtext(es.seat_id || ':resale')
      limit ${LISTINGS}
      on conflict do nothing`);
    added += result.rowCount ?? 0;
  }
  return added;
}
