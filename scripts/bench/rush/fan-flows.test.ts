import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFans } from './fan-load';
import { buyingFlow, ROUTES } from './fan-flows';

interface Call {
  path: string;
  cookie: string;
  body: { orderId?: string; ticketIds?: string[]; tickets?: Array<{ seat: { id: string } }> };
}

describe('buyingFlow', () => {
  const calls: Call[] = [];
  const refusedOnce = new Set<string>();
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      calls.push({ path: request.url ?? '', cookie: String(request.headers.cookie), body: JSON.parse(text) });
      if (request.url === '/api/order/create-order-with-tickets') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ order: { orderId: `ord_${calls.length}` } }));
      } else {
        // Each order's first release is refused as busy, as the BFF does when the API's pool is full.
        const orderId = String(JSON.parse(text).orderId);
        if (!refusedOnce.has(orderId)) {
          refusedOnce.add(orderId);
          response.writeHead(503, { 'retry-after': '0' }).end('{"code":"BUSY"}');
        } else response.writeHead(200, { 'content-type': 'application/json' }).end('{"orderId":null}');
      }
    });
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("holds each buyer's own seats with its own session, and releases every hold, again after a 503", async () => {
    const plan = {
      own: [
        [
          [
            { blockId: 'b1', seatId: 'a1' },
            { blockId: 'b1', seatId: 'a2' },
          ],
        ],
        [
          [
            { blockId: 'b2', seatId: 'b1' },
            { blockId: 'b2', seatId: 'b2' },
          ],
        ],
      ],
      hot: [],
      hotBlockId: 'b9',
    };
    const phase = await runFans({
      origin,
      host: 'club.localhost',
      fans: 2,
      seconds: 0.3,
      timeoutMs: 1000,
      stackRoots: [],
      flow: buyingFlow({ eventId: 'm05', plan, cookies: ['s=fan0', 's=fan1'], hotShare: 0 }),
    });
    const holds = calls.filter((c) => c.path === '/api/order/create-order-with-tickets');
    expect(holds.length).toBeGreaterThan(1);
    for (const hold of holds) {
      const seats = hold.body.tickets?.map((t) => t.seat.id);
      expect(hold.cookie === 's=fan0' ? ['a1', 'a2'] : ['b1', 'b2']).toEqual(seats);
    }
    const released = calls.filter((c) => c.path === '/api/order/update-tickets-on-order');
    // Each hold is released (an answered release per hold), each release refused once first.
    expect(released).toHaveLength(2 * holds.length);
    expect(released.every((c) => c.body.ticketIds?.length === 0 && c.body.orderId?.startsWith('ord_'))).toBe(
      true,
    );
    const release = phase.routes.find((r) => r.route === ROUTES.release);
    expect(release?.outcomes['503']).toBe(release?.retryAfter);
    expect(release?.outcomes['503']).toBeGreaterThan(0);
  });
});
