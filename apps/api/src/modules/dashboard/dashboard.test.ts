import { randomUUID } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@stadio/db';
import { tenantSchema } from '@stadio/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';
import { TESTBED_TENANTS, type Club } from '../orders/test-fixtures/orders-testbed';
import { LIST, RESALE_RULES, resaleHelpers } from '../resale/test-fixtures/resale-testbed';
import { createStaff, type CreatedStaff } from '../staff/create-staff';
import { roleAllows } from '../staff/staff-permissions';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { startTicketsTestbed, type TicketsTestbed } from '../tickets/test-fixtures/tickets-testbed';

const MONEY = 'tickets gross discounts refunds refundedTickets net';
const STOCK = 'capacity sold held free closed';
const DASHBOARD = `query ($session: StaffSessionInput!, $eventId: ID) {
  backOfficeDashboard(session: $session, eventId: $eventId) {
    currency match { eventId isLive } matches { eventId }
    stock { ${STOCK} } money { ${MONEY} } extras { ${MONEY} }
    categories { categoryId stock { ${STOCK} } money { ${MONEY} } }
    blocks { blockId stock { ${STOCK} } money { ${MONEY} } }
    arena { id pitch }
    channels { channel money { ${MONEY} } }
    paymentTypes { paymentType money { ${MONEY} } }
    days { day tickets net }
    resale { listed onSale resold withdrawn volume }
    attendance { tickets entered } } }`;
const SELL = `mutation ($session: StaffSessionInput!, $input: CounterSaleInput!) {
  counterSell(session: $session, input: $input) { orderId totalAmount ticketIds } }`;
const REFUND = `mutation ($session: StaffSessionInput!, $orderId: ID!, $ticketId: ID!, $reason: TicketRefundReason!) {
  counterRefundTicket(session: $session, orderId: $orderId, ticketId: $ticketId, reason: $reason) { orderId status } }`;

interface Money {
  tickets: number;
  gross: number;
  discounts: number;
  refunds: number;
  refundedTickets: number;
  net: number;
}
interface Stock {
  capacity: number;
  sold: number;
  held: number;
  free: number;
  closed: number;
}
interface Dashboard {
  currency: string;
  match: { eventId: string; isLive: boolean } | null;
  matches: Array<{ eventId: string }>;
  stock: Stock;
  money: Money;
  extras: Money;
  categories: Array<{ categoryId: string; stock: Stock; money: Money }>;
  blocks: Array<{ blockId: string; stock: Stock; money: Money }>;
  arena: { id: string; pitch: string } | null;
  channels: Array<{ channel: string; money: Money }>;
  paymentTypes: Array<{ paymentType: string; money: Money }>;
  days: Array<{ day: string; tickets: number; net: number }>;
  resale: { listed: number; onSale: number; resold: number; withdrawn: number; volume: number };
  attendance: { tickets: number; entered: number };
}

const sum = <T>(items: readonly T[], of: (item: T) => number) => items.reduce((s, item) => s + of(item), 0);

