import { CLUB_REVISION } from '../catalogue/club-revision';
import type { BlockSeats, HoldFactsCache } from './hold-facts-cache';
import type { CreateOrderTicket } from './order-args';
import { runStatement, type NamedStatement, type SqlExecutor } from '../../database/sql-client';

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
  /** Events only: its waiting room, whose admission a hold then needs (ADR 0014). */
  waitingRoom?: { opensAt: number; admitPerMinute: number } | null;
}

/** An active price (active category and product) of an event or pack. */
export interface PriceFacts {
  categoryId: string;
  productId: string;
  priceCents: number;
}

/** A block of the target's venue. */
export interface BlockFacts {
  id: string;
  isOpenSeating: boolean;
  categoryId: string;
}

/** What the catalogue says of one event or pack: kept per catalogue revision (hold-facts-cache.ts). */
export interface TargetEntry {
  target: TargetFacts | null;
  prices: PriceFacts[];
  blocks: BlockFacts[];
}

/** Everything a hold checks of the catalogue before its statement (ADR 0008, ADR 0012). */
export interface HoldFacts extends TargetEntry {
  /** The club's catalogue revision these facts are from; the hold statement verifies it. */
  revision: number;
  /** The selection's seats of the target's venue (blocks that are not open seating). */
  seats: Array<{ id: string; blockId: string; categoryId: string }>;
  /**
   * Listings on sale of the selection's resale seats, offered as the catalogue offers them, with
   * the fan selling each (null for listings made outside the shop).
   */
  listings: Array<{
    id: string;
    seatId: string;
    productId: string;
    priceCents: number;
    sellerCustomerId: string | null;
  }>;
}

const epoch = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;

// Read in the statement's one snapshot with what it comes with, so both are of the same revision.
const REVISION = `${CLUB_REVISION}::float8 as revision`;

const PRICES = (table: string, column: string) => `
  coalesce((select json_agg(json_build_object('categoryId', p.category_id, 'productId', p.product_id,
      'priceCents', p.price_cents))
    from ${table} p
    join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id and c.is_active
    join products pr on pr.tenant_id = p.tenant_id and pr.id = p.product_id and pr.is_active
    where p.tenant_id = $1 and p.${column} = $2), '[]') as prices`;

const VENUE_BLOCKS = `
  coalesce((select json_agg(json_build_object('id', b.id, 'isOpenSeating', b.is_open_seating,
      'categoryId', b.category_id))
    from blocks b where b.tenant_id = $1 and b.arena_id = (select arena_id from target)), '[]') as blocks`;

const CHANNELS = (table: string, column: string, key: string, limit: string, earlyBird: string) => `
  'channels', coalesce((select json_agg(json_build_object('saleChannelId', cc.sale_channel_id,
      'opens', ${epoch('cc.opening_datetime')}, 'closes', ${epoch('cc.closing_datetime')},
      'earlyBirdOpens', ${earlyBird}, 'limit', cc.${limit}) order by cc.sale_channel_id)
    from ${table} cc
    join sale_channels sc on sc.tenant_id = cc.tenant_id and sc.id = cc.sale_channel_id
    where cc.tenant_id = $1 and cc.${column} = ${key}), '[]')`;

const ARENA_LIMIT = (arena: string) =>
  `'arenaLimit', (select a.website_max_tickets_in_cart from arenas a where a.tenant_id = $1 and a.id = ${arena})`;

/** An event's sale facts, all its active prices and its venue's blocks. $1 tenant, $2 event id. */
const EVENT_ENTRY: NamedStatement = {
  name: 'orders.hold_facts.event',
  text: `
with target as (select * from events where tenant_id = $1 and id = $2)
select ${REVISION},
  (select json_build_object('id', e.id, 'arenaId', e.arena_id, 'isArchived', e.is_archived,
      'saleStatus', e.sale_status, 'start', ${epoch('e.start_datetime')}, ${ARENA_LIMIT('e.arena_id')},
      'waitingRoom', (select json_build_object('opensAt', ${epoch('w.opens_at')}, 'admitPerMinute', w.admit_per_minute)
        from waiting_rooms w where w.tenant_id = $1 and w.event_id = e.id),
      ${CHANNELS('event_channel_configurations', 'event_id', 'e.id', 'max_individual_seat_tickets_in_cart', epoch('cc.early_bird_opening_datetime'))})
    from target e) as target,
  ${PRICES('event_prices', 'event_id')},
  ${VENUE_BLOCKS}`,
};

