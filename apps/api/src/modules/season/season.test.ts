import type { StaffRole } from '@stadio/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '../../test-support/call-graphql';
import { startSeasonTestbed, type SeasonClub, type SeasonTestbed } from './test-fixtures/season-testbed';

const MATCH = `id name kickOff kickOffLocal state saleOpen seatsSold seatsHeld seatsFree seatsClosed revenueCents
  opponent { id name } competition { id name } arena { id }`;
const DETAIL = `match { ${MATCH} } description { locale text } prices { categoryId productId priceCents }
  windows { saleChannel { id } opening closing earlyBirdOpening cartLimit } categories { id } products { id }`;
const SEASON = `query ($session: StaffSessionInput!, $filter: SeasonFilter) {
  staffSeason(session: $session, filter: $filter) { matches { ${MATCH} } teams { id } timeZone } }`;
const ONE = `query ($session: StaffSessionInput!, $eventId: ID!) { staffSeasonMatch(session: $session, eventId: $eventId) { ${DETAIL} } }`;
const CREATE = `mutation ($session: StaffSessionInput!, $input: SeasonCreateMatchInput!) {
  staffCreateMatch(session: $session, input: $input) { ${DETAIL} } }`;
const DETAILS = `mutation ($session: StaffSessionInput!, $eventId: ID!, $description: [SeasonTextInput!]!, $kickOff: String) {
  staffUpdateMatchDetails(session: $session, eventId: $eventId, description: $description, kickOff: $kickOff) { ${DETAIL} } }`;
const WINDOWS = `mutation ($session: StaffSessionInput!, $eventId: ID!, $windows: [SeasonSaleWindowInput!]!) {
  staffUpdateSaleWindows(session: $session, eventId: $eventId, windows: $windows) { ${DETAIL} } }`;
const OPEN = `mutation ($session: StaffSessionInput!, $eventId: ID!, $open: Boolean!) {
  staffSetSaleOpen(session: $session, eventId: $eventId, open: $open) { ${DETAIL} } }`;
const PRICES = `mutation ($session: StaffSessionInput!, $eventId: ID!, $prices: [SeasonPriceInput!]!) {
  staffSetMatchPrices(session: $session, eventId: $eventId, prices: $prices) { ${DETAIL} } }`;
const PACKS = `query ($session: StaffSessionInput!) { staffSeasonPacks(session: $session) {
  packs { id kind eventIds prices { categoryId productId priceCents } } matches { id } } }`;
const PACK = `mutation ($session: StaffSessionInput!, $packId: ID!, $eventIds: [ID!]!, $prices: [SeasonPriceInput!]!) {
  staffUpdatePack(session: $session, packId: $packId, eventIds: $eventIds, prices: $prices) { id eventIds prices { categoryId productId priceCents } } }`;

type Detail = {
  match: Record<string, unknown> & { id: string; state: string; saleOpen: boolean; kickOffLocal: string };
  description: { locale: string; text: string }[];
  prices: { categoryId: string; productId: string; priceCents: number }[];
  windows: {
    saleChannel: { id: string };
    opening: string;
    closing: string;
    earlyBirdOpening: string | null;
    cartLimit: number | null;
  }[];
};

const CAT1 = 'riviera-ground-cat1';

