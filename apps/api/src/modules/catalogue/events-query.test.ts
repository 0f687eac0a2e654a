import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from './test-fixtures/catalogue-fixture';
import { startCatalogueTestbed, type CatalogueTestbed } from './test-fixtures/catalogue-testbed';

interface EventFacts {
  id: string;
  name: string;
  status: string;
  isEarlyBirdOnly: boolean;
  publicOpeningDatetime: string | null;
  isSoldOut: boolean;
  minPrice: number | null;
  availability: number;
}

const FACTS = 'id name status isEarlyBirdOnly publicOpeningDatetime isSoldOut minPrice availability';

describe('Query.events', () => {
  let bed: CatalogueTestbed;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
  });
  afterAll(() => bed.close());

  const events = async (
    eventIds?: string[],
    options: { now?: Date; tenant?: 'riviera' | 'north-end' } = {},
  ) =>
    (
      await bed.data<{ events: EventFacts[] }>(
        `query ($eventIds: [ID!]) { events(eventIds: $eventIds) { ${FACTS} } }`,
        { eventIds },
        options,
      )
    ).events;
  const byId = async (id: string, now?: Date) => (await events([id], { now }))[0];

  it('lists every event of the club, soonest first', async () => {
    expect((await events()).map((e) => e.id)).toEqual([
      'match-past',
      'match-archived',
      'match-sold-out',
      'match-stopped',
      'match-early',
      'match-open',
      'match-later',
      'riviera-friendly',
    ]);
  });

  it('derives the status of each event from the request clock', async () => {
    const statuses = Object.fromEntries((await events()).map((e) => [e.id, e.status]));
    expect(statuses).toEqual({
      'match-past': 'PASSED',
      'match-archived': 'ARCHIVED',
      'match-sold-out': 'OPENED',
      'match-stopped': 'CLOSED',
      'match-early': 'OPENED',
      'match-open': 'OPENED',
      // The ticket office sells already; the web window (opening in 20 days) decides.
      'match-later': 'CLOSED',
      'riviera-friendly': 'CLOSED',
    });
  });

  it('opens and closes exactly at the window bounds', async () => {
    const closing = new Date(daysFrom(FIXTURE_NOW, 9));
    expect((await byId('match-open', new Date(closing.getTime() - 1)))?.status).toBe('OPENED');
    expect((await byId('match-open', closing))?.status).toBe('CLOSED');
    const opening = new Date(daysFrom(FIXTURE_NOW, 20));
    expect((await byId('match-later', new Date(opening.getTime() - 1)))?.status).toBe('CLOSED');
    expect((await byId('match-later', opening))?.status).toBe('OPENED');
    const start = new Date(daysFrom(FIXTURE_NOW, 40));
    expect((await byId('match-later', new Date(start.getTime() + 1)))?.status).toBe('PASSED');
  });

  it('flags the early-bird window and gives the public opening', async () => {
    const early = await byId('match-early');
    expect(early).toMatchObject({
      status: 'OPENED',
      isEarlyBirdOnly: true,
      publicOpeningDatetime: daysFrom(FIXTURE_NOW, 1),
    });
    const publicSale = await byId('match-early', new Date(daysFrom(FIXTURE_NOW, 1)));
    expect(publicSale).toMatchObject({ status: 'OPENED', isEarlyBirdOnly: false });
    expect((await byId('match-open'))?.isEarlyBirdOnly).toBe(false);
  });

  it('counts what is left and the lowest positive price on sale', async () => {
    // N1: 2 premium left (+1 resale) = 3; N2: 1 standard (+2 resale) = 3; S1: 60 places. The free
    // child price, the inactive category's and the inactive product's prices are ignored.
    expect(await byId('match-open')).toMatchObject({ availability: 66, isSoldOut: false, minPrice: 2500 });
    expect(await byId('match-later')).toMatchObject({ availability: 3 + 4 + 100, minPrice: 3500 });
  });

  it('reports a sold-out event without a price', async () => {
    expect(await byId('match-sold-out')).toMatchObject({ availability: 0, isSoldOut: true, minPrice: null });
  });

  it('skips unknown ids and never shows another club its events', async () => {
    expect((await events(['match-open', 'nope'])).map((e) => e.id)).toEqual(['match-open']);
    expect(await events(['north-end-friendly'])).toEqual([]);
    const north = await events(['match-open', 'north-end-friendly'], { tenant: 'north-end' });
    expect(north.map((e) => e.name)).toEqual(['North End v Rivals', 'North End friendly']);
  });

  it('returns teams, competition and channel configurations, the web channel first', async () => {
    const { events: list } = await bed.data<{ events: Array<Record<string, unknown>> }>(`{
      events(eventIds: ["match-later", "match-open"]) {
        id startDatetime ticketDownloadDaysBefore
        homeTeam { id displayName logoUrl } opponent { displayName logoUrl } competition { name }
        channelConfigurations { saleChannel { id name } openingDatetime closingDatetime earlyBirdOpeningDatetime maxIndividualSeatTicketsInCart }
      }
    }`);
    expect(list[0]).toEqual({
      id: 'match-open',
      startDatetime: daysFrom(FIXTURE_NOW, 10),
      ticketDownloadDaysBefore: 2,
      homeTeam: { id: 'home', displayName: 'Riviera', logoUrl: null },
      opponent: { displayName: 'Rivals', logoUrl: '/crests/rivals.svg' },
      competition: { name: 'League' },
      channelConfigurations: [
        {
          saleChannel: { id: 'web', name: 'Website' },
          openingDatetime: daysFrom(FIXTURE_NOW, -5),
          closingDatetime: daysFrom(FIXTURE_NOW, 9),
          earlyBirdOpeningDatetime: daysFrom(FIXTURE_NOW, -7),
          maxIndividualSeatTicketsInCart: 6,
        },
      ],
    });
    const later = list[1] as { channelConfigurations: Array<{ saleChannel: { id: string } }> };
    expect(later.channelConfigurations.map((c) => c.saleChannel.id)).toEqual(['web', 'office']);
  });

  describe('arena', () => {
    const ARENA = `{
      events(eventIds: ["match-open"]) {
        arena {
          id name pitch width height capacity websiteMaxTicketsInCart
          categories { id isActive } products { id isResale }
          stands { id name blocks { id name standId standName isOpenSeating isAwaySection capacity mainCategoryId availability minPrice } }
        }
      }
    }`;

    it('shows the stands and blocks with their figures for that event', async () => {
      const { events: list } = await bed.data<{ events: Array<{ arena: Record<string, unknown> }> }>(ARENA);
      expect(list[0]?.arena).toMatchObject({
        id: 'stadium',
        name: 'Riviera Stadium',
        pitch: 'FOOTBALL',
        capacity: 110,
        websiteMaxTicketsInCart: 8,
        stands: [
          {
            id: 'north',
            name: 'North',
            blocks: [
              {
                id: 'N1',
                standName: 'North',
                capacity: 6,
                mainCategoryId: 'premium',
                availability: 3,
                minPrice: 2500,
              },
              // The free child price is no "from 0 €": the lowest positive price is 3000.
              {
                id: 'N2',
                standName: 'North',
                capacity: 4,
                mainCategoryId: 'standard',
                availability: 3,
                minPrice: 3000,
              },
            ],
          },
          {
            id: 'south',
            blocks: [
              { id: 'S1', isOpenSeating: true, isAwaySection: true, availability: 60, minPrice: 3000 },
            ],
          },
        ],
      });
    });

    it('keeps inactive categories and products out', async () => {
      const { events: list } = await bed.data<{
        events: Array<{ arena: { categories: Array<{ id: string }>; products: Array<{ id: string }> } }>;
      }>(ARENA);
      expect(list[0]?.arena.categories.map((c) => c.id)).toEqual(['premium', 'standard']);
      expect(list[0]?.arena.products.map((p) => p.id)).toEqual(['full', 'child', 'resale']);
    });

    it('costs a fixed number of queries however many events and blocks are shown', async () => {
      const query = `{ events { status isSoldOut minPrice availability homeTeam { displayName }
        arena { capacity categories { id } products { id } stands { blocks { availability minPrice } } } } }`;
      const { result, queries } = await bed.countQueries(() => bed.query(query));
      expect(result.errors).toBeUndefined();
      // events, channels, teams, competitions, arenas, stands, blocks, seat counts, categories,
      // products, prices, seat stock, standing counters, resale listings.
      expect(queries).toBeLessThanOrEqual(15);
      const single = await bed.countQueries(() =>
        bed.query(query.replace('events {', 'events(eventIds: ["match-open"]) {')),
      );
      expect(single.queries).toBe(queries);
    });
  });
});