/** A pack's sale facts and events, all its active prices and its venue's blocks. $1 tenant, $2 pack id. */
const PACK_ENTRY: NamedStatement = {
  name: 'orders.hold_facts.pack',
  text: `
with target as (select * from campaign_packs where tenant_id = $1 and id = $2)
select ${REVISION},
  (select json_build_object('id', k.id, 'arenaId', k.arena_id, ${ARENA_LIMIT('k.arena_id')},
      ${CHANNELS('pack_channel_configurations', 'pack_id', 'k.id', 'max_campaign_packs_in_cart', 'null')},
      'eventIds', coalesce((select json_agg(pe.event_id order by e.start_datetime, e.id)
        from campaign_pack_events pe join events e on e.tenant_id = pe.tenant_id and e.id = pe.event_id
        where pe.tenant_id = $1 and pe.pack_id = k.id), '[]'))
    from target k) as target,
  ${PRICES('pack_prices', 'pack_id')},
  ${VENUE_BLOCKS}`,
};

/** Every seat of some blocks as [block id, seat id, category id]. $1 tenant, $2 block ids. */
const BLOCK_SEATS: NamedStatement = {
  name: 'orders.hold_facts.seats',
  text: `
select ${REVISION},
  coalesce((select json_agg(json_build_array(s.block_id, s.id, s.category_id))
    from seats s where s.tenant_id = $1 and s.block_id = any($2::text[])), '[]') as seats`,
};

/**
 * Resale listings on sale of some seats of an event, as the catalogue offers them (active product
 * and category). Stock, not catalogue: read at every hold that asks for one.
 * $1 tenant, $2 event id, $3 seat ids.
 */
const LISTINGS: NamedStatement = {
  name: 'orders.hold_facts.listings',
  text: `
select l.id, l.seat_id as "seatId", l.product_id as "productId", l.price_cents as "priceCents",
  l.seller_customer_id as "sellerCustomerId"
from resale_listings l
join products pr on pr.tenant_id = l.tenant_id and pr.id = l.product_id and pr.is_active
join seats s on s.tenant_id = l.tenant_id and s.id = l.seat_id
join categories c on c.tenant_id = s.tenant_id and c.id = s.category_id and c.is_active
where l.tenant_id = $1 and l.event_id = $2 and l.seat_id = any($3::text[]) and l.status = 'on_sale'`,
};

const CATALOGUE_REVISION: NamedStatement = { name: 'orders.catalogue_revision', text: `select ${REVISION}` };

/** The club's catalogue revision now (0 before its catalogue was first changed). */
export async function catalogueRevisionNow(
  executor: SqlExecutor,
  tenantId: string,
): Promise<number | undefined> {
  const [row] = await runStatement<{ revision: number }>(executor, CATALOGUE_REVISION, [tenantId]);
  return row?.revision;
}

/** Rounds of reading facts that did not all come from one revision, before giving up. */
const STALE_READS = 5;

/** Facts and the catalogue revision they were read at. */
interface Read<T> {
  revision: number;
  value: T;
}

/**
 * What a hold of `selection` for `target` checks of the catalogue: the event (sale status and
 * window) or pack (window, events), the venue's and channels' cart limits, the active prices, the
 * venue's blocks and the selection's seats, from `cache` where it has them (a round trip for
 * what it lacks, shared by the holds that lack it at the same time), all of one catalogue
 * revision; and the resale listings on sale of the selection's resale seats, read every time.
 */
export async function loadHoldFacts(
  executor: SqlExecutor,
  cache: HoldFactsCache,
  tenantId: string,
  target: { eventId?: string | null; packId?: string | null },
  selection: readonly CreateOrderTicket[],
): Promise<HoldFacts> {
  const [kind, id] = target.eventId
    ? (['event', target.eventId] as const)
    : (['pack', target.packId ?? ''] as const);
  const key = `${kind}:${id}`;
  for (let read = 1; ; read += 1) {
    const club = cache.club(tenantId);
    const cached = club.target(key);
    const entry: Read<TargetEntry> = cached
      ? { revision: club.revision, value: cached }
      : await cache.readOnce(tenantId, `target:${key}`, () =>
          readTarget(executor, cache, tenantId, kind, id),
        );
    const seats = await selectionSeats(executor, cache, tenantId, entry, selection);
    // Every part must come from one revision: the one the hold statement then verifies.
    if (seats) {
      return {
        revision: entry.revision,
        ...entry.value,
        seats,
        listings: await resaleListings(executor, tenantId, target, selection),
      };
    }
    // The club's catalogue changed while reading: read again. From the second time on, read it
    // all: a revision that went back (a restored database) would otherwise never be kept.
    if (read >= STALE_READS) throw new Error('the catalogue kept changing while a hold read it');
    if (read >= 2) cache.forget(tenantId);
  }
}

