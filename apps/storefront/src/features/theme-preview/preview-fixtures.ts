import type { EventCardData } from '@/features/catalogue/event-card';
import type { PackCardData } from '@/features/catalogue/pack-card';
import type { Order, TicketGroup } from '@/features/orders/order-model';
import type { LegendCategory } from '@/features/seat-map';

// Display fixtures only: fixed dates so every designer sees the same cards.
const KICK_OFF = '2027-03-13T19:00:00Z';
const LATER = '2027-04-03T18:30:00Z';
const OPENS = '2027-02-20T09:00:00Z';

/** Names of fixture data, translated by the page (opponents are proper names and stay as they are). */
export interface FixtureWords {
  adult: string;
  child: string;
  parking: string;
  pack: string;
  season: string;
  mainStand: string;
  category: (n: number) => string;
}

const team = (displayName: string, logoUrl: string | null = null) => ({ displayName, logoUrl });

/** One event card per sale state the home page shows: on sale, sold out, opening soon, early bird. */
export function previewEvents(club: { name: string; logoUrl: string }): EventCardData[] {
  const home = team(club.name, club.logoUrl);
  const base = { competitionName: null, homeTeam: home, minPrice: 1800 };
  return [
    {
      ...base,
      id: 'preview-on-sale',
      name: `${club.name} – Atlético Lumen`,
      startDatetime: KICK_OFF,
      opponent: team('Atlético Lumen'),
      saleState: { kind: 'onSale', closesAt: KICK_OFF },
    },
    {
      ...base,
      id: 'preview-sold-out',
      name: `${club.name} – Sporting Aurora`,
      startDatetime: LATER,
      opponent: team('Sporting Aurora'),
      saleState: { kind: 'soldOut' },
    },
    {
      ...base,
      id: 'preview-opens-later',
      name: `${club.name} – Nordvik`,
      startDatetime: LATER,
      opponent: team('Nordvik'),
      saleState: { kind: 'opensLater', opensAt: OPENS },
    },
    {
      ...base,
      id: 'preview-early-bird',
      name: `${club.name} – Real Cascada`,
      startDatetime: LATER,
      opponent: team('Real Cascada'),
      saleState: { kind: 'earlyBird', publicOpeningAt: OPENS },
    },
  ];
}

/** A match pack and a season subscription card. */
export function previewPacks(words: FixtureWords): PackCardData[] {
  return [
    {
      id: 'preview-pack',
      name: words.pack,
      type: 'PACK',
      description: null,
      eventCount: 3,
      minPrice: 4500,
      onSale: true,
    },
    {
      id: 'preview-season',
      name: words.season,
      type: 'SEASON',
      description: null,
      eventCount: 17,
      minPrice: 21000,
      onSale: true,
    },
  ];
}

/** Price categories in the seat map's own palette order, as a block legend shows them. */
export function previewCategories(words: FixtureWords): LegendCategory[] {
  const colours = ['#7C3AED', '#2563EB', '#0E9F8E', '#D97706'];
  return colours.map((colour, i) => ({
    id: `preview-cat-${i + 1}`,
    name: words.category(i + 1),
    colour,
    price: 5500 - i * 1200,
  }));
}

function seatGroup(id: string, eventName: string, words: FixtureWords, seats: number): TicketGroup {
  const eventInfo = { id: `${id}-event`, name: eventName, startDatetime: KICK_OFF };
  return {
    id,
    packInfo: null,
    eventInfo,
    seatTickets: Array.from({ length: seats }, (_, i) => ({
      id: `${id}-seat-${i}`,
      productId: i === 0 ? 'adult' : 'child',
      productName: i === 0 ? words.adult : words.child,
      grossAmount: i === 0 ? 3200 : 1600,
      discountAmount: 0,
      isFromResale: false,
      eventInfo,
      seatInfo: {
        standName: words.mainStand,
        blockId: 'N12',
        blockName: 'N12',
        seatId: `N12-F-${12 + i}`,
        rowName: 'F',
        seatNumber: String(12 + i),
        isOpenSeating: false,
        categoryName: words.category(1),
      },
      holderInfo: null,
    })),
    ancillaryTickets: [],
  };
}

/** An order on hold with three groups, so the popover shows two cards and "1 more". */
export function previewOrder(clubName: string, words: FixtureWords): Order {
  const groups: TicketGroup[] = [
    seatGroup('preview-group-1', `${clubName} – Atlético Lumen`, words, 2),
    seatGroup('preview-group-2', `${clubName} – Nordvik`, words, 1),
    {
      id: 'preview-group-3',
      packInfo: null,
      eventInfo: null,
      seatTickets: [],
      ancillaryTickets: [
        {
          id: 'preview-parking',
          ancillaryName: words.parking,
          ancillaryType: 'PARKING',
          productId: 'parking',
          grossAmount: 800,
          discountAmount: 0,
          isMandatory: false,
        },
      ],
    },
  ];
  return {
    orderId: 'preview-order',
    status: 'ONHOLD',
    expiryDatetime: KICK_OFF,
    saleDatetime: null,
    createdAt: KICK_OFF,
    grossAmount: 8800,
    discountAmount: 0,
    totalAmount: 8800,
    hasTransactionInProgress: false,
    ticketWithdrawal: 1,
    promoCodeIds: [],
    appliedDiscounts: [],
    ticketGroups: groups,
  };
}
