import type { CompetitionKey } from './demo-profile';

/** The sale situations the demo must always show (docs/product.md#home). */
export type DemoScenario =
  'archived' | 'passed' | 'closed-by-club' | 'opened' | 'sold-out' | 'opens-later' | 'early-bird-only';

/** A day relative to the seed's "today" in the club's time zone, and a local time. */
export interface LocalMoment {
  day: number;
  time: string;
}

/** One demo match, with every date relative to the day of seeding so the demo never goes stale. */
export interface ScheduledMatch {
  /** Event id (stable: re-seeding updates the same row). */
  id: string;
  scenario: DemoScenario;
  competition: CompetitionKey;
  round: number;
  /** Index in the profile's opponents. */
  opponent: number;
  startDay: number;
  /** Local kick-off; the profile's usual time when absent. */
  kickOff?: string;
  isArchived: boolean;
  saleStatus: 'opened' | 'closed';
  opening: LocalMoment;
  earlyBird: LocalMoment | null;
  maxIndividualSeatTicketsInCart: number | null;
  ticketDownloadDaysBefore: number | null;
  /** How much of the house is sold: 0 nothing, 1 every share of the category table, 'all' every place. */
  sales: number | 'all';
  /** Prices of this match relative to an ordinary one (a derby costs more). */
  priceFactor: number;
  /** Some sold seats are back on sale by their holders. */
  hasResale: boolean;
}

const SALES_OPEN = '10:00';

/**
 * Ten home matches covering every state the shop shows, at the time of seeding: archived and
 * passed, closed by the club, four on sale (one with resale, one capped at 6 tickets), one sold
 * out (a cup derby), one whose sale opens in 3 days and one in its early-bird window. The next
 * match on sale is inside its ticket-download window (its e-tickets work as soon as they are
 * bought), a later one is not yet (its tickets say from when).
 */
export const SCHEDULE: readonly ScheduledMatch[] = [
  {
    id: 'm01',
    scenario: 'archived',
    competition: 'league',
    round: 3,
    opponent: 0,
    startDay: -40,
    isArchived: true,
    saleStatus: 'opened',
    opening: { day: -70, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: 2,
    sales: 0.9,
    priceFactor: 1,
    hasResale: false,
  },
  {
    id: 'm02',
    scenario: 'passed',
    competition: 'league',
    round: 7,
    opponent: 1,
    startDay: -1,
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: -30, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: 2,
    sales: 0.85,
    priceFactor: 1,
    hasResale: false,
  },
  {
    id: 'm03',
    scenario: 'opened',
    competition: 'league',
    round: 8,
    opponent: 2,
    startDay: 4,
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: -20, time: SALES_OPEN },
    earlyBird: { day: -25, time: SALES_OPEN },
    maxIndividualSeatTicketsInCart: 6,
    // E-tickets open a week ahead, so the next match's tickets (PDF, wallet) can be tried at once.
    ticketDownloadDaysBefore: 7,
    sales: 0.7,
    priceFactor: 1,
    hasResale: false,
  },
  {
    id: 'm04',
    scenario: 'sold-out',
    competition: 'cup',
    round: 3,
    opponent: 3,
    startDay: 8,
    kickOff: '21:00',
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: -12, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: 4,
    ticketDownloadDaysBefore: null,
    sales: 'all',
    priceFactor: 1.25,
    hasResale: false,
  },
  {
    id: 'm05',
    scenario: 'opened',
    competition: 'league',
    round: 9,
    opponent: 4,
    startDay: 11,
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: -14, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: 2,
    sales: 0.55,
    priceFactor: 1,
    hasResale: true,
  },
  {
    id: 'm06',
    scenario: 'closed-by-club',
    competition: 'league',
    round: 10,
    opponent: 5,
    startDay: 15,
    isArchived: false,
    saleStatus: 'closed',
    opening: { day: -7, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: null,
    sales: 0.3,
    priceFactor: 1,
    hasResale: false,
  },
  {
    id: 'm07',
    scenario: 'opened',
    competition: 'league',
    round: 11,
    opponent: 6,
    startDay: 18,
    kickOff: '17:00',
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: -5, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: null,
    sales: 0.4,
    priceFactor: 1,
    hasResale: false,
  },
  {
    id: 'm08',
    scenario: 'opened',
    competition: 'league',
    round: 12,
    opponent: 7,
    startDay: 22,
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: -2, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: 10,
    ticketDownloadDaysBefore: 2,
    sales: 0.25,
    priceFactor: 0.9,
    hasResale: false,
  },
  {
    id: 'm09',
    scenario: 'early-bird-only',
    competition: 'league',
    round: 13,
    opponent: 0,
    startDay: 25,
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: 2, time: SALES_OPEN },
    earlyBird: { day: -1, time: SALES_OPEN },
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: null,
    sales: 0.08,
    priceFactor: 1,
    hasResale: false,
  },
  {
    id: 'm10',
    scenario: 'opens-later',
    competition: 'league',
    round: 14,
    opponent: 1,
    startDay: 32,
    isArchived: false,
    saleStatus: 'opened',
    opening: { day: 3, time: SALES_OPEN },
    earlyBird: null,
    maxIndividualSeatTicketsInCart: null,
    ticketDownloadDaysBefore: 2,
    sales: 0,
    priceFactor: 1,
    hasResale: false,
  },
];

/** Packs: two of three on-sale league matches each, and the season (every upcoming home league match). */
export const PACK_EVENTS: Record<'pack-1' | 'pack-2', readonly string[]> = {
  'pack-1': ['m03', 'm05', 'm07'],
  'pack-2': ['m05', 'm07', 'm08'],
};
