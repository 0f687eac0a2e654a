/**
 * The catalogue the catalogue benchmark applies: the demo's 30,000-seat football stadium
 * (@stadio/venues' footballStadiumSpec, as the demo seed generates it) with a season of matches,
 * their prices, a season ticket, a car park per match and a promo code, as catalogue rows.
 */
import type { CatalogueRows } from '@stadio/db';
import {
  footballStadiumSpec,
  generateStadium,
  type GeneratedStadium,
  plainVenueNaming,
} from '@stadio/venues';

export const BENCH_CLUB = 'bench-club';

export function benchStadium(): GeneratedStadium {
  return generateStadium(footballStadiumSpec(plainVenueNaming('bench-stadium', 'Bench Stadium')));
}

const DAY = 24 * 3600 * 1000;

/** The stadium and `matches` weekly home matches as the rows of a club catalogue. */
export function benchCatalogue(venue: GeneratedStadium, matches: number): CatalogueRows {
  const start = Date.parse('2027-08-14T19:00:00.000Z');
  const arenaId = venue.arena.id;
  const products = ['full-price', 'reduced'];
  const events = Array.from({ length: matches }, (_, i) => ({
    id: `e${String(i + 1).padStart(2, '0')}`,
    name: `Bench Club – Rival ${(i % 10) + 1}`,
    description: `League · round ${i + 1}`,
    startDatetime: new Date(start + i * 7 * DAY).toISOString(),
    arenaId,
    homeTeamId: BENCH_CLUB,
    opponentId: `rival-${(i % 10) + 1}`,
    competitionId: 'league',
  }));
  const sold = venue.categories.filter((c) => c.isActive).map((c) => c.id);
  return {
    arenas: [venue.arena],
    stands: venue.stands,
    categories: venue.categories,
    blocks: venue.blocks,
    seats: venue.seats,
    saleChannels: [{ id: 'web', name: 'Web shop' }],
    products: products.map((id, sort) => ({ id, name: id, sort })),
    teams: [
      { id: BENCH_CLUB, displayName: 'Bench Club' },
      ...Array.from({ length: 10 }, (_, i) => ({ id: `rival-${i + 1}`, displayName: `Rival ${i + 1}` })),
    ],
    competitions: [{ id: 'league', name: 'League' }],
    events,
    eventChannelConfigurations: events.map((e) => ({
      eventId: e.id,
      saleChannelId: 'web',
      openingDatetime: new Date(Date.parse(e.startDatetime) - 30 * DAY).toISOString(),
      closingDatetime: e.startDatetime,
    })),
    eventPrices: events.flatMap((e) =>
      sold.flatMap((categoryId, c) =>
        products.map((productId, p) => ({
          eventId: e.id,
          categoryId,
          productId,
          priceCents: 6000 - c * 800 - p * 1500,
        })),
      ),
    ),
    campaignPacks: [{ id: 'season', name: 'Season ticket', type: 'season', arenaId }],
    campaignPackEvents: events.map((e) => ({ packId: 'season', eventId: e.id })),
    packChannelConfigurations: [
      {
        packId: 'season',
        saleChannelId: 'web',
        openingDatetime: '2027-06-01T08:00:00.000Z',
        closingDatetime: events[0]?.startDatetime ?? '2027-08-14T19:00:00.000Z',
      },
    ],
    packPrices: sold.flatMap((categoryId) =>
      products.map((productId) => ({ packId: 'season', categoryId, productId, priceCents: 60000 })),
    ),
    parkingProducts: events.map((e) => ({
      id: `${e.id}-p1`,
      eventId: e.id,
      name: 'Car park P1',
      priceCents: 800,
      capacity: 400,
    })),
    promoCodes: [
      {
        id: 'welcome',
        name: 'WELCOME',
        label: '-10 %',
        discountType: 'percent',
        discountValue: 10,
        scope: 'order',
      },
    ],
  };
}
