/**
 * After the rush, in the database: no seat may be held or sold twice. Checked three ways, over
 * every event of the club: seats with two live tickets; live tickets whose seat row does not name
 * their order (the seat went to another order, or back on sale, under a live ticket); seats held
 * or sold with no live ticket of their order. Also counts bench holds left behind (a fan that gave
 * up waiting for an answer the server then gave) and releases them through the shop's own route.
 */
import pg from 'pg';
import { request } from 'undici';
import type { BenchFan } from '../bench-fans';
import { BROWSER_HEADERS } from '../browser-headers';

export interface SeatIntegrity {
  seatsWithTwoLiveTickets: number;
  liveTicketsOnAnotherOrdersSeat: number;
  takenSeatsWithoutLiveTicket: number;
  /** Bench orders still on hold after the run (released afterwards). */
  benchOrdersLeftOnHold: number;
}

export async function checkSeats(
  databaseUrl: string,
  tenant: string,
  benchCustomerIds: readonly string[],
): Promise<SeatIntegrity> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async (sql: string, values: unknown[]) =>
      Number((await client.query<{ n: string }>(sql, values)).rows[0]?.n ?? 0);
    return {
      seatsWithTwoLiveTickets: await count(
        `select count(*) as n from (
           select 1 from seat_tickets
            where tenant_id = $1 and seat_id is not null and status <> 'released'
            group by event_id, seat_id having count(*) > 1) twice`,
        [tenant],
      ),
      liveTicketsOnAnotherOrdersSeat: await count(
        `select count(*) as n from seat_tickets t
           join event_seats s on s.tenant_id = t.tenant_id and s.event_id = t.event_id and s.seat_id = t.seat_id
          where t.tenant_id = $1 and t.status <> 'released' and t.resale_listing_id is null
            and (s.status = 'available' or s.order_id is distinct from t.order_id)`,
        [tenant],
      ),
      // Seats sold by the seed have no order of ours (the demo's sold houses): only seats held or
      // sold by an order that exists are checked.
      takenSeatsWithoutLiveTicket: await count(
        `select count(*) as n from event_seats s
           join orders o on o.tenant_id = s.tenant_id and o.id = s.order_id
          where s.tenant_id = $1 and s.status <> 'available'
            and not exists (select 1 from seat_tickets t
                             where t.tenant_id = s.tenant_id and t.event_id = s.event_id and t.seat_id = s.seat_id
                               and t.order_id = s.order_id and t.status <> 'released')`,
        [tenant],
      ),
      benchOrdersLeftOnHold: await count(
        `select count(*) as n from orders where tenant_id = $1 and status = 'onhold' and customer_id = any($2::uuid[])`,
        [tenant, benchCustomerIds],
      ),
    };
  } finally {
    await client.end();
  }
}

/** Releases the bench fans' orders still on hold, as a fan emptying the cart does. */
export async function releaseLeftovers(
  origin: string,
  host: string,
  databaseUrl: string,
  tenant: string,
  fans: readonly BenchFan[],
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let released = 0;
  try {
    const { rows } = await client.query<{ id: string; customer_id: string }>(
      `select id, customer_id from orders where tenant_id = $1 and status = 'onhold' and customer_id = any($2::uuid[])`,
      [tenant, fans.map((fan) => fan.customerId)],
    );
    const cookieOf = new Map(fans.map((fan) => [fan.customerId, fan.cookie]));
    for (const row of rows) {
      const response = await request(new URL('/api/order/update-tickets-on-order', origin), {
        method: 'POST',
        headers: {
          host,
          ...BROWSER_HEADERS,
          'content-type': 'application/json',
          cookie: cookieOf.get(row.customer_id) ?? '',
        },
        body: JSON.stringify({ orderId: row.id, ticketIds: [], ticketAncillaryIds: [] }),
      });
      await response.body.dump();
      if (response.statusCode === 200) released += 1;
    }
    return released;
  } finally {
    await client.end();
  }
}
