/**
 * Which seats the rush's buyers want and which blocks its browsing fans open, read from the bench
 * database. Like the holds benchmark, every buyer has its own run of free seats over the whole
 * stadium (real buyers mostly want different seats); besides, a share of the holds goes to a few
 * seats of one hot block that every buyer wants, where they fight (409 for the losers).
 */
import pg from 'pg';

export interface SeatRef {
  blockId: string;
  seatId: string;
}

/** A block as the seat page asks for it (`POST /api/block`). */
export interface BlockRef {
  blockId: string;
  blockName: string;
  standName: string;
}

export interface SeatPlan {
  /** Per buyer, its own pairs of seats, held in turn. */
  own: SeatRef[][][];
  /** Pairs of the hot block every buyer wants. */
  hot: SeatRef[][];
  hotBlockId: string;
}

/** Seats of the hot block that every buyer fights for (10 pairs). */
export const HOT_SEATS = 20;

/** The numbered blocks of an event, with the names the seat page sends along. */
export async function eventBlocks(databaseUrl: string, tenant: string, eventId: string): Promise<BlockRef[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<BlockRef>(
      `select b.id as "blockId", b.name as "blockName", s.name as "standName"
         from events e
         join blocks b on b.tenant_id = e.tenant_id and b.arena_id = e.arena_id and not b.is_open_seating
         join stands s on s.tenant_id = b.tenant_id and s.id = b.stand_id
        where e.tenant_id = $1 and e.id = $2
        order by b.sort, b.id`,
      [tenant, eventId],
    );
    if (rows.length === 0) throw new Error(`event ${eventId} of ${tenant} has no numbered blocks`);
    return rows;
  } finally {
    await client.end();
  }
}

const pairsOf = (seats: readonly SeatRef[]): SeatRef[][] =>
  Array.from({ length: Math.floor(seats.length / 2) }, (_, i) => seats.slice(2 * i, 2 * i + 2));

/**
 * The free seats of the event now: the hot block is the one with the most free seats, its first
 * HOT_SEATS are everyone's; the rest is split into one contiguous run per buyer.
 */
export async function seatPlan(
  databaseUrl: string,
  tenant: string,
  eventId: string,
  buyers: number,
): Promise<SeatPlan> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ block_id: string; seat_id: string }>(
      `select es.block_id, es.seat_id from event_seats es
         join blocks b on b.tenant_id = es.tenant_id and b.id = es.block_id and not b.is_open_seating
        where es.tenant_id = $1 and es.event_id = $2 and es.status = 'available'
          and not exists (select 1 from resale_listings r
                           where r.tenant_id = es.tenant_id and r.event_id = es.event_id and r.seat_id = es.seat_id)
        order by es.block_id, es.seat_id`,
      [tenant, eventId],
    );
    const perBlock = new Map<string, number>();
    for (const row of rows) perBlock.set(row.block_id, (perBlock.get(row.block_id) ?? 0) + 1);
    const hotBlockId = [...perBlock].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!hotBlockId) throw new Error(`event ${eventId} of ${tenant} has no free seats`);
    const seats = rows.map((row) => ({ blockId: row.block_id, seatId: row.seat_id }));
    const hot = seats.filter((seat) => seat.blockId === hotBlockId).slice(0, HOT_SEATS);
    const hotIds = new Set(hot.map((seat) => seat.seatId));
    const rest = seats.filter((seat) => !hotIds.has(seat.seatId));
    const perBuyer = Math.floor(rest.length / buyers / 2) * 2;
    if (perBuyer < 2) throw new Error(`only ${rest.length} free seats for ${buyers} buyers`);
    return {
      own: Array.from({ length: buyers }, (_, buyer) =>
        pairsOf(rest.slice(buyer * perBuyer, (buyer + 1) * perBuyer)),
      ),
      hot: pairsOf(hot),
      hotBlockId,
    };
  } finally {
    await client.end();
  }
}
