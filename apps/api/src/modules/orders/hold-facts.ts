import type { CreateOrderTicket } from './order-args';
import { runStatement, type NamedStatement, type SqlExecutor } from './sql-client';

/** A sale channel's window and cart limit, times in epoch milliseconds. */
export interface ChannelFacts {
  saleChannelId: string;
  opens: number;
  closes: number;
  earlyBirdOpens: number | null;
  limit: number | null;
}

/** The event or pack a selection is for, as stored (unknown ids give none). */
export interface TargetFacts {
  id: string;
  arenaId: string;
  arenaLimit: number | null;
  /** Channel configurations, by channel id. */
  channels: ChannelFacts[];
  /** Events only. */
  isArchived?: boolean;
  saleStatus?: string;
  start?: number;
  /** Packs only: the pack's events, soonest first. */
  eventIds?: string[];
}

/** Everything a hold checks before its transaction, read in one query (ADR 0008). */
export interface HoldFacts {
  /** Null when the customer does not exist at this club or was deleted. */
  customer: { isEarlyBird: boolean } | null;
  target: TargetFacts | null;
  /** Active prices (active category and product) of the selection's products. */
  prices: Array<{ categoryId: string; productId: string; priceCents: number }>;
  /** The selection's blocks that are in the target's venue. */
  blocks: Array<{ id: string; isOpenSeating: boolean; categoryId: string }>;
  seats: Array<{ id: string; blockId: string; categoryId: string }>;
  /** Listings on sale of the selection's resale seats, offered as the catalogue offers them. */
  listings: Array<{ id: string; seatId: string; productId: string; priceCents: number }>;
}

const epoch = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

// $1 tenant, $2 customer, $3 event or pack id, $4 block ids, $5 seat ids, then for events $6 resale
// seat ids and $7 product ids, for packs (never resold) $6 product ids. Each part is a subquery on a primary key or a tenant-scoped index.
const COMMON = `
  (select json_build_object('isEarlyBird', c.is_early_bird) from customers c
    where c.tenant_id = $1 and c.id = $2::uuid and c.deleted_at is null) as customer,
  coalesce((select json_agg(json_build_object('id', b.id, 'isOpenSeating', b.is_open_seating,
      'categoryId', b.category_id))
    from blocks b where b.tenant_id = $1 and b.id = any($4::text[]) and b.arena_id = (select arena_id from target)),
    '[]') as blocks,
  coalesce((select json_agg(json_build_object('id', s.id, 'blockId', s.block_id, 'categoryId', s.category_id))
    from seats s where s.tenant_id = $1 and s.id = any($5::text[])), '[]') as seats`;

const EVENT_FACTS: NamedStatement = {
  name: 'orders.hold_facts.event',
  text: `
with target as (select * from events where tenant_id = $1 and id = $3)
select
  (select json_build_object('id', e.id, 'arenaId', e.arena_id, 'isArchived', e.is_archived,
      'saleStatus', e.sale_status, 'start', ${epoch('e.start_datetime')},
      'arenaLimit', (select a.website_max_tickets_in_cart from arenas a where a.tenant_id = $1 and a.id = e.arena_id),
      'channels', coalesce((select json_agg(json_build_object('saleChannelId', cc.sale_channel_id,
          'opens', ${epoch('cc.opening_datetime')}, 'closes', ${epoch('cc.closing_datetime')},
          'earlyBirdOpens', ${epoch('cc.early_bird_opening_datetime')},
          'limit', cc.max_individual_seat_tickets_in_cart) order by cc.sale_channel_id)
        from event_channel_configurations cc
        join sale_channels sc on sc.tenant_id = cc.tenant_id and sc.id = cc.sale_channel_id
        where cc.tenant_id = $1 and cc.event_id = e.id), '[]'))
    from target e) as target,
  coalesce((select json_agg(json_build_object('categoryId', p.category_id, 'productId', p.product_id,
      'priceCents', p.price_cents))
    from event_prices p
    join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id and c.is_active
    join products pr on pr.tenant_id = p.tenant_id and pr.id = p.product_id and pr.is_active
    where p.tenant_id = $1 and p.event_id = $3 and p.product_id = any($7::text[])), '[]') as prices,
  coalesce((select json_agg(json_build_object('id', l.id, 'seatId', l.seat_id, 'productId', l.product_id,
      'priceCents', l.price_cents))
    from resale_listings l
    join products pr on pr.tenant_id = l.tenant_id and pr.id = l.product_id and pr.is_active
    join seats s on s.tenant_id = l.tenant_id and s.id = l.seat_id
    join categories c on c.tenant_id = s.tenant_id and c.id = s.category_id and c.is_active
    where l.tenant_id = $1 and l.event_id = $3 and l.seat_id = any($6::text[]) and l.status = 'on_sale'),
    '[]') as listings,
  ${COMMON}`,
};

