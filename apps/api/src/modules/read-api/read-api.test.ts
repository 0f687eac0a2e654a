import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Club } from '../orders/test-fixtures/orders-testbed';
import { startReadApiTestbed, type ReadApiTestbed } from './test-fixtures/read-api-testbed';
import { encodeCursor } from './read-api-cursor';
import {
  entriesPage,
  errorSchema,
  eventsPage,
  orderDetailSchema,
  ordersPage,
  ticketsPage,
} from './read-api-schemas';

describe('the read API for the club systems (PostgreSQL)', () => {
  let bed: ReadApiTestbed;
  let riviera: string;
  let north: string;
  let rivieraOrders: string[];
  let northOrders: string[];

  const json = async (response: Response) => (await response.json()) as unknown;
  const refusal = async (response: Response) => errorSchema.parse(await json(response)).error.code;
  /** Every order id of a walk through /orders with `limit`, page by page. */
  const walk = async (key: string, path: string, limit: number, club: Club = 'riviera') => {
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const response = await bed.get(`${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, {
        key,
        club,
      });
      expect(response.status).toBe(200);
      const page = ordersPage.parse(await json(response));
      expect(page.data.length).toBeLessThanOrEqual(limit);
      ids.push(...page.data.map((order) => order.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { ids, pages };
  };

  beforeAll(async () => {
    bed = await startReadApiTestbed();
    riviera = (await bed.createKey('riviera')).secret;
    north = (await bed.createKey('north-end')).secret;
    // Four orders to an instant: the pages must split ties by id.
    rivieraOrders = await bed.seedOrders('riviera', 130, { perInstant: 4 });
    rivieraOrders.push(...(await bed.seedOrders('riviera', 12, { eventId: 'match-later', perInstant: 12 })));
    northOrders = await bed.seedOrders('north-end', 9);
    await bed.handle.pool.query(
      `insert into gate_entries (tenant_id, ticket_id, version, event_id, entry_id, device_id, staff_id, scanned_at, recorded_at)
       select tenant_id, id, 1, event_id, gen_random_uuid(), 'gate-1', $1, created_at, created_at + interval '1 day'
       from seat_tickets where tenant_id in ('riviera', 'north-end') and id like 'tkt_ord_t%' and event_id = 'match-open'
       order by id limit 40`,
      [bed.staff.get('security')?.id],
    );
  });
  afterAll(async () => {
    await bed?.close();
  });

  it('walks every order of the club exactly once, in a stable (created_at, id) order, at any page size', async () => {
    const expected = (
      await bed.rows<{ id: string }>(
        `select id from orders where tenant_id = 'riviera' order by created_at, id`,
      )
    ).map((row) => row.id);
    expect(expected).toEqual(expect.arrayContaining(rivieraOrders));
    for (const limit of [7, 50, 200]) {
      const { ids, pages } = await walk(riviera, '/api/v1/orders', limit);
      expect(ids).toEqual(expected);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.length / limit)));
    }
    const first = ordersPage.parse(await json(await bed.get('/api/v1/orders', { key: riviera })));
    expect(first.data).toHaveLength(50);
    expect(first.data[0]).toMatchObject({
      status: 'confirmed',
      amounts: { gross_cents: 2500, discount_cents: -500, total_cents: 2000, currency: 'EUR' },
      ticket_count: 1,
      event_ids: ['match-open'],
    });
  });

  it("reads one club's data only: another club's key is refused, and its rows never appear", async () => {
    const { ids } = await walk(north, '/api/v1/orders', 200, 'north-end');
    expect(ids.sort()).toEqual([...northOrders].sort());
    const northTickets = ticketsPage.parse(
      await json(await bed.get('/api/v1/tickets?limit=200', { key: north, club: 'north-end' })),
    );
    expect(northTickets.data.every((ticket) => northOrders.includes(ticket.order_id))).toBe(true);

    // North End's key on Riviera's shop domain, and the other way round: unknown there.
    for (const [key, club] of [
      [north, 'riviera'],
      [riviera, 'north-end'],
    ] as const) {
      const response = await bed.get('/api/v1/orders', { key, club });
      expect(response.status).toBe(401);
      expect(await refusal(response)).toBe('UNAUTHENTICATED');
    }
    const other = await bed.get(`/api/v1/orders/${northOrders[0]}`, { key: riviera });
    expect(other.status).toBe(404);
    expect(await refusal(other)).toBe('NOT_FOUND');
  });

  it('refuses a missing or unknown key with 401', async () => {
    for (const key of [undefined, 'stadio_riviera_notakey', `${riviera}x`]) {
      const response = await bed.get('/api/v1/events', { key });
      expect(response.status).toBe(401);
      expect(await refusal(response)).toBe('UNAUTHENTICATED');
    }
    const noSecret = await fetch(`${bed.baseUrl}/api/v1/events`, {
      headers: { authorization: `Bearer ${riviera}`, 'x-tenant-slug': 'riviera' },
    });
    expect(noSecret.status).toBe(401);
  });

  it('answers 400 to a bad cursor, limit or filter, and 404/405 to what it does not serve', async () => {
    const forged = encodeCursor({ key: 'yesterday', id: 'x' });
    for (const query of [
      'limit=0',
      'limit=201',
      'limit=ten',
      'limit=1.5',
      'cursor=not-a-cursor',
      `cursor=${forged}`,
      'cursor=' + Buffer.from('[1,2]').toString('base64url'),
      'updated_since=yesterday',
      'event=match-open',
      'event_id=' + encodeURIComponent('a b'),
      'limit=5&limit=6',
    ]) {
      const response = await bed.get(`/api/v1/orders?${query}`, { key: riviera });
      expect(response.status, query).toBe(400);
      expect(await refusal(response)).toBe('BAD_REQUEST');
    }
    const badId = await bed.get(`/api/v1/orders/${encodeURIComponent('ord;drop')}`, { key: riviera });
    expect(badId.status).toBe(400);
    const nowhere = await bed.get('/api/v1/customers', { key: riviera });
    expect([nowhere.status, await refusal(nowhere)]).toEqual([404, 'NOT_FOUND']);
    const write = await bed.get('/api/v1/orders', { key: riviera, method: 'POST' });
    expect([write.status, await refusal(write)]).toEqual([405, 'METHOD_NOT_ALLOWED']);
  });

  it('serves one order with its tickets, events, tickets and entries as their schemas say, with their filters', async () => {
    const order = orderDetailSchema.parse(
      await json(await bed.get(`/api/v1/orders/${rivieraOrders[0]}`, { key: riviera })),
    );
    expect(order.id).toBe(rivieraOrders[0]);
    expect(order.tickets).toEqual([
      expect.objectContaining({
        price_cents: 2500,
        currency: 'EUR',
        holder: expect.objectContaining({ first_name: 'Anna' }),
      }),
    ]);

    const events = eventsPage.parse(await json(await bed.get('/api/v1/events?limit=200', { key: riviera })));
    const starts = events.data.map((event) => event.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(events.data.map((event) => event.id)).toContain('match-archived');
    expect(events.data.find((event) => event.id === 'match-open')?.opponent).toEqual({
      id: 'rivals',
      name: 'Rivals',
    });

    const later = ticketsPage.parse(
      await json(await bed.get('/api/v1/tickets?event_id=match-later&limit=200', { key: riviera })),
    );
    expect(later.data).toHaveLength(12);
    expect(later.data.every((ticket) => ticket.event_id === 'match-later')).toBe(true);
    const laterOrders = await walk(riviera, '/api/v1/orders?event_id=match-later', 5);
    expect(laterOrders.ids).toHaveLength(12);

    const recent = ordersPage.parse(
      await json(
        await bed.get(`/api/v1/orders?updated_since=${encodeURIComponent('2100-01-01T00:00:00Z')}`, {
          key: riviera,
        }),
      ),
    );
    expect(recent).toEqual({ data: [], next_cursor: null });

    const entries = entriesPage.parse(
      await json(await bed.get('/api/v1/entries?limit=200', { key: riviera })),
    );
    const [{ n }] = (await bed.rows<{ n: string }>(
      `select count(*) as n from gate_entries where tenant_id = 'riviera'`,
    )) as [{ n: string }];
    expect(entries.data).toHaveLength(Number(n));
    expect(Number(n)).toBeGreaterThan(0);
    const northEntries = entriesPage.parse(
      await json(await bed.get('/api/v1/entries?limit=200', { key: north, club: 'north-end' })),
    );
    const rivieraTickets = new Set(entries.data.map((entry) => entry.ticket_id));
    expect(northEntries.data.some((entry) => rivieraTickets.has(entry.ticket_id))).toBe(false);
  });

  it('publishes an OpenAPI 3.1 document listing every path, without a key', async () => {
    const response = await fetch(`${bed.baseUrl}/api/v1/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/v1/entries',
        '/api/v1/events',
        '/api/v1/openapi.json',
        '/api/v1/orders',
        '/api/v1/orders/{id}',
        '/api/v1/tickets',
      ].sort(),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['Event', 'Order', 'OrderDetail', 'Ticket', 'Entry', 'Error', 'OrdersPage']),
    );
  });

  it('throttles each key: 429 with Retry-After once over its limit, other keys unaffected', async () => {
    const busy = (await bed.createKey('riviera', 'Chatty')).secret;
    const quiet = (await bed.createKey('riviera', 'Quiet')).secret;
    bed.setRateLimit(3);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await bed.get('/api/v1/events?limit=1', { key: busy })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await bed.get('/api/v1/events?limit=1', { key: busy });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refusal(refused)).toBe('RATE_LIMITED');
      expect((await bed.get('/api/v1/events?limit=1', { key: quiet })).status).toBe(200);
    } finally {
      bed.setRateLimit(10_000);
    }
  });
});