describe('sales dashboard (PostgreSQL)', () => {
  let bed: TicketsTestbed;
  let h: ReturnType<typeof resaleHelpers>;
  const staff = new Map<StaffRole, CreatedStaff>();
  let northAdmin: CreatedStaff;
  const session = (role: StaffRole) => ({ staffId: staff.get(role)?.id ?? '', epoch: 0 });
  const dashboard = async (eventId?: string, club: Club = 'riviera', role: StaffRole = 'crm') =>
    (
      await bed.data<{ backOfficeDashboard: Dashboard }>(
        DASHBOARD,
        {
          session: club === 'riviera' ? session(role) : { staffId: northAdmin.id, epoch: 0 },
          eventId: eventId ?? null,
        },
        { club, tenant: RESALE_RULES },
      )
    ).backOfficeDashboard;

  /** Every confirmed order of the club gets the card payment the shop would have recorded for it. */
  const payForShopOrders = async (club: Club) =>
    bed.rows(
      `insert into payments (tenant_id, id, order_id, provider, kind, amount_cents, currency, status, payment_type, created_at, updated_at)
       select o.tenant_id, 'pay_' || o.id, o.id, 'sandbox', 'single',
         (select coalesce(sum(price_cents + discount_cents), 0) from seat_tickets t where t.tenant_id = o.tenant_id and t.order_id = o.id)
         + (select coalesce(sum(price_cents + discount_cents), 0) from ancillary_tickets a where a.tenant_id = o.tenant_id and a.order_id = o.id),
         'EUR', 'succeeded', 'credit_card', o.confirmed_at, o.confirmed_at
       from orders o where o.tenant_id = $1 and o.status = 'confirmed'
         and not exists (select from payments p where p.tenant_id = o.tenant_id and p.order_id = o.id)`,
      [club],
    );

  let counterTickets: string[] = [];
  let onlineTicket = '';

  beforeAll(async () => {
    bed = await startTicketsTestbed();
    h = resaleHelpers(bed);
    for (const [role, account] of await staffPerRole(bed.db, {
      clubSlug: 'riviera',
      emailDomain: 'dashboard.example',
      now: bed.clock.now(),
    }))
      staff.set(role, account);
    northAdmin = await createStaff(bed.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.clock.now(),
    });

    // 1. The shop: two Standard seats at 30 €, one with a 5 € promo discount (as the promo module
    //    writes it on the ticket), and the club's mandatory 3 € plastic card.
    bed.clock.set(FIXTURE_NOW);
    const fan = await bed.customer('riviera');
    const online = await bed.buy(fan, 'match-open', [
      { blockId: 'R1', seatId: 'r1-a1', productId: 'full' },
      { blockId: 'R1', seatId: 'r1-a2', productId: 'full' },
    ]);
    onlineTicket = online.ticketGroups[0]?.seatTickets[0]?.id ?? '';
    await bed.rows(`update seat_tickets set discount_cents = -500 where tenant_id = 'riviera' and id = $1`, [
      onlineTicket,
    ]);
    // 2. A resale: a fan buys r1-c1 online, lists it at 25 €, another fan buys it.
    const seller = await h.seller('riviera');
    const [sold] = await h.ticketsOf(seller, ['r1-c1']);
    const listed = await bed.gql(
      LIST,
      { customerId: seller, listings: [{ ticketId: sold, price: 2500 }] },
      {
        tenant: RESALE_RULES,
      },
    );
    expect(listed.errors).toBeUndefined();
    await h.buyListing(await bed.customer('riviera'), 'r1-c1');
    await payForShopOrders('riviera');
    // 3. The counter, the day after: two seats paid cash, one refunded there.
    bed.clock.set(new Date(FIXTURE_NOW.getTime() + 86_400_000));
    const sale = await bed.data<{ counterSell: { orderId: string; ticketIds: string[] } }>(
      SELL,
      {
        session: session('ticket_office'),
        input: {
          eventId: 'match-open',
          tickets: ['r1-b1', 'r1-b2'].map((seatId) => ({
            blockId: 'R1',
            seatId,
            productId: 'full',
            holderFirstName: 'Hélène',
            holderLastName: 'Dupré',
          })),
          buyer: { email: 'helene.dupre@fans.example', firstName: 'Hélène', lastName: 'Dupré' },
          paymentType: 'CASH',
          sendTickets: false,
        },
      },
      { tenant: RESALE_RULES },
    );
    counterTickets = sale.counterSell.ticketIds;
    await bed.data(
      REFUND,
      {
        session: session('ticket_office'),
        orderId: sale.counterSell.orderId,
        ticketId: counterTickets[1],
        reason: 'FAN_REQUEST',
      },
      { tenant: RESALE_RULES },
    );
    // 4. One seat closed by the club, one entry at the gate.
    await bed.rows(
      `update event_seats set status = 'closed' where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'r2-e10'`,
    );
    await bed.rows(
      `insert into gate_entries (tenant_id, ticket_id, version, event_id, entry_id, device_id, staff_id, scanned_at, recorded_at)
       values ('riviera', $1, 1, 'match-open', $2, 'gate-1', $3, now(), now())`,
      [counterTickets[0], randomUUID(), staff.get('security')?.id],
    );
    // 5. Another club sells on its own match-open: it must never show at Riviera.
    await bed.buy(
      await bed.customer('north-end'),
      'match-open',
      [{ blockId: 'R1', seatId: 'r1-a1', productId: 'full' }],
      {
        club: 'north-end',
      },
    );
    await payForShopOrders('north-end');
  }, 60_000);
  afterAll(async () => {
    await bed?.close();
  });

  it('adds up to the cent with the order rows: gross, promo discounts, refunds, net, channels, payment types and days', async () => {
    const match = await dashboard('match-open');
    // Independently, from the rows: every seat ticket of a confirmed Riviera order at match-open.
    const tickets = await bed.rows<{
      price: number;
      discount: number;
      status: string;
      refunded: boolean;
      resale: boolean;
      provider: string | null;
    }>(
      `select t.price_cents as price, t.discount_cents as discount, t.status, t.refunded_at is not null as refunded,
         t.resale_listing_id is not null as resale,
         (select max(p.provider) from payments p where p.tenant_id = t.tenant_id and p.order_id = t.order_id) as provider
       from seat_tickets t join orders o on o.tenant_id = t.tenant_id and o.id = t.order_id
       where t.tenant_id = 'riviera' and t.event_id = 'match-open' and o.confirmed_at is not null`,
    );
    const own = tickets.filter((t) => !t.resale && (t.status !== 'released' || t.refunded));
    const refunds = await bed.rows<{ cents: string }>(
      `select coalesce(sum(r.amount_cents), 0) as cents from refunds r where r.tenant_id = 'riviera'`,
    );
    const gross = sum(own, (t) => t.price);
    const discounts = -sum(own, (t) => t.discount);
    const refunded = sum(
      own.filter((t) => t.refunded),
      (t) => t.price + t.discount,
    );
    expect({ gross, discounts, refunded }).toEqual({ gross: 15000, discounts: 500, refunded: 3000 });
    expect(Number(refunds[0]?.cents)).toBe(refunded);
    expect(match.money).toEqual({
      tickets: own.length,
      gross,
      discounts,
      refunds: refunded,
      refundedTickets: 1,
      net: gross - discounts - refunded,
    });
    const channel = (name: string) => match.channels.find((c) => c.channel === name)?.money;
    const ofProvider = (counter: boolean) =>
      own.filter((t) => (t.provider === 'counter') === counter).reduce((s, t) => s + t.price, 0);
    expect(channel('ONLINE')?.gross).toBe(ofProvider(false));
    expect(channel('COUNTER')).toMatchObject({ gross: ofProvider(true), refunds: 3000, net: 3000 });
    // The resale purchase is the seller's money: its own channel, outside the club's figures.
    expect(channel('RESALE')).toMatchObject({ tickets: 1, gross: 2500 });
    expect(
      sum(
        match.channels.filter((c) => c.channel !== 'RESALE'),
        (c) => c.money.net,
      ),
    ).toBe(match.money.net);
    expect(match.paymentTypes.map((p) => [p.paymentType, p.money.net])).toEqual([
      ['CREDIT_CARD', 8500],
      ['CASH', 3000],
    ]);
    expect(sum(match.days, (d) => d.net)).toBe(match.money.net);
    // The shop's orders on the first day, the counter's on the next, in the club's time zone.
    const dayOf = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: tenantSchema.parse(TESTBED_TENANTS.riviera).timeZone,
      }).format(at);
    expect(match.days).toEqual([
      { day: dayOf(FIXTURE_NOW), tickets: 3, net: 8500 },
      { day: dayOf(new Date(FIXTURE_NOW.getTime() + 86_400_000)), tickets: 2, net: 3000 },
    ]);
    expect(sum(match.categories, (c) => c.money.gross)).toBe(gross);
    expect(sum(match.blocks, (b) => b.money.gross)).toBe(gross);

    // The season: the same tickets (the only match with sales) and the orders' plastic cards.
    const season = await dashboard();
    expect(season.money).toEqual(match.money);
    const cards = await bed.rows<{ cents: string; n: string }>(
      `select coalesce(sum(a.price_cents + a.discount_cents), 0) as cents, count(*) as n
       from ancillary_tickets a join orders o on o.tenant_id = a.tenant_id and o.id = a.order_id
       where a.tenant_id = 'riviera' and o.confirmed_at is not null and a.status = 'confirmed'`,
    );
    expect(season.extras.gross).toBe(Number(cards[0]?.cents));
    expect(Number(cards[0]?.n)).toBeGreaterThan(0);
    // Everything the club took: what its payments took, less what it gave back.
    const paid = await bed.rows<{ cents: string }>(
      `select coalesce(sum(amount_cents), 0) as cents from payments where tenant_id = 'riviera' and status in ('succeeded', 'refunded')`,
    );
    expect(season.money.net + season.extras.net + (channel('RESALE')?.net ?? 0)).toBe(
      Number(paid[0]?.cents) - Number(refunds[0]?.cents),
    );
  });

  it('counts seats so that sold, held, free and closed make the capacity, by block and category', async () => {
    const match = await dashboard('match-open');
    const [stock] = await bed.rows<{ seats: string; places: string; r1: string }>(
      `select (select count(*) from event_seats where tenant_id = 'riviera' and event_id = 'match-open') as seats,
         (select sum(capacity) from open_seating_stock where tenant_id = 'riviera' and event_id = 'match-open') as places,
         (select count(*) from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and block_id = 'R1' and status = 'confirmed') as r1`,
    );
    const { capacity, sold, held, free, closed } = match.stock;
    expect(capacity).toBe(Number(stock?.seats) + Number(stock?.places));
    expect(sold + held + free + closed).toBe(capacity);
    expect(closed).toBe(1);
    expect(match.blocks.find((b) => b.blockId === 'R1')?.stock.sold).toBe(Number(stock?.r1));
    expect(Number(stock?.r1)).toBe(4);
    for (const part of [...match.blocks, ...match.categories])
      expect(part.stock.sold + part.stock.held + part.stock.free + part.stock.closed).toBe(
        part.stock.capacity,
      );
    expect(sum(match.categories, (c) => c.stock.capacity)).toBe(capacity);
    const season = await dashboard();
    expect(season.stock.sold + season.stock.held + season.stock.free + season.stock.closed).toBe(
      season.stock.capacity,
    );
    expect(season.stock.capacity).toBeGreaterThan(capacity);
    expect(match.attendance).toEqual({ tickets: expect.any(Number), entered: 1 });
    expect(match.resale.resold).toBeGreaterThanOrEqual(1);
  });

  it("keeps each club to its own orders, and refuses other roles, other clubs' sessions and unknown matches", async () => {
    const riviera = await dashboard('match-open');
    const north = await dashboard('match-open', 'north-end');
    expect(north.money).toMatchObject({ tickets: 1, gross: 3000, discounts: 0, refunds: 0, net: 3000 });
    expect(north.channels.find((c) => c.channel === 'COUNTER')?.money.gross).toBe(0);
    expect(riviera.money.gross).toBe(15000);

    for (const role of STAFF_ROLES) {
      const answer = await bed.gql(DASHBOARD, { session: session(role) }, { tenant: RESALE_RULES });
      if (roleAllows(role, 'DASHBOARD_VIEW')) expect(answer.errors, role).toBeUndefined();
      else expect(answer.errors?.[0]?.extensions?.code, role).toBe('STAFF_FORBIDDEN');
    }
    expect(
      ['admin', 'season_manager', 'crm'].every((role) => roleAllows(role as StaffRole, 'DASHBOARD_VIEW')),
    ).toBe(true);
    // A Riviera session at North End reads nothing there.
    const foreign = await bed.gql(DASHBOARD, { session: session('admin') }, { club: 'north-end' });
    expect(foreign.data).toBeNull();
    expect(String(foreign.errors?.[0]?.extensions?.code)).toMatch(/^STAFF_/);
    const unknown = await bed.gql(DASHBOARD, { session: session('admin'), eventId: 'nope' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('DASHBOARD_MATCH_NOT_FOUND');
    const bad = await bed.gql(DASHBOARD, { session: session('admin'), eventId: '' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