const PACK_FACTS: NamedStatement = {
  name: 'orders.hold_facts.pack',
  text: `
with target as (select * from campaign_packs where tenant_id = $1 and id = $3)
select
  (select json_build_object('id', k.id, 'arenaId', k.arena_id,
      'arenaLimit', (select a.website_max_tickets_in_cart from arenas a where a.tenant_id = $1 and a.id = k.arena_id),
      'channels', coalesce((select json_agg(json_build_object('saleChannelId', cc.sale_channel_id,
          'opens', ${epoch('cc.opening_datetime')}, 'closes', ${epoch('cc.closing_datetime')},
          'earlyBirdOpens', null, 'limit', cc.max_campaign_packs_in_cart) order by cc.sale_channel_id)
        from pack_channel_configurations cc
        join sale_channels sc on sc.tenant_id = cc.tenant_id and sc.id = cc.sale_channel_id
        where cc.tenant_id = $1 and cc.pack_id = k.id), '[]'),
      'eventIds', coalesce((select json_agg(pe.event_id order by e.start_datetime, e.id)
        from campaign_pack_events pe join events e on e.tenant_id = pe.tenant_id and e.id = pe.event_id
        where pe.tenant_id = $1 and pe.pack_id = k.id), '[]'))
    from target k) as target,
  coalesce((select json_agg(json_build_object('categoryId', p.category_id, 'productId', p.product_id,
      'priceCents', p.price_cents))
    from pack_prices p
    join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id and c.is_active
    join products pr on pr.tenant_id = p.tenant_id and pr.id = p.product_id and pr.is_active
    where p.tenant_id = $1 and p.pack_id = $3 and p.product_id = any($6::text[])), '[]') as prices,
  '[]'::json as listings,
  ${COMMON}`,
};

/**
 * Reads in one round trip what a hold of `selection` for `target` checks: the customer, the event
 * (sale status and window) or pack (window, events), the venue's and channels' cart limits, the
 * active prices of the selection's products, its blocks and seats, and resale listings on sale.
 * Nothing is cached: a change to the catalogue applies to the next hold.
 */
export async function loadHoldFacts(
  executor: SqlExecutor,
  tenantId: string,
  customerId: string,
  target: { eventId?: string | null; packId?: string | null },
  selection: readonly CreateOrderTicket[],
): Promise<HoldFacts> {
  const seatIds = selection.flatMap((t) => (t.seatId ? [t.seatId] : []));
  const resaleSeatIds = selection.flatMap((t) => (t.isFromResale && t.seatId ? [t.seatId] : []));
  const common = [
    tenantId,
    customerId,
    target.eventId ?? target.packId ?? '',
    [...new Set(selection.map((t) => t.blockId))],
    seatIds,
  ];
  const productIds = [...new Set(selection.map((t) => t.productId))];
  const [row] = target.eventId
    ? await runStatement<HoldFacts>(executor, EVENT_FACTS, [...common, resaleSeatIds, productIds])
    : await runStatement<HoldFacts>(executor, PACK_FACTS, [...common, productIds]);
  if (!row) throw new Error('the hold facts query returned no row');
  return row;
}
