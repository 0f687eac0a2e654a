import type http from 'node:http';
import { Duplex, Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { StaffRole } from '@stadio/db';
import { createLogger } from '@stadio/logger';
import { tenantSchema, type Tenant, type TenantRegistry } from '@stadio/tenants';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_STOREFRONT_SECRET } from '../../test-support/start-test-api';
import { createApiServer } from '../../server';
import { FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { insertCustomer } from '../orders/test-fixtures/orders-fixture';
import {
  startOrdersTestbed,
  TESTBED_TENANTS,
  type OrdersTestbed,
} from '../orders/test-fixtures/orders-testbed';
import type { CreatedStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const clubs: Record<string, Tenant> = {
  riviera: tenantSchema.parse(TESTBED_TENANTS.riviera),
  'north-end': tenantSchema.parse(TESTBED_TENANTS['north-end']),
};
const registry = { bySlug: new Map(Object.entries(clubs)) } as TenantRegistry;

// FIXTURE_NOW is 2030-06-01 12:00 UTC, 14:00 in Paris (the fixture clubs' time zone).
const AT = FIXTURE_NOW.toISOString();

describe('staff exports (PostgreSQL, over HTTP)', () => {
  let bed: OrdersTestbed;
  let server: http.Server;
  let base: string;
  const staff = new Map<StaffRole, CreatedStaff>();
  let northAdmin: CreatedStaff;
  /** Batches the export route has written so far (its debug log). */
  let batchesSent = 0;
  let rowsSent = 0;

  const headersOf = (member: CreatedStaff | undefined, club = 'riviera') => ({
    'x-storefront-secret': TEST_STOREFRONT_SECRET,
    'x-tenant-slug': club,
    'x-staff-id': member?.id ?? '',
    'x-staff-epoch': '0',
  });
  const get = (path: string, member = staff.get('ticket_office'), club = 'riviera') =>
    fetch(`${base}${path}`, { headers: headersOf(member, club) });
  const csvOf = async (path: string, member?: CreatedStaff, club?: string) => {
    const answer = await get(path, member ?? staff.get('ticket_office'), club);
    expect(answer.status).toBe(200);
    const bytes = Buffer.from(await answer.arrayBuffer());
    return { answer, bytes, text: bytes.toString('utf8') };
  };
  /** A CSV's records as arrays of fields (a small RFC 4180 reader, enough for the checks). */
  const records = (text: string): string[][] => {
    const out: string[][] = [];
    let field = '';
    let row: string[] = [];
    let quoted = false;
    const body = text.replace(/^\uFEFF/, '');
    for (let i = 0; i < body.length; i += 1) {
      const ch = body[i];
      if (quoted) {
        if (ch === '"' && body[i + 1] === '"') {
          field += '"';
          i += 1;
        } else if (ch === '"') quoted = false;
        else field += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        row.push(field);
        field = '';
      } else if (ch === '\r' && body[i + 1] === '\n') {
        row.push(field);
        out.push(row);
        row = [];
        field = '';
        i += 1;
      } else field += ch;
    }
    return out;
  };
  const byHeader = (text: string) => {
    const [header = [], ...rows] = records(text);
    return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
  };

  beforeAll(async () => {
    bed = await startOrdersTestbed();
    for (const [role, member] of await staffPerRole(bed.db, {
      clubSlug: 'riviera',
      emailDomain: 'riviera.test',
      now: FIXTURE_NOW,
    }))
      staff.set(role, member);
    northAdmin = (
      await staffPerRole(bed.db, { clubSlug: 'north-end', emailDomain: 'north.test', now: FIXTURE_NOW })
    ).get('admin') as CreatedStaff;
    const fan = await insertCustomer(bed.db, 'riviera');
    await bed.rows(
      `update customers set first_name = '=HYPERLINK("http://evil")', last_name = 'Dupont' where id = $1`,
      [fan],
    );
    const rival = await insertCustomer(bed.db, 'north-end');
    // One Riviera order for match-early: two tickets, one discounted by a promo code, one refunded
    // with a credit note; one entry at the gate; its card payment.
    await bed.rows(
      `insert into promo_codes (tenant_id, id, name, label, discount_type, discount_value, scope)
       values ('riviera', 'promo-1', 'SUMMER', '-5 €', 'absolute', 500, 'seat_tickets')`,
    );
    await bed.rows(
      `insert into orders (tenant_id, id, customer_id, status, confirmed_at, promo_code_ids, created_at, updated_at)
       values ('riviera', 'ord_x1', $1, 'confirmed', $2, '{promo-1}', $2, $2),
              ('north-end', 'ord_ne1', $3, 'confirmed', $2, '{}', $2, $2)`,
      [fan, AT, rival],
    );
    await bed.rows(
      `insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
       values ('riviera', 'grp_x1', 'ord_x1', 'event', 'match-early', $1),
              ('north-end', 'grp_ne1', 'ord_ne1', 'event', 'match-early', $1)`,
      [AT],
    );
    await bed.rows(
      `insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, block_id, category_id, product_id,
         price_cents, discount_cents, status, holder_first_name, holder_last_name, holder_email, created_at,
         refunded_at, refund_reason_code)
       values ('riviera', 'tkt_x1', 'ord_x1', 'grp_x1', 'match-early', 'S1', 'standard', 'full', 2500, -500,
                'confirmed', 'Zoé, "la"', 'Fan', 'zoe@example.com', $1, null, null),
              ('riviera', 'tkt_x2', 'ord_x1', 'grp_x1', 'match-early', 'S1', 'standard', 'child', 1200, 0,
                'released', 'Léo', 'Fan', null, $1, $1, 'other'),
              ('north-end', 'tkt_ne1', 'ord_ne1', 'grp_ne1', 'match-early', 'S1', 'standard', 'full', 9900, 0,
                'confirmed', 'Other', 'Club', null, $1, null, null)`,
      [AT],
    );
    await bed.rows(
      `insert into promo_code_uses (tenant_id, promo_code_id, order_id, customer_id, event_id, created_at)
       values ('riviera', 'promo-1', 'ord_x1', $1, 'match-early', $2)`,
      [fan, AT],
    );
    await bed.rows(
      `insert into payments (tenant_id, id, order_id, provider, provider_reference, kind, amount_cents, currency,
         status, payment_type, created_at, updated_at)
       values ('riviera', 'pay_x1', 'ord_x1', 'sandbox', 'cs_1', 'single', 3200, 'EUR', 'succeeded', 'credit_card', $1, $1),
              ('north-end', 'pay_ne1', 'ord_ne1', 'sandbox', 'cs_2', 'single', 9900, 'EUR', 'succeeded', 'credit_card', $1, $1)`,
      [AT],
    );
    await bed.rows(
      `insert into refunds (tenant_id, id, payment_id, amount_cents, reason, provider_reference, created_at)
       values ('riviera', 'ref_x1', 'pay_x1', 1200, 'ticket_refund', 're_1', $1)`,
      [AT],
    );
    await bed.rows(
      `insert into invoices (tenant_id, order_id, number, issued_at) values ('riviera', 'ord_x1', 7, $1)`,
      [AT],
    );
    await bed.rows(
      `insert into credit_notes (tenant_id, id, number, order_id, invoice_number, reason, amount_cents, lines, locale,
         refund_ids, issued_at)
       values ('riviera', gen_random_uuid(), 3, 'ord_x1', 7, 'ticket_refund', 1200, '[]', 'fr', '{ref_x1}', $1)`,
      [AT],
    );
    await bed.rows(
      `insert into gate_entries (tenant_id, ticket_id, version, event_id, entry_id, device_id, staff_id, scanned_at, recorded_at)
       values ('riviera', 'tkt_x1', 1, 'match-early', gen_random_uuid(), 'gate-north-1', $1, $2, $2),
              ('north-end', 'tkt_ne1', 1, 'match-early', gen_random_uuid(), 'gate-ne', $3, $2, $2)`,
      [staff.get('security')?.id, AT, northAdmin.id],
    );
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean))
          if (line.includes('export batch sent')) {
            batchesSent += 1;
            rowsSent = (JSON.parse(line) as { rows: number }).rows;
          }
        done();
      },
    });
    server = createApiServer({
      db: bed.db,
      logger: createLogger('exports-test', { level: 'debug', destination }),
      storefrontSecret: TEST_STOREFRONT_SECRET,
      tenantRegistry: () => registry,
      now: () => FIXTURE_NOW,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await bed?.close();
  });

  it('exports the orders with amounts in the club currency, dates in its time zone, headers in the language', async () => {
    const { answer, bytes, text } = await csvOf('/exports/orders.csv?locale=en');
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="riviera-orders-2030-06-01.csv"',
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFOrder,Created,Confirmed,Status,Buyer e-mail,First name,Last name,Tickets,Gross (EUR),Discount (EUR),Total (EUR),Refunded (EUR),Promo codes',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    const [order, ...others] = byHeader(text);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      Order: 'ord_x1',
      Created: '2030-06-01 14:00:00',
      Status: 'Confirmed',
      'First name': `'=HYPERLINK("http://evil")`,
      Tickets: '2',
      'Gross (EUR)': '37.00',
      'Discount (EUR)': '-5.00',
      'Total (EUR)': '32.00',
      'Refunded (EUR)': '12.00',
      'Promo codes': 'SUMMER',
    });
    const french = await csvOf('/exports/orders.csv?locale=fr');
    expect(records(french.text)[0]?.slice(0, 3)).toEqual(['Commande', 'Créée le', 'Confirmée le']);
    // Codes are words in the export's language too.
    expect(records(french.text)[1]?.[3]).toBe('Confirmé');
  });

  it('exports the attendee list, the gate log, promo-code uses, payments and refunds with credit notes', async () => {
    const tickets = byHeader((await csvOf('/exports/tickets.csv?locale=en&event=match-early')).text);
    expect(tickets.map((row) => row.Ticket)).toEqual(['tkt_x1', 'tkt_x2']);
    expect(tickets[0]).toMatchObject({
      Match: 'Riviera v Early',
      Block: 'S1',
      Category: 'Standard',
      'Price type': 'Full price',
      'Price (EUR)': '25.00',
      'Discount (EUR)': '-5.00',
      'Holder first name': 'Zoé, "la"',
      'Holder e-mail': 'zoe@example.com',
      Entered: '2030-06-01 14:00:00',
    });
    expect(tickets[1]).toMatchObject({ Status: 'Released', Entered: '' });
    const confirmedOnly = byHeader((await csvOf('/exports/tickets.csv?locale=en&status=confirmed')).text);
    expect(confirmedOnly.map((row) => row.Ticket)).toEqual(['tkt_x1']);

    expect(byHeader((await csvOf('/exports/entries.csv?locale=en')).text)).toEqual([
      expect.objectContaining({
        Recorded: '2030-06-01 14:00:00',
        Ticket: 'tkt_x1',
        'Holder first name': 'Zoé, "la"',
        Device: 'gate-north-1',
        Steward: 'security@riviera.test',
      }),
    ]);
    expect(byHeader((await csvOf('/exports/promo-uses.csv?locale=en')).text)).toEqual([
      expect.objectContaining({
        Code: 'SUMMER',
        Label: '-5 €',
        Order: 'ord_x1',
        'Order status': 'Confirmed',
        'Discount (EUR)': '-5.00',
      }),
    ]);
    expect(byHeader((await csvOf('/exports/payments.csv?locale=en&status=succeeded')).text)).toEqual([
      expect.objectContaining({
        Payment: 'pay_x1',
        'Payment type': 'Credit card',
        Kind: 'Single payment',
        Status: 'Succeeded',
        'Amount (EUR)': '32.00',
        'Provider reference': 'cs_1',
      }),
    ]);
    expect(byHeader((await csvOf('/exports/refunds.csv?locale=en')).text)).toEqual([
      expect.objectContaining({
        Refund: 'ref_x1',
        Order: 'ord_x1',
        Reason: 'Ticket refunded',
        'Amount (EUR)': '12.00',
        'Credit note no.': '3',
        'Credit note amount (EUR)': '12.00',
      }),
    ]);
    // Filters that match nothing: the header alone.
    expect(records((await csvOf('/exports/orders.csv?locale=en&from=2030-06-02')).text)).toHaveLength(1);
    expect(records((await csvOf('/exports/orders.csv?locale=en&to=2030-05-31')).text)).toHaveLength(1);
    expect(
      records((await csvOf('/exports/orders.csv?locale=en&from=2030-06-01&to=2030-06-01')).text),
    ).toHaveLength(2);
    expect(records((await csvOf('/exports/orders.csv?locale=en&event=match-open')).text)).toHaveLength(1);
  });

  it('writes XLSX with real numbers and dates, a bold frozen header', async () => {
    const answer = await get('/exports/orders.xlsx?locale=es');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('riviera-orders-2030-06-01.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Pedidos');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Pedido');
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe('ord_x1');
    expect(row?.getCell(4).value).toBe('Confirmado');
    expect(row?.getCell(2).value).toEqual(new Date(Date.UTC(2030, 5, 1, 14, 0, 0)));
    expect(row?.getCell(11).value).toBe(32);
    expect(row?.getCell(11).numFmt).toBe('#,##0.00 "EUR"');
    expect(row?.getCell(10).value).toBe(-5);
    // A formula-looking name is a string cell, never a formula.
    expect(row?.getCell(6).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet?.rowCount).toBe(2);
  });

  it('never shows another club its rows; refuses roles without DATA_EXPORT, sessions of another club, bad filters', async () => {
    const north = byHeader((await csvOf('/exports/tickets.csv?locale=en', northAdmin, 'north-end')).text);
    expect(north.map((row) => row.Ticket)).toEqual(['tkt_ne1']);
    for (const kind of ['orders', 'tickets', 'entries', 'promo-uses', 'payments', 'refunds']) {
      const { text } = await csvOf(`/exports/${kind}.csv?locale=en`);
      expect(text).not.toMatch(/ne1|Other|gate-ne/);
    }
    for (const role of ['crm', 'security', 'season_manager', 'rms', 'website'] as const) {
      const answer = await get('/exports/orders.csv?locale=en', staff.get(role));
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 'STAFF_FORBIDDEN', permission: 'DATA_EXPORT' });
    }
    expect((await get('/exports/orders.csv?locale=en', staff.get('admin'))).status).toBe(200);
    // Riviera's admin at North End is no session there.
    expect((await get('/exports/orders.csv?locale=en', staff.get('admin'), 'north-end')).status).toBe(401);
    const noSecret = await fetch(`${base}/exports/orders.csv?locale=en`, {
      headers: { 'x-tenant-slug': 'riviera' },
    });
    expect(noSecret.status).toBe(401);
    for (const query of [
      'locale=xx',
      'locale=en&from=yesterday',
      'locale=en&status=paid',
      'locale=en&from=2030-02-01&to=2030-01-01',
    ]) {
      const answer = await get(`/exports/orders.csv?${query}`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'EXPORT_BAD_FILTER' });
    }
    expect((await get('/exports/nothing.csv?locale=en')).status).toBe(404);
    const audit = await bed.rows<{ action: string; target_id: string; after: { format: string } }>(
      `select action, target_id, after from staff_audit_log where tenant_id = 'riviera' and action = 'data.export'`,
    );
    expect(audit.length).toBeGreaterThan(5);
    expect(audit).toContainEqual(
      expect.objectContaining({ target_id: 'orders', after: expect.objectContaining({ format: 'xlsx' }) }),
    );
  });

  describe('streaming', () => {
    beforeAll(async () => {
      const fan = await insertCustomer(bed.db, 'riviera');
      // 300 orders of 10 tickets for match-sold-out, 3,000 orders of 10 for match-later.
      for (const [prefix, eventId, orderCount] of [
        ['s', 'match-sold-out', 300],
        ['l', 'match-later', 3000],
      ] as const) {
        await bed.rows(
          `insert into orders (tenant_id, id, customer_id, status, confirmed_at, created_at, updated_at)
           select 'riviera', 'ord_${prefix}' || g, $1, 'confirmed', $2, $2, $2 from generate_series(1, $3::int) g`,
          [fan, AT, orderCount],
        );
        await bed.rows(
          `insert into ticket_groups (tenant_id, id, order_id, kind, event_id, created_at)
           select 'riviera', 'grp_${prefix}' || g, 'ord_${prefix}' || g, 'event', $1, $2 from generate_series(1, $3::int) g`,
          [eventId, AT, orderCount],
        );
        await bed.rows(
          `insert into seat_tickets (tenant_id, id, order_id, group_id, event_id, block_id, category_id, product_id,
             price_cents, status, holder_first_name, holder_last_name, holder_email, holder_phone_number, created_at)
           select 'riviera', 'tkt_${prefix}' || g, 'ord_${prefix}' || ((g - 1) / 10 + 1), 'grp_${prefix}' || ((g - 1) / 10 + 1),
             $1, 'S1', 'standard', 'full', 2500, 'confirmed', 'Holder', 'Number ' || g, 'holder' || g || '@example.com',
             '+33 6 12 34 56 78', $2
           from generate_series(1, $3::int * 10) g`,
          [eventId, AT, orderCount],
        );
      }
    });

    /** The JavaScript heap and the buffers outside it (where written, unsent output waits). */
    const usedMemory = () => {
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };

    /**
     * A connection between a client and the server without the kernel's socket buffers (which on
     * loopback take tens of megabytes, hiding whether the server waits): what one side writes is
     * accepted only as fast as the other side reads, like a TCP window that never grows.
     */
    function connectionPair(): { client: Duplex; server: Duplex } {
      const waiting = new WeakMap<Duplex, () => void>();
      const sides: Duplex[] = [];
      const side = (index: number) =>
        new Duplex({
          highWaterMark: 16 * 1024,
          write(chunk, _encoding, done) {
            const peer = sides[1 - index] as Duplex;
            if (peer.push(chunk)) done();
            else waiting.set(peer, done);
          },
          read() {
            const done = waiting.get(this);
            waiting.delete(this);
            done?.();
          },
          final(done) {
            sides[1 - index]?.push(null);
            done();
          },
        });
      sides.push(side(0), side(1));
      return { client: sides[0] as Duplex, server: sides[1] as Duplex };
    }

    /**
     * Starts a download, reads its first `stallAfter` bytes (256 KB) and stops reading; once the server has done what it
     * will, measures memory (after a full collection) against before the request, then reads the
     * rest. What the export holds while the client is not reading is what it buffers.
     */
    async function heldWhileStalled(
      path: string,
      stallAfter = 256 * 1024,
    ): Promise<{ held: number; bytes: number; rows: number; batchesWhileStalled: number; batches: number }> {
      const batchesBefore = batchesSent;
      gc();
      const before = usedMemory();
      const { client, server: serverSide } = connectionPair();
      server.emit('connection', serverSide);
      // A raw HTTP/1.1 request: Node's own client keeps reading a socket that has no OS handle.
      const headers = Object.entries(headersOf(staff.get('ticket_office')))
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      client.write(`GET ${path} HTTP/1.1\r\nhost: localhost\r\n${headers}connection: close\r\n\r\n`);
      let bytes = 0;
      let head = '';
      let stalled = false;
      const ended = new Promise<void>((resolve) => client.on('end', resolve));
      await new Promise<void>((resolve) => {
        // An answer shorter than `stallAfter` (an error) ends here and fails on its status line.
        void ended.then(resolve);
        client.on('data', (chunk: Buffer) => {
          if (head.length < 200) head += chunk.toString('latin1', 0, 200);
          bytes += chunk.length;
          if (bytes > stallAfter && !stalled) {
            stalled = true;
            client.pause();
            resolve();
          }
        });
      });
      expect(head.slice(0, 12), head).toBe('HTTP/1.1 200');
      // Give the server time to go as far as it will (a wait, not an assertion).
      await new Promise((resolve) => setTimeout(resolve, 300));
      gc();
      const held = usedMemory() - before;
      const batchesWhileStalled = batchesSent - batchesBefore;
      client.resume();
      await ended;
      const batches = batchesSent - batchesBefore;
      console.log(
        `export ${path}: ${bytes} bytes in ${batches} batches; while stalled ${batchesWhileStalled} batches sent, ${held} bytes of memory held`,
      );
      return { held, bytes, rows: rowsSent, batchesWhileStalled, batches };
    }

    it('keeps memory flat: 30,000 rows hold no more than 3,000 do, far below the file size', async () => {
      const small = await heldWhileStalled('/exports/tickets.csv?locale=en&event=match-sold-out');
      const large = await heldWhileStalled('/exports/tickets.csv?locale=en&event=match-later');
      expect(small.rows).toBe(3000);
      expect(large.rows).toBe(30000);
      expect(large.bytes).toBeGreaterThan(5_000_000);
      expect(large.batches).toBe(60);
      // While the client reads nothing the server stops reading rows: a few of the 60 batches.
      expect(large.batchesWhileStalled).toBeLessThanOrEqual(6);
      // Buffering the file or its rows would hold megabytes more for 30,000 rows than for 3,000.
      expect(large.held).toBeLessThan(large.bytes / 2);
      expect(large.held).toBeLessThan(Math.max(small.held, 0) + 3_000_000);
    });

    it('keeps memory flat for XLSX too: a stalled download stops the rows; a large sheet parses back whole', async () => {
      // A zip of 3,000 rows is under 256 KB: stall both after 64 KB.
      const small = await heldWhileStalled('/exports/tickets.xlsx?locale=ru&event=match-sold-out', 64 * 1024);
      const large = await heldWhileStalled('/exports/tickets.xlsx?locale=ru&event=match-later', 64 * 1024);
      expect(small.rows).toBe(3000);
      expect(large.rows).toBe(30000);
      expect(large.batches).toBe(60);
      // The zip is compressed: 30,000 rows are still well over a megabyte.
      expect(large.bytes).toBeGreaterThan(1_000_000);
      // exceljs ignores the zip's backpressure; the sink waits on it (ADR 0051): a few of 60 batches.
      expect(large.batchesWhileStalled).toBeLessThanOrEqual(6);
      // The uncompressed sheet is ~30 MB: holding its rows would show as megabytes more than for 3,000.
      expect(large.held).toBeLessThan(large.bytes / 2);
      expect(large.held).toBeLessThan(Math.max(small.held, 0) + 3_000_000);
      const answer = await get('/exports/tickets.xlsx?locale=ru&event=match-sold-out');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.rowCount).toBe(3001);
      expect(sheet?.getRow(1).getCell(1).value).toBe('Билет');
      expect(sheet?.getRow(3001).getCell(9).value).toBe(25);
    });
  });
});
