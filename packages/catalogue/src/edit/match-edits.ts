import type { CatalogueRows } from '@stadio/db';
import { instantOfLocal } from '../compile/local-time';
import type { EditClub } from './edit-club';
import { EditNotFoundError, invalid } from './edit-errors';
import type {
  CreateMatchInput,
  MatchDetailsInput,
  MatchPricesInput,
  PriceCell,
  SaleStatusInput,
  SaleWindowsInput,
} from './edit-inputs';

type Event = CatalogueRows['events'][number];
type Channel = CatalogueRows['eventChannelConfigurations'][number];
type Price = CatalogueRows['eventPrices'][number];

/** The rows an edit leaves, and what it changed (the audit row's before and after). */
export interface EditResult {
  rows: CatalogueRows;
  targetId: string;
  before: unknown;
  after: unknown;
}

/** One match with its sale windows and prices: what the audit rows record of a match. */
export function matchSlice(rows: CatalogueRows, eventId: string) {
  const event = rows.events.find((e) => e.id === eventId);
  return {
    event: event ?? null,
    channels: rows.eventChannelConfigurations.filter((c) => c.eventId === eventId),
    prices: rows.eventPrices.filter((p) => p.eventId === eventId),
  };
}

function eventOf(rows: CatalogueRows, eventId: string): Event {
  const event = rows.events.find((e) => e.id === eventId);
  if (!event) throw new EditNotFoundError('event', eventId);
  return event;
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'team';

function freeId(taken: ReadonlySet<string>, base: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const shift = (iso: string, fromKickOff: number, toKickOff: number) =>
  new Date(Date.parse(iso) - fromKickOff + toKickOff).toISOString();

/**
 * The match a new one copies its sale windows and prices from: the club's latest match in the
 * same arena that kicks off before it, else the latest in that arena (docs/product.md#matches).
 */
export function previousMatch(rows: CatalogueRows, arenaId: string, kickOff: Date): Event | undefined {
  const inArena = rows.events
    .filter((e) => e.arenaId === arenaId)
    .sort((a, b) => Date.parse(String(a.startDatetime)) - Date.parse(String(b.startDatetime)));
  const before = inArena.filter((e) => Date.parse(String(e.startDatetime)) < kickOff.getTime());
  return before.at(-1) ?? inArena.at(-1);
}

/**
 * A new match, its sale closed (it opens when the club says so): sale windows at the same distance
 * from its kick-off as the previous match's, and that match's prices; every channel of the club
 * from now until kick-off when there is no previous match. Its id is `<date>-<opponent>`, as
 * `catalogue:new` names matches (ADR 0042).
 */
export function createMatch(
  rows: CatalogueRows,
  input: CreateMatchInput,
  club: EditClub,
  now: Date,
): EditResult & { copiedFrom: string | null } {
  if (!rows.arenas.some((a) => a.id === input.arenaId))
    throw invalid('arenaId', 'is not an arena of the club');
  if (input.competitionId && !rows.competitions.some((c) => c.id === input.competitionId))
    throw invalid('competitionId', 'is not a competition of the club');
  const kickOff = instantOfLocal(input.kickOff, club.timeZone);
  if (kickOff.getTime() <= now.getTime()) throw invalid('kickOff', 'must be in the future');
  const teams = [...rows.teams];
  let opponentId: string;
  if (input.opponentTeamId) {
    if (!teams.some((t) => t.id === input.opponentTeamId))
      throw invalid('opponentTeamId', 'is not a team of the club');
    opponentId = input.opponentTeamId;
  } else {
    const name = input.opponentName ?? '';
    const same = teams.find((t) => t.displayName.toLowerCase() === name.toLowerCase());
    if (same) opponentId = same.id;
    else {
      opponentId = freeId(new Set(teams.map((t) => t.id)), slug(name));
      teams.push({ id: opponentId, displayName: name, displayNameTranslations: {}, logoUrl: null });
    }
  }
  if (opponentId === club.slug)
    throw invalid('opponentTeamId', 'a match needs an opponent other than the club');
  const opponent = teams.find((t) => t.id === opponentId)!;
  const id = freeId(new Set(rows.events.map((e) => e.id)), `${input.kickOff.slice(0, 10)}-${opponentId}`);
  const previous = previousMatch(rows, input.arenaId, kickOff);
  const from = previous ? Date.parse(String(previous.startDatetime)) : 0;
  const to = kickOff.getTime();
  const [first, ...others] = club.locales;
  const nameIn = (locale: string) =>
    `${club.clientShortName} – ${opponent.displayNameTranslations?.[locale] ?? opponent.displayName}`;
  const event: Event = {
    id,
    name: nameIn(first ?? 'en'),
    nameTranslations: Object.fromEntries(
      others.map((l) => [l, nameIn(l)] as const).filter(([, name]) => name !== nameIn(first ?? 'en')),
    ),
    description: null,
    descriptionTranslations: {},
    startDatetime: kickOff.toISOString(),
    arenaId: input.arenaId,
    homeTeamId: previous?.homeTeamId ?? (teams.some((t) => t.id === club.slug) ? club.slug : null),
    opponentId,
    competitionId: input.competitionId ?? previous?.competitionId ?? null,
    isArchived: false,
    saleStatus: 'closed',
    ticketDownloadDaysBefore: previous?.ticketDownloadDaysBefore ?? null,
  };
  const channels: Channel[] = previous
    ? rows.eventChannelConfigurations
        .filter((c) => c.eventId === previous.id)
        .map((c) => ({
          ...c,
          eventId: id,
          openingDatetime: shift(String(c.openingDatetime), from, to),
          closingDatetime: shift(String(c.closingDatetime), from, to),
          earlyBirdOpeningDatetime: c.earlyBirdOpeningDatetime
            ? shift(String(c.earlyBirdOpeningDatetime), from, to)
            : null,
        }))
    : rows.saleChannels.map((channel) => ({
        eventId: id,
        saleChannelId: channel.id,
        openingDatetime: now.toISOString(),
        closingDatetime: kickOff.toISOString(),
        earlyBirdOpeningDatetime: null,
        maxIndividualSeatTicketsInCart: null,
      }));
  // A copied window that would already be over (the previous match sold long before it) starts now.
  for (const c of channels)
    if (
      Date.parse(String(c.closingDatetime)) <= now.getTime() ||
      Date.parse(String(c.openingDatetime)) >= to
    ) {
      c.openingDatetime = now.toISOString();
      c.closingDatetime = kickOff.toISOString();
      c.earlyBirdOpeningDatetime = null;
    }
  const prices: Price[] = previous
    ? rows.eventPrices.filter((p) => p.eventId === previous.id).map((p) => ({ ...p, eventId: id }))
    : [];
  const next: CatalogueRows = {
    ...rows,
    teams,
    events: [...rows.events, event],
    eventChannelConfigurations: [...rows.eventChannelConfigurations, ...channels],
    eventPrices: [...rows.eventPrices, ...prices],
  };
  return {
    rows: next,
    targetId: id,
    before: null,
    after: { ...matchSlice(next, id), copiedFrom: previous?.id ?? null },
    copiedFrom: previous?.id ?? null,
  };
}

/** A match's description in each club language (the first in `description`), and its kick-off. */
export function editMatchDetails(rows: CatalogueRows, input: MatchDetailsInput, club: EditClub): EditResult {
  const event = eventOf(rows, input.eventId);
  const [first, ...others] = club.locales;
  for (const locale of Object.keys(input.description))
    if (!club.locales.includes(locale as never))
      throw invalid(`description.${locale}`, 'is not a language of the club');
  const text = (locale: string | undefined) =>
    (locale ? input.description[locale]?.trim() : undefined) || undefined;
  const main = text(first) ?? others.map(text).find(Boolean) ?? null;
  const translations = Object.fromEntries(
    others.flatMap((l) => {
      const value = text(l);
      return value && value !== main ? [[l, value]] : [];
    }),
  );
  const changed: Event = {
    ...event,
    description: main,
    descriptionTranslations: translations,
    ...(input.kickOff ? { startDatetime: instantOfLocal(input.kickOff, club.timeZone).toISOString() } : {}),
  };
  return replaceEvent(rows, event, changed);
}

function replaceEvent(
  rows: CatalogueRows,
  event: Event,
  changed: Event,
  extra: Partial<CatalogueRows> = {},
): EditResult {
  const next: CatalogueRows = {
    ...rows,
    ...extra,
    events: rows.events.map((e) => (e === event ? changed : e)),
  };
  return {
    rows: next,
    targetId: event.id,
    before: matchSlice(rows, event.id),
    after: matchSlice(next, event.id),
  };
}

/** Opens or closes a match's sale now (`events.sale_status`), whatever its windows say. */
export function setSaleStatus(rows: CatalogueRows, input: SaleStatusInput): EditResult {
  const event = eventOf(rows, input.eventId);
  return replaceEvent(rows, event, { ...event, saleStatus: input.status });
}

/** A match's sale window per sale channel: a channel left out no longer sells the match. */
export function editSaleWindows(rows: CatalogueRows, input: SaleWindowsInput, club: EditClub): EditResult {
  const event = eventOf(rows, input.eventId);
  const channelIds = new Set(rows.saleChannels.map((c) => c.id));
  input.windows.forEach((w, i) => {
    if (!channelIds.has(w.saleChannelId))
      throw invalid(`windows.${i}.saleChannelId`, 'is not a sale channel of the club');
  });
  const at = (local: string) => instantOfLocal(local, club.timeZone).toISOString();
  const channels: Channel[] = input.windows.map((w) => ({
    eventId: event.id,
    saleChannelId: w.saleChannelId,
    openingDatetime: at(w.opening),
    closingDatetime: at(w.closing),
    earlyBirdOpeningDatetime: w.earlyBirdOpening ? at(w.earlyBirdOpening) : null,
    maxIndividualSeatTicketsInCart: w.cartLimit ?? null,
  }));
  return replaceEvent(rows, event, event, {
    eventChannelConfigurations: [
      ...rows.eventChannelConfigurations.filter((c) => c.eventId !== event.id),
      ...channels,
    ],
  });
}

/** Checks a price table's keys against the arena's categories and the club's price offers. */
export function checkCells(rows: CatalogueRows, arenaId: string, cells: readonly PriceCell[]): void {
  const categories = new Set(rows.categories.filter((c) => c.arenaId === arenaId).map((c) => c.id));
  const products = new Set(rows.products.map((p) => p.id));
  cells.forEach((cell, i) => {
    if (!categories.has(cell.categoryId))
      throw invalid(`prices.${i}.categoryId`, 'is not a category of the arena');
    if (!products.has(cell.productId))
      throw invalid(`prices.${i}.productId`, 'is not a price offer of the club');
  });
}

/**
 * Sets cells of a match's price table (docs/product.md#prices): a price for new sales, or null to
 * stop selling that pair. Orders keep the amounts they were sold at; cells not listed stay.
 */
export function editMatchPrices(rows: CatalogueRows, input: MatchPricesInput): EditResult {
  const event = eventOf(rows, input.eventId);
  checkCells(rows, event.arenaId, input.prices);
  const key = (c: { categoryId: string; productId: string }) => `${c.categoryId}\u0000${c.productId}`;
  const edited = new Map(input.prices.map((c) => [key(c), c]));
  const kept = rows.eventPrices.filter((p) => p.eventId !== event.id || !edited.has(key(p)));
  const set = input.prices.flatMap((c) =>
    c.priceCents === null
      ? []
      : [{ eventId: event.id, categoryId: c.categoryId, productId: c.productId, priceCents: c.priceCents }],
  );
  return replaceEvent(rows, event, event, { eventPrices: [...kept, ...set] });
}