describe('the season in the back office (PostgreSQL, catalogue engine)', () => {
  let bed: SeasonTestbed;
  const session = (role: StaffRole) => ({ staffId: bed.staff.get(role)!.id, epoch: 0 });
  const as = <T>(
    role: StaffRole,
    query: string,
    variables: Record<string, unknown> = {},
    club: SeasonClub = 'riviera',
  ) => bed.gql<T>(query, { session: session(role), ...variables }, club);
  const ok = async <T>(role: StaffRole, query: string, variables: Record<string, unknown> = {}) =>
    dataOf(await as<T>(role, query, variables));
  const codeOf = async (role: StaffRole, query: string, variables: Record<string, unknown> = {}) => {
    const answer = await as(role, query, variables);
    expect(answer.errors).toHaveLength(1);
    return answer.errors![0]!.extensions?.code;
  };
  const audit = (action: string, targetId: string) =>
    bed.rows<{ staff_email: string; before: unknown; after: unknown }>(
      `select staff_email, before, after from staff_audit_log where tenant_id = 'riviera' and action = $1 and target_id = $2 order by created_at`,
      [action, targetId],
    );
  const catalogueOf = (eventId: string) =>
    bed.rows<Record<string, unknown>>(
      `select e.start_datetime, e.sale_status, e.description, e.description_translations,
         (select json_agg(p order by p.category_id, p.product_id) from event_prices p where p.tenant_id = e.tenant_id and p.event_id = e.id) as prices,
         (select json_agg(c order by c.sale_channel_id) from event_channel_configurations c where c.tenant_id = e.tenant_id and c.event_id = e.id) as windows
       from events e where e.tenant_id = 'riviera' and e.id = $1`,
      [eventId],
    );

  beforeAll(async () => {
    bed = await startSeasonTestbed();
    await bed.sell('m01', 'riviera-n1-a-1', 'confirmed', 3000);
    await bed.sell('m01', 'riviera-n1-a-2', 'onhold', 3000);
  });
  afterAll(async () => bed?.close());

  it('lists the matches with their state, stock and the revenue of confirmed orders; filters by state and competition', async () => {
    const { staffSeason } = await ok<{ staffSeason: { matches: Detail['match'][]; timeZone: string } }>(
      'rms',
      SEASON,
    );
    expect(staffSeason.timeZone).toBe('Europe/Paris');
    expect(staffSeason.matches.map((m) => m.id)).toEqual(['m01', 'm02']);
    expect(staffSeason.matches[0]).toMatchObject({
      kickOffLocal: '2027-03-06 20:45',
      state: 'ON_SALE',
      saleOpen: true,
      seatsSold: 1,
      seatsHeld: 1,
      seatsFree: 8 + 50,
      seatsClosed: 0,
      revenueCents: 3000,
      opponent: { id: 'rivals', name: 'Rivals' },
      competition: { id: 'league' },
    });
    expect(staffSeason.matches[1]).toMatchObject({ seatsSold: 0, seatsFree: 60, revenueCents: 0 });
    const closed = await ok<{ staffSeason: { matches: unknown[] } }>('website', SEASON, {
      filter: { state: 'CLOSED' },
    });
    expect(closed.staffSeason.matches).toEqual([]);
    const cup = await ok<{ staffSeason: { matches: unknown[] } }>('admin', SEASON, {
      filter: { competitionId: 'cup' },
    });
    expect(cup.staffSeason.matches).toEqual([]);
  });

  it('creates a match with a new opponent, its sale closed, windows and prices copied from the previous match, audited', async () => {
    const { staffCreateMatch: created } = await ok<{ staffCreateMatch: Detail }>('season_manager', CREATE, {
      input: {
        opponentName: 'Lakeside Athletic',
        competitionId: 'cup',
        kickOff: '2027-04-03 18:00',
        arenaId: 'riviera-ground',
      },
    });
    expect(created.match).toMatchObject({
      id: '2027-04-03-lakeside-athletic',
      kickOffLocal: '2027-04-03 18:00',
      state: 'DRAFT',
      saleOpen: false,
      seatsFree: 60,
      opponent: { name: 'Lakeside Athletic' },
      competition: { id: 'cup' },
    });
    // m02 (20 March, 20:45) is the previous match: its prices, and its window opening as long before
    // kick-off (69 days 10:45; the clocks change on 28 March).
    const m02 = dataOf(
      await as<{ staffSeasonMatch: Detail }>('admin', ONE, { eventId: 'm02' }),
    ).staffSeasonMatch;
    expect(created.prices).toEqual(m02.prices);
    expect(created.windows).toEqual([
      {
        saleChannel: { id: 'web' },
        opening: '2027-01-24 06:15',
        closing: '2027-04-03 18:00',
        earlyBirdOpening: null,
        cartLimit: 6,
      },
    ]);
    const [row] = await audit('season.match_create', created.match.id);
    expect(row).toMatchObject({ staff_email: 'season_manager@riviera.test', before: null });
    expect(row!.after).toMatchObject({
      event: { id: created.match.id, saleStatus: 'closed' },
      copiedFrom: 'm02',
    });
    const teams = await bed.rows(
      `select id from teams where tenant_id = 'riviera' and display_name = 'Lakeside Athletic'`,
    );
    expect(teams).toHaveLength(1);
    // Its stock exists: fans can buy once the sale opens.
    const stock = await bed.rows<{ n: string }>(
      `select count(*) as n from event_seats where tenant_id = 'riviera' and event_id = $1 and status = 'available'`,
      [created.match.id],
    );
    expect(Number(stock[0]!.n)).toBe(10);
  });

  it('edits the description per club language, audited with before and after', async () => {
    const { staffUpdateMatchDetails: d } = await ok<{ staffUpdateMatchDetails: Detail }>(
      'season_manager',
      DETAILS,
      {
        eventId: 'm02',
        description: [
          { locale: 'en', text: 'League, round 12' },
          { locale: 'fr', text: 'Championnat, 12e journée' },
        ],
      },
    );
    expect(d.description).toEqual([
      { locale: 'en', text: 'League, round 12' },
      { locale: 'fr', text: 'Championnat, 12e journée' },
    ]);
    const [row] = await catalogueOf('m02');
    expect(row).toMatchObject({
      description: 'League, round 12',
      description_translations: { fr: 'Championnat, 12e journée' },
    });
    const [entry] = await audit('season.match_details', 'm02');
    expect(entry!.before).toMatchObject({ event: { description: null } });
    expect(entry!.after).toMatchObject({ event: { description: 'League, round 12' } });
  });

  it('moves the kick-off of a match nobody bought, and refuses it for a sold match with the catalogue wording, changing nothing', async () => {
    const moved = await ok<{ staffUpdateMatchDetails: Detail }>('admin', DETAILS, {
      eventId: 'm02',
      description: [
        { locale: 'en', text: 'League, round 12' },
        { locale: 'fr', text: 'Championnat, 12e journée' },
      ],
      kickOff: '2027-03-21 15:00',
    });
    expect(moved.staffUpdateMatchDetails.match.kickOffLocal).toBe('2027-03-21 15:00');

    const before = await catalogueOf('m01');
    const audited = (await audit('season.match_details', 'm01')).length;
    const answer = await as('season_manager', DETAILS, {
      eventId: 'm01',
      description: [{ locale: 'en', text: 'Moved' }],
      kickOff: '2027-03-07 15:00',
    });
    expect(answer.errors?.[0]?.extensions?.code).toBe('SEASON_EDIT_REFUSED');
    const refusals = answer.errors?.[0]?.extensions?.refusals as { reason: string; wayOut: string }[];
    expect(refusals[0]!.reason).toMatch(/kick-off/i);
    expect(answer.errors?.[0]?.message).toContain(refusals[0]!.wayOut);
    expect(await catalogueOf('m01')).toEqual(before);
    expect(await audit('season.match_details', 'm01')).toHaveLength(audited);
  });

  it('sets sale windows, early bird and cart limit; a window closing before it opens is bad input and changes nothing', async () => {
    const { staffUpdateSaleWindows: d } = await ok<{ staffUpdateSaleWindows: Detail }>(
      'season_manager',
      WINDOWS,
      {
        eventId: 'm02',
        windows: [
          {
            saleChannelId: 'web',
            opening: '2027-02-10 10:00',
            closing: '2027-03-21 14:00',
            earlyBirdOpening: '2027-02-05 10:00',
            cartLimit: 4,
          },
        ],
      },
    );
    expect(d.windows).toEqual([
      {
        saleChannel: { id: 'web' },
        opening: '2027-02-10 10:00',
        closing: '2027-03-21 14:00',
        earlyBirdOpening: '2027-02-05 10:00',
        cartLimit: 4,
      },
    ]);
    const [entry] = await audit('season.sale_windows', 'm02');
    expect(entry!.before).toMatchObject({ channels: [{ maxIndividualSeatTicketsInCart: 6 }] });
    expect(entry!.after).toMatchObject({ channels: [{ maxIndividualSeatTicketsInCart: 4 }] });

    const before = await catalogueOf('m02');
    const bad = await as('season_manager', WINDOWS, {
      eventId: 'm02',
      windows: [{ saleChannelId: 'web', opening: '2027-03-01 10:00', closing: '2027-02-01 10:00' }],
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('SEASON_BAD_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/close after it opens/);
    const unknownChannel = await as('season_manager', WINDOWS, {
      eventId: 'm02',
      windows: [{ saleChannelId: 'box-office', opening: '2027-02-01 10:00', closing: '2027-03-01 10:00' }],
    });
    expect(unknownChannel.errors?.[0]?.extensions?.code).toBe('SEASON_BAD_INPUT');
    expect(await catalogueOf('m02')).toEqual(before);
  });

  it('closes and opens a sale now, each audited', async () => {
    const closed = await ok<{ staffSetSaleOpen: Detail }>('season_manager', OPEN, {
      eventId: 'm01',
      open: false,
    });
    expect(closed.staffSetSaleOpen.match).toMatchObject({ saleOpen: false, state: 'CLOSED' });
    const opened = await ok<{ staffSetSaleOpen: Detail }>('admin', OPEN, { eventId: 'm01', open: true });
    expect(opened.staffSetSaleOpen.match).toMatchObject({ saleOpen: true, state: 'ON_SALE' });
    const [closing] = await audit('season.sale_close', 'm01');
    expect(closing).toMatchObject({
      before: { event: { saleStatus: 'opened' } },
      after: { event: { saleStatus: 'closed' } },
    });
    expect(await audit('season.sale_open', 'm01')).toHaveLength(1);
  });

  it('changes prices for new sales only: a sold ticket keeps its amount; a null cell stops selling that pair', async () => {
    const { staffSetMatchPrices: d } = await ok<{ staffSetMatchPrices: Detail }>('season_manager', PRICES, {
      eventId: 'm01',
      prices: [
        { categoryId: CAT1, productId: 'full-price', priceCents: 4200 },
        { categoryId: CAT1, productId: 'reduced', priceCents: null },
      ],
    });
    expect(d.prices).toContainEqual({ categoryId: CAT1, productId: 'full-price', priceCents: 4200 });
    expect(d.prices.some((p) => p.categoryId === CAT1 && p.productId === 'reduced')).toBe(false);
    const tickets = await bed.rows<{ price_cents: number }>(
      `select price_cents from seat_tickets where tenant_id = 'riviera' and event_id = 'm01' and status = 'confirmed'`,
    );
    expect(tickets).toEqual([{ price_cents: 3000 }]);
    const [entry] = await audit('season.match_prices', 'm01');
    expect((entry!.before as Detail).prices).toContainEqual(
      expect.objectContaining({ categoryId: CAT1, productId: 'full-price', priceCents: 3000 }),
    );
    expect((entry!.after as Detail).prices).toContainEqual(
      expect.objectContaining({ categoryId: CAT1, productId: 'full-price', priceCents: 4200 }),
    );
    const negative = await codeOf('season_manager', PRICES, {
      eventId: 'm01',
      prices: [{ categoryId: CAT1, productId: 'full-price', priceCents: -5 }],
    });
    expect(negative).toBe('SEASON_BAD_INPUT');
    const otherArena = await codeOf('season_manager', PRICES, {
      eventId: 'm01',
      prices: [{ categoryId: 'north-end-ground-cat1', productId: 'full-price', priceCents: 100 }],
    });
    expect(otherArena).toBe('SEASON_BAD_INPUT');
  });

  it("edits a pack's matches and prices, audited", async () => {
    const { staffUpdatePack: pack } = await ok<{
      staffUpdatePack: { eventIds: string[]; prices: Detail['prices'] };
    }>('season_manager', PACK, {
      packId: 'pack-1',
      eventIds: ['m02'],
      prices: [{ categoryId: CAT1, productId: 'full-price', priceCents: 2500 }],
    });
    expect(pack.eventIds).toEqual(['m02']);
    expect(pack.prices).toContainEqual({ categoryId: CAT1, productId: 'full-price', priceCents: 2500 });
    const [entry] = await audit('season.pack_update', 'pack-1');
    expect(entry).toMatchObject({ before: { eventIds: ['m01', 'm02'] }, after: { eventIds: ['m02'] } });
    const read = await ok<{ staffSeasonPacks: { packs: { id: string; eventIds: string[] }[] } }>(
      'website',
      PACKS,
    );
    expect(read.staffSeasonPacks.packs).toEqual([
      expect.objectContaining({ id: 'pack-1', eventIds: ['m02'] }),
    ]);
    expect(await codeOf('admin', PACK, { packId: 'nope', eventIds: [], prices: [] })).toBe(
      'SEASON_PACK_NOT_FOUND',
    );
  });

  describe('roles (docs/staff-roles.md)', () => {
    it('a crm member cannot read the season nor edit prices', async () => {
      expect(await codeOf('crm', SEASON)).toBe('STAFF_FORBIDDEN');
      const before = await catalogueOf('m02');
      expect(
        await codeOf('crm', PRICES, {
          eventId: 'm02',
          prices: [{ categoryId: CAT1, productId: 'full-price', priceCents: 1 }],
        }),
      ).toBe('STAFF_FORBIDDEN');
      expect(await catalogueOf('m02')).toEqual(before);
    });
    it('the website role reads the season but cannot open a sale', async () => {
      await ok('website', ONE, { eventId: 'm02' });
      expect(await codeOf('website', OPEN, { eventId: 'm01', open: false })).toBe('STAFF_FORBIDDEN');
      expect((await catalogueOf('m01'))[0]).toMatchObject({ sale_status: 'opened' });
    });
    it('the rms role reads the season but cannot create a match', async () => {
      await ok('rms', SEASON);
      const count = (await bed.rows(`select id from events where tenant_id = 'riviera'`)).length;
      expect(
        await codeOf('rms', CREATE, {
          input: { opponentTeamId: 'rivals', kickOff: '2027-05-01 20:00', arenaId: 'riviera-ground' },
        }),
      ).toBe('STAFF_FORBIDDEN');
      expect(await bed.rows(`select id from events where tenant_id = 'riviera'`)).toHaveLength(count);
    });
    it('a ticket office member cannot edit a pack', async () => {
      expect(await codeOf('ticket_office', PACK, { packId: 'pack-1', eventIds: [], prices: [] })).toBe(
        'STAFF_FORBIDDEN',
      );
    });
  });

  it("another club's match is not found, to read or to edit", async () => {
    const created = await ok<{ staffCreateMatch: Detail }>('admin', CREATE, {
      input: { opponentTeamId: 'rivals', kickOff: '2027-05-08 20:00', arenaId: 'riviera-ground' },
    });
    const id = created.staffCreateMatch.match.id;
    const northEnd = { staffId: bed.northEndAdmin.id, epoch: 0 };
    const read = await bed.gql(ONE, { session: northEnd, eventId: id }, 'north-end');
    expect(read.errors?.[0]?.extensions?.code).toBe('SEASON_MATCH_NOT_FOUND');
    const edit = await bed.gql(OPEN, { session: northEnd, eventId: id, open: true }, 'north-end');
    expect(edit.errors?.[0]?.extensions?.code).toBe('SEASON_MATCH_NOT_FOUND');
    expect((await catalogueOf(id))[0]).toMatchObject({ sale_status: 'closed' });
    // And a riviera session is no session at North End.
    const cross = await bed.gql(SEASON, { session: session('admin') }, 'north-end');
    expect(cross.errors?.[0]?.extensions?.code).toBe('STAFF_SESSION_ENDED');
  });
});
