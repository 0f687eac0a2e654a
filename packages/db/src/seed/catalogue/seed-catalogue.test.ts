import { getTenantRegistry } from '@stadio/tenants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import {
  arenas,
  blocks,
  campaignPackEvents,
  campaignPacks,
  categories,
  eventChannelConfigurations,
  eventPrices,
  events,
  openSeatingStock,
  packChannelConfigurations,
  packPrices,
  products,
  seats,
  teams,
} from '../../schema';
import { createTenantFixtures, tenantFixture } from '../../testing';
import { seed } from '../index';
import { eventStates, type EventState } from './test-fixtures/event-states';
import { seedDemoCatalogue, type SeededCatalogue } from './test-fixtures/seeded-catalogue';

const DAY = 24 * 3600 * 1000;

/* What one seed of the demo catalogue writes; re-seeding is in reseed-catalogue.test.ts. */
describe('demo catalogue seed', () => {
  let seeded: SeededCatalogue;
  let handle: DbHandle;
  let firstReport: SeededCatalogue['report'];
  const registry = getTenantRegistry(0);
  const demoClubs = ['riviera', 'amstel', 'neva'];

  beforeAll(async () => {
    seeded = await seedDemoCatalogue();
    ({ handle, report: firstReport } = seeded);
  });
  afterAll(async () => {
    await seeded.close();
  });

  it('gives every demo club a venue, categories, products, teams, matches and packs', async () => {
    // Every club of the tenants folder is seeded (harbour too, the oidc demo club on the generic
    // rugby profile); the three football, hockey and basketball clubs are checked in detail.
    expect(firstReport.catalogue.map((c) => c.tenant).sort()).toEqual(
      registry.tenants.map((t) => t.slug).sort(),
    );
    expect(registry.tenants.map((t) => t.slug)).toEqual(expect.arrayContaining(demoClubs));
    for (const tenant of demoClubs) {
      const report = firstReport.catalogue.find((c) => c.tenant === tenant);
      expect(report?.events).toBeGreaterThanOrEqual(8);
      expect(report?.eventSeatsAdded).toBe((report?.seats ?? 0) * (report?.events ?? 0));

      const categoryRows = await handle.db.select().from(categories).where(eq(categories.tenantId, tenant));
      expect(categoryRows.filter((c) => c.isActive)).toHaveLength(5);
      expect(categoryRows.filter((c) => !c.isActive)).toHaveLength(1);
      const inactive = categoryRows.find((c) => !c.isActive)?.id ?? '';
      expect(
        await handle.db.$count(seats, and(eq(seats.tenantId, tenant), eq(seats.categoryId, inactive))),
      ).toBe(0);

      const productRows = await handle.db.select().from(products).where(eq(products.tenantId, tenant));
      expect(productRows.filter((p) => p.isActive && !p.isResale)).toHaveLength(3);
      expect(productRows.filter((p) => p.isResale)).toHaveLength(1);
      expect(productRows.filter((p) => !p.isActive)).toHaveLength(1);

      const teamRows = await handle.db.select().from(teams).where(eq(teams.tenantId, tenant));
      expect(teamRows.length).toBeGreaterThanOrEqual(7);
      expect(teamRows.find((t) => t.id === tenant)?.logoUrl).toBe(`/tenant-assets/${tenant}/logo.svg`);
      const crests = teamRows.filter((t) => t.id !== tenant).map((t) => t.logoUrl ?? '');
      expect(crests.every((url) => url.startsWith('data:image/svg+xml,'))).toBe(true);
      expect(new Set(crests).size).toBe(crests.length);
      // Rivals are named in every other language the club lists (ADR 0025): at neva, in Latin letters.
      const others = (registry.bySlug.get(tenant)?.locales ?? []).slice(1);
      for (const rival of teamRows.filter((t) => t.id !== tenant))
        expect(Object.keys(rival.displayNameTranslations ?? {}).sort(), rival.id).toEqual([...others].sort());
      if (tenant === 'neva')
        expect(teamRows.find((t) => t.id === 'sibir')?.displayNameTranslations).toMatchObject({
          es: 'Sibir Novosibirsk',
        });

      const packRows = await handle.db.select().from(campaignPacks).where(eq(campaignPacks.tenantId, tenant));
      expect(packRows.filter((p) => p.type === 'pack')).toHaveLength(2);
      expect(packRows.filter((p) => p.type === 'season')).toHaveLength(1);
      expect(await handle.db.$count(packPrices, eq(packPrices.tenantId, tenant))).toBe(3 * 5 * 3);
      expect(await handle.db.$count(eventPrices, eq(eventPrices.tenantId, tenant))).toBe(
        (report?.events ?? 0) * 5 * 3,
      );
    }
  });

  it('builds a football stadium of over 25,000 seats in 40+ blocks with standing blocks', async () => {
    const [arena] = await handle.db.select().from(arenas).where(eq(arenas.tenantId, 'riviera'));
    expect(arena?.pitch).toBe('football');
    expect(await handle.db.$count(seats, eq(seats.tenantId, 'riviera'))).toBeGreaterThanOrEqual(25_000);
    const blockRows = await handle.db.select().from(blocks).where(eq(blocks.tenantId, 'riviera'));
    expect(blockRows.length).toBeGreaterThanOrEqual(40);
    const standing = blockRows.filter((b) => b.isOpenSeating);
    expect(standing.length).toBeGreaterThan(0);
    expect(blockRows.some((b) => b.isAwaySection)).toBe(true);
    const stock = await handle.db
      .select()
      .from(openSeatingStock)
      .where(eq(openSeatingStock.tenantId, 'riviera'));
    expect(stock).toHaveLength(standing.length * 10);
    const { rows } = await handle.pool.query(
      `select count(*)::int as n from seats s join blocks b on b.tenant_id = s.tenant_id and b.id = s.block_id
       where s.tenant_id = 'riviera' and b.is_open_seating`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('has, at seed time, a match in every sale state the shop shows', async () => {
    const now = new Date();
    for (const tenant of demoClubs) {
      const states = await eventStates(handle, tenant, now);
      const where = (test: (s: EventState) => boolean) => states.filter(test);
      expect(
        where((s) => s.status === 'ARCHIVED'),
        `${tenant} archived`,
      ).not.toHaveLength(0);
      expect(
        where((s) => s.status === 'PASSED'),
        `${tenant} passed`,
      ).not.toHaveLength(0);
      expect(
        where((s) => s.status === 'CLOSED' && s.saleStatus === 'closed'),
        `${tenant} closed`,
      ).not.toHaveLength(0);
      const onSale = where((s) => s.status === 'OPENED' && !s.earlyBirdOnly && !s.soldOut);
      expect(onSale.length, `${tenant} opened`).toBeGreaterThanOrEqual(2);
      expect(onSale.some((s) => s.maxTickets === 6)).toBe(true);
      expect(onSale.some((s) => s.maxTickets === null)).toBe(true);
      expect(
        where((s) => s.status === 'OPENED' && s.soldOut),
        `${tenant} sold out`,
      ).not.toHaveLength(0);
      const later = where(
        (s) => s.status === 'CLOSED' && s.saleStatus === 'opened' && s.opening > now && !s.earlyBirdOnly,
      );
      expect(
        later.some((s) => s.opening.getTime() - now.getTime() <= 4 * DAY),
        `${tenant} opens later`,
      ).toBe(true);
      const earlyBird = where((s) => s.status === 'OPENED' && s.earlyBirdOnly);
      expect(earlyBird, `${tenant} early bird`).not.toHaveLength(0);
      expect(states.some((s) => s.downloadDaysBefore === 2)).toBe(true);
      // A fan buying now sees a real e-ticket at one match and "available from" at another.
      const opensAt = (s: EventState) => s.start.getTime() - (s.downloadDaysBefore ?? 0) * DAY;
      const windowed = onSale.filter((s) => s.downloadDaysBefore !== null);
      expect(
        windowed.some((s) => opensAt(s) <= now.getTime()),
        `${tenant} on sale with tickets open`,
      ).toBe(true);
      expect(
        windowed.some((s) => opensAt(s) > now.getTime()),
        `${tenant} on sale with tickets not open yet`,
      ).toBe(true);
    }
  });

  it('kicks matches off at local times in the club time zone and closes sales at kick-off', async () => {
    const rows = await handle.db
      .select({ start: events.startDatetime, closing: eventChannelConfigurations.closingDatetime })
      .from(events)
      .innerJoin(
        eventChannelConfigurations,
        and(
          eq(eventChannelConfigurations.tenantId, events.tenantId),
          eq(eventChannelConfigurations.eventId, events.id),
        ),
      )
      .where(eq(events.tenantId, 'riviera'));
    const timeZone = registry.bySlug.get('riviera')?.timeZone ?? 'Europe/Paris';
    const local = (iso: string) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      );
    expect(rows.filter((r) => local(r.start) === '20:45').length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(new Date(row.closing).getTime()).toBe(new Date(row.start).getTime());
  });

  it('sells opened matches partly, in every category, with demo orders on sold seats', async () => {
    const now = new Date();
    const states = await eventStates(handle, 'riviera', now);
    const onSale = states.filter((s) => s.status === 'OPENED' && !s.soldOut && !s.earlyBirdOnly);
    for (const state of onSale) {
      const { rows } = await handle.pool.query<{ category: string; sold: number; total: number }>(
        `select s.category_id as category, count(*) filter (where es.status = 'confirmed')::int as sold,
           count(*)::int as total
         from event_seats es join seats s on s.tenant_id = es.tenant_id and s.id = es.seat_id
         where es.tenant_id = 'riviera' and es.event_id = $1 group by s.category_id`,
        [state.id],
      );
      const sold = rows.reduce((sum, r) => sum + r.sold, 0);
      const total = rows.reduce((sum, r) => sum + r.total, 0);
      expect(sold / total).toBeGreaterThan(0.1);
      expect(sold / total).toBeLessThan(0.8);
      expect(rows.every((r) => r.sold > 0 && r.sold < r.total)).toBe(true);
    }
    // Sold seats are the demo's anonymous sales or a demo buyer's real order, never anything else.
    const { rows } = await handle.pool.query(
      `select count(*)::int as n from event_seats
       where tenant_id = 'riviera' and status = 'confirmed' and order_id is distinct from 'demo-sold'
         and order_id not like 'demo-ord-%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('gives some demo-sold seats real past orders of demo buyers, with tickets and payments that add up', async () => {
    for (const tenant of demoClubs) {
      const report = firstReport.demoOrders.find((r) => r.tenant === tenant);
      expect(report?.orders).toBeGreaterThanOrEqual(100);
      expect(report?.orders).toBeLessThanOrEqual(150);
      expect(report?.seats).toBeGreaterThan(report?.orders ?? 0);
      expect(report?.seats).toBeLessThanOrEqual(450);
    }
    // Every seat of a demo order has exactly one confirmed ticket of that order, and back.
    const { rows: seatsVsTickets } = await handle.pool.query<{
      seats: number;
      tickets: number;
      matched: number;
    }>(
      `select (select count(*) from event_seats where order_id like 'demo-ord-%')::int as seats,
         (select count(*) from seat_tickets where order_id like 'demo-ord-%' and status = 'confirmed')::int as tickets,
         (select count(*) from event_seats es join seat_tickets t on t.tenant_id = es.tenant_id
            and t.event_id = es.event_id and t.seat_id = es.seat_id and t.order_id = es.order_id
          where es.order_id like 'demo-ord-%' and es.status = 'confirmed' and t.status = 'confirmed')::int as matched`,
    );
    expect(seatsVsTickets[0]?.seats).toBeGreaterThan(0);
    expect(seatsVsTickets[0]?.tickets).toBe(seatsVsTickets[0]?.seats);
    expect(seatsVsTickets[0]?.matched).toBe(seatsVsTickets[0]?.seats);

    const { rows: orders } = await handle.pool.query<{
      tenant_id: string;
      email: string;
      confirmed_at: Date;
      total: number;
      paid: number;
      provider: string;
      kind: string;
      payment_type: string;
      promo: boolean;
      installments: number;
    }>(
      `select o.tenant_id, c.email, o.confirmed_at,
         (select sum(t.price_cents + t.discount_cents) from seat_tickets t
          where t.tenant_id = o.tenant_id and t.order_id = o.id)::int as total,
         p.amount_cents as paid, p.provider, p.kind, p.payment_type,
         cardinality(o.promo_code_ids) > 0 as promo,
         (select count(*) from installments i where i.tenant_id = p.tenant_id and i.payment_id = p.id)::int as installments
       from orders o
       join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
       join payments p on p.tenant_id = o.tenant_id and p.order_id = o.id and p.status = 'succeeded'
       where o.id like 'demo-ord-%' and o.status = 'confirmed'`,
    );
    const riviera = orders.filter((o) => o.tenant_id === 'riviera');
    expect(riviera.length).toBe(firstReport.demoOrders.find((r) => r.tenant === 'riviera')?.orders);
    for (const order of orders) {
      expect(order.email).toMatch(/^buyer-\d{2}@demo\.stadio\.example$/);
      expect(order.paid).toBe(order.total);
      const age = (seeded.seededAt.getTime() - order.confirmed_at.getTime()) / DAY;
      expect(age).toBeGreaterThan(1);
      expect(age).toBeLessThan(31);
    }
    // The mix the dashboard shows: online and counter, card and cash, plans, promo codes.
    expect(
      riviera.filter((o) => o.provider === 'counter' && o.payment_type === 'cash').length,
    ).toBeGreaterThan(0);
    expect(
      riviera.filter((o) => o.provider === 'counter' && o.payment_type === 'credit_card').length,
    ).toBeGreaterThan(0);
    expect(riviera.filter((o) => o.provider !== 'counter').length).toBeGreaterThan(riviera.length / 2);
    const plans = riviera.filter((o) => o.kind === 'installment_plan');
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((o) => o.installments === 3)).toBe(true);
    expect(riviera.filter((o) => o.promo).length).toBeGreaterThan(0);
    expect(new Set(riviera.map((o) => o.confirmed_at.toISOString().slice(0, 10))).size).toBeGreaterThan(10);
    // The README's demo fan has no order (their order pages start empty), and nothing was e-mailed.
    const { rows: quiet } = await handle.pool.query<{ fan: number; mails: number }>(
      `select (select count(*) from orders o join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
          where c.email in ('fan@stadio.example', 'shopper@stadio.example'))::int as fan,
         (select count(*) from mail_outbox)::int as mails`,
    );
    expect(quiet[0]).toEqual({ fan: 0, mails: 0 });
  });

  it('puts 10 to 30 seats of one opened match on resale, at face value or under', async () => {
    const { rows } = await handle.pool.query<{ event_id: string; n: number; bad: number; resale: number }>(
      `select r.event_id, count(*)::int as n,
         count(*) filter (where es.status <> 'confirmed' or r.price_cents > p.price_cents or r.price_cents <= 0)::int as bad,
         count(*) filter (where pr.is_resale)::int as resale
       from resale_listings r
       join event_seats es on es.tenant_id = r.tenant_id and es.event_id = r.event_id and es.seat_id = r.seat_id
       join seats s on s.tenant_id = r.tenant_id and s.id = r.seat_id
       join event_prices p on p.tenant_id = r.tenant_id and p.event_id = r.event_id
         and p.category_id = s.category_id and p.product_id = 'full-price'
       join products pr on pr.tenant_id = r.tenant_id and pr.id = r.product_id
       where r.tenant_id = 'riviera' group by r.event_id`,
    );
    expect(rows).toHaveLength(1);
    const [listing] = rows;
    expect(listing?.n).toBeGreaterThanOrEqual(10);
    expect(listing?.n).toBeLessThanOrEqual(30);
    expect(listing?.bad).toBe(0);
    expect(listing?.resale).toBe(listing?.n);
    const state = (await eventStates(handle, 'riviera', new Date())).find((s) => s.id === listing?.event_id);
    expect(state?.status).toBe('OPENED');
  });

  it('prices football between €5 and €90, children below full price', async () => {
    const rows = await handle.db.select().from(eventPrices).where(eq(eventPrices.tenantId, 'riviera'));
    for (const row of rows) {
      expect(row.priceCents).toBeGreaterThanOrEqual(500);
      expect(row.priceCents).toBeLessThanOrEqual(9000);
    }
    const full = rows.find(
      (r) => r.eventId === 'm03' && r.productId === 'full-price' && r.categoryId.endsWith('cat1'),
    );
    const child = rows.find(
      (r) => r.eventId === 'm03' && r.productId === 'child' && r.categoryId.endsWith('cat1'),
    );
    expect(child?.priceCents).toBeLessThan(full?.priceCents ?? 0);
  });

  it('sells packs of three opened matches and a season of every upcoming league match, open now', async () => {
    const now = new Date();
    const states = new Map((await eventStates(handle, 'riviera', now)).map((s) => [s.id, s]));
    const packRows = await handle.db
      .select()
      .from(campaignPacks)
      .where(eq(campaignPacks.tenantId, 'riviera'));
    const packEvents = await handle.db
      .select()
      .from(campaignPackEvents)
      .where(eq(campaignPackEvents.tenantId, 'riviera'));
    for (const pack of packRows.filter((p) => p.type === 'pack')) {
      const ids = packEvents.filter((e) => e.packId === pack.id).map((e) => e.eventId);
      expect(ids).toHaveLength(3);
      expect(ids.every((id) => states.get(id)?.status === 'OPENED' && !states.get(id)?.soldOut)).toBe(true);
    }
    const season = packRows.find((p) => p.type === 'season');
    const seasonIds = packEvents.filter((e) => e.packId === season?.id).map((e) => e.eventId);
    const league = await handle.db
      .select({ id: events.id, start: events.startDatetime })
      .from(events)
      .where(and(eq(events.tenantId, 'riviera'), eq(events.competitionId, 'league')));
    const upcoming = league.filter((e) => new Date(e.start) > now).map((e) => e.id);
    expect(seasonIds.sort()).toEqual(upcoming.sort());
    const channels = await handle.db
      .select()
      .from(packChannelConfigurations)
      .where(eq(packChannelConfigurations.tenantId, 'riviera'));
    expect(channels).toHaveLength(3);
    for (const channel of channels) {
      expect(new Date(channel.openingDatetime) <= now && now < new Date(channel.closingDatetime)).toBe(true);
    }
  });

  it('keeps every reference valid although bulk rows skip the per-row checks', async () => {
    const { rows } = await handle.pool.query(`
      select
        (select count(*) from event_seats es where not exists
          (select 1 from seats s where s.tenant_id = es.tenant_id and s.id = es.seat_id))::int as orphan_event_seats,
        (select count(*) from event_seats es where not exists
          (select 1 from events e where e.tenant_id = es.tenant_id and e.id = es.event_id))::int as orphan_events,
        (select count(*) from seats s where not exists
          (select 1 from blocks b where b.tenant_id = s.tenant_id and b.id = s.block_id))::int as orphan_seats,
        (select count(*) from seats s where not exists
          (select 1 from categories c where c.tenant_id = s.tenant_id and c.id = s.category_id))::int as orphan_categories,
        (select count(*) from event_seats es join seats s on s.tenant_id = es.tenant_id and s.id = es.seat_id
          where s.block_id <> es.block_id)::int as wrong_blocks`);
    expect(rows[0]).toEqual({
      orphan_event_seats: 0,
      orphan_events: 0,
      orphan_seats: 0,
      orphan_categories: 0,
      wrong_blocks: 0,
    });
  });

  it('gives a club of another sport a small venue with the same kinds of data', async () => {
    const fixtures = createTenantFixtures([tenantFixture('north-end', { sport: 'rugby', locales: ['en'] })]);
    try {
      const report = await seed(handle.db, { registry: fixtures.registry });
      const club = report.catalogue[0];
      expect(club?.tenant).toBe('north-end');
      expect(club?.seats).toBeLessThan(5_000);
      expect(club?.standingPlaces).toBeGreaterThan(0);
      expect(club?.events).toBeGreaterThanOrEqual(8);
      expect(await handle.db.$count(seats, eq(seats.tenantId, 'north-end'))).toBe(club?.seats);
      const states = await eventStates(handle, 'north-end', new Date());
      expect(states.some((s) => s.status === 'OPENED' && s.soldOut)).toBe(true);
    } finally {
      fixtures.cleanup();
    }
  });
});