/** Reads the facts of an event or pack, kept in `cache` unless a newer revision was seen meanwhile. */
async function readTarget(
  executor: SqlExecutor,
  cache: HoldFactsCache,
  tenantId: string,
  kind: 'event' | 'pack',
  id: string,
): Promise<Read<TargetEntry>> {
  const [row] = await runStatement<TargetEntry & { revision: number }>(
    executor,
    kind === 'event' ? EVENT_ENTRY : PACK_ENTRY,
    [tenantId, id],
  );
  if (!row) throw new Error('the hold facts query returned no row');
  const { revision, ...value } = row;
  if (cache.accept(tenantId, revision)) cache.club(tenantId).keepTarget(`${kind}:${id}`, value);
  return { revision, value };
}

/**
 * The selection's seats of the entry's revision, from the cache or by reading the blocks it
 * lacks; null when they could not all be had at that revision.
 */
async function selectionSeats(
  executor: SqlExecutor,
  cache: HoldFactsCache,
  tenantId: string,
  entry: Read<TargetEntry>,
  selection: readonly CreateOrderTicket[],
): Promise<HoldFacts['seats'] | null> {
  const seated = new Set(entry.value.blocks.filter((b) => !b.isOpenSeating).map((b) => b.id));
  const blockIds = [
    ...new Set(selection.flatMap((t) => (t.seatId && seated.has(t.blockId) ? [t.blockId] : []))),
  ];
  const club = cache.club(tenantId);
  const known = new Map<string, BlockSeats>();
  // The cache holds one revision at a time: its seats serve only an entry of that revision.
  if (club.revision === entry.revision)
    for (const blockId of blockIds) {
      const blockSeats = club.seatsOf(blockId);
      if (blockSeats) known.set(blockId, blockSeats);
    }
  const missing = blockIds.filter((blockId) => !known.has(blockId)).sort();
  if (missing.length > 0) {
    const read = await cache.readOnce(tenantId, `seats:${missing.join(',')}`, () =>
      readBlockSeats(executor, cache, tenantId, missing),
    );
    if (read.revision !== entry.revision) return null;
    for (const [blockId, blockSeats] of read.value) known.set(blockId, blockSeats);
  }
  const seats: HoldFacts['seats'] = [];
  for (const ticket of selection) {
    if (!ticket.seatId || !seated.has(ticket.blockId)) continue;
    const categoryId = known.get(ticket.blockId)?.get(ticket.seatId);
    if (categoryId !== undefined) seats.push({ id: ticket.seatId, blockId: ticket.blockId, categoryId });
  }
  return seats;
}

/** Reads every seat of some blocks, kept in `cache` unless a newer revision was seen meanwhile. */
async function readBlockSeats(
  executor: SqlExecutor,
  cache: HoldFactsCache,
  tenantId: string,
  blockIds: string[],
): Promise<Read<Map<string, BlockSeats>>> {
  const [row] = await runStatement<{ revision: number; seats: Array<[string, string, string]> }>(
    executor,
    BLOCK_SEATS,
    [tenantId, blockIds],
  );
  if (!row) throw new Error('the block seats query returned no row');
  const byBlock = new Map<string, Map<string, string>>(blockIds.map((blockId) => [blockId, new Map()]));
  for (const [blockId, seatId, categoryId] of row.seats) byBlock.get(blockId)?.set(seatId, categoryId);
  if (cache.accept(tenantId, row.revision)) {
    const club = cache.club(tenantId);
    for (const [blockId, blockSeats] of byBlock) club.keepSeats(blockId, blockSeats);
  }
  return { revision: row.revision, value: byBlock };
}

/** Listings on sale of the selection's resale seats (none asked, no round trip). */
async function resaleListings(
  executor: SqlExecutor,
  tenantId: string,
  target: { eventId?: string | null },
  selection: readonly CreateOrderTicket[],
): Promise<HoldFacts['listings']> {
  const seatIds = selection.flatMap((t) => (t.isFromResale && t.seatId ? [t.seatId] : []));
  if (!target.eventId || seatIds.length === 0) return [];
  return runStatement<HoldFacts['listings'][number]>(executor, LISTINGS, [tenantId, target.eventId, seatIds]);
}
