import { localOfInstant } from '@stadio/catalogue/edit';
import {
  arenas,
  campaignPackEvents,
  campaignPacks,
  categories,
  competitions,
  eventChannelConfigurations,
  eventPrices,
  events,
  packPrices,
  products,
  saleChannels,
  teams,
  type DbExecutor,
  type Translations,
} from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { and, asc, eq } from 'drizzle-orm';
import { eventStatus } from '../catalogue/event-status';
import { matchNotFound } from './season-errors';
import { figuresOf, loadMatchFigures, type MatchFigures } from './season-stock';

/** What a season read needs: the club, its database, the clock, the language names are read in. */
export interface SeasonScope {
  db: DbExecutor;
  tenant: Tenant;
  now: Date;
  locale?: string;
}

type EventRow = typeof events.$inferSelect;
type ChannelRow = typeof eventChannelConfigurations.$inferSelect;

const named = (name: string, translations: Translations | null | undefined, locale?: string) =>
  (locale ? translations?.[locale] : undefined) ?? name;

/**
 * The state of the season table: the catalogue's own status (catalogue/event-status.ts, what fans
 * see) split further for the club: DRAFT, a closed sale that never sold or held anything;
 * SOLD_OUT, an open sale with nothing left.
 */
export function matchState(
  event: Pick<EventRow, 'isArchived' | 'saleStatus' | 'startDatetime'>,
  channels: readonly ChannelRow[],
  figures: MatchFigures,
  now: Date,
): Gql.SeasonMatchState {
  const status = eventStatus(
    {
      isArchived: event.isArchived,
      saleStatus: event.saleStatus,
      startDatetime: new Date(event.startDatetime).toISOString(),
      channelConfigurations: channels.map((c) => ({
        saleChannel: { id: c.saleChannelId, name: c.saleChannelId },
        openingDatetime: new Date(c.openingDatetime).toISOString(),
        closingDatetime: new Date(c.closingDatetime).toISOString(),
        earlyBirdOpeningDatetime: c.earlyBirdOpeningDatetime
          ? new Date(c.earlyBirdOpeningDatetime).toISOString()
          : null,
        maxIndividualSeatTicketsInCart: c.maxIndividualSeatTicketsInCart,
      })),
    },
    now,
  );
  if (status === 'ARCHIVED') return 'ARCHIVED';
  if (status === 'PASSED') return 'PAST';
  if (status === 'OPENED') return figures.free === 0 ? 'SOLD_OUT' : 'ON_SALE';
  return event.saleStatus === 'closed' && figures.sold === 0 && figures.held === 0 ? 'DRAFT' : 'CLOSED';
}

async function lookups(scope: SeasonScope) {
  const tenantId = scope.tenant.slug;
  const [teamRows, competitionRows, arenaRows] = await Promise.all([
    scope.db.select().from(teams).where(eq(teams.tenantId, tenantId)).orderBy(asc(teams.displayName)),
    scope.db
      .select()
      .from(competitions)
      .where(eq(competitions.tenantId, tenantId))
      .orderBy(asc(competitions.name)),
    scope.db.select().from(arenas).where(eq(arenas.tenantId, tenantId)).orderBy(asc(arenas.name)),
  ]);
  const l = scope.locale;
  return {
    teams: teamRows.map((t) => ({ id: t.id, name: named(t.displayName, t.displayNameTranslations, l) })),
    competitions: competitionRows.map((c) => ({ id: c.id, name: named(c.name, c.nameTranslations, l) })),
    arenas: arenaRows.map((a) => ({ id: a.id, name: a.name })),
  };
}

/** The club's matches (kick-off order) as the season table lists them, filtered. */
export async function loadSeason(
  scope: SeasonScope,
  filter?: Gql.SeasonFilter | null,
): Promise<Gql.SeasonOverview> {
  const tenantId = scope.tenant.slug;
  const [eventRows, channelRows, options, figures] = await Promise.all([
    scope.db
      .select()
      .from(events)
      .where(eq(events.tenantId, tenantId))
      .orderBy(asc(events.startDatetime), asc(events.id)),
    scope.db
      .select()
      .from(eventChannelConfigurations)
      .where(eq(eventChannelConfigurations.tenantId, tenantId)),
    lookups(scope),
    loadMatchFigures(scope.db, tenantId, scope.now),
  ]);
  const matches = eventRows
    .map((e) => matchOf(scope, e, channelRows, options, figuresOf(figures, e.id)))
    .filter((m) => !filter?.state || m.state === filter.state)
    .filter((m) => !filter?.competitionId || m.competition?.id === filter.competitionId);
  return { matches, ...options, timeZone: scope.tenant.timeZone };
}

function matchOf(
  scope: SeasonScope,
  event: EventRow,
  channelRows: readonly ChannelRow[],
  options: Awaited<ReturnType<typeof lookups>>,
  figures: MatchFigures,
): Gql.SeasonMatch {
  const channels = channelRows.filter((c) => c.eventId === event.id);
  const start = new Date(event.startDatetime);
  return {
    id: event.id,
    name: named(event.name, event.nameTranslations, scope.locale),
    kickOff: start.toISOString(),
    kickOffLocal: localOfInstant(start, scope.tenant.timeZone),
    opponent: options.teams.find((t) => t.id === event.opponentId) ?? null,
    competition: options.competitions.find((c) => c.id === event.competitionId) ?? null,
    arena: options.arenas.find((a) => a.id === event.arenaId) ?? { id: event.arenaId, name: event.arenaId },
    state: matchState(event, channels, figures, scope.now),
    saleOpen: event.saleStatus === 'opened',
    seatsSold: figures.sold,
    seatsHeld: figures.held,
    seatsFree: figures.free,
    seatsClosed: figures.closed,
    revenueCents: figures.revenueCents,
  };
}

async function priceOptions(scope: SeasonScope, arenaId: string) {
  const tenantId = scope.tenant.slug;
  const [categoryRows, productRows] = await Promise.all([
    scope.db
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.arenaId, arenaId)))
      .orderBy(asc(categories.sort), asc(categories.id)),
    scope.db
      .select()
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(asc(products.sort), asc(products.id)),
  ]);
  return {
    // Retired categories and price offers (isActive false) are not priced for new sales.
    categories: categoryRows
      .filter((c) => c.isActive)
      .map((c) => ({
        id: c.id,
        name: named(c.name, c.nameTranslations, scope.locale),
      })),
    products: productRows
      .filter((p) => !p.isResale && p.isActive)
      .map((p) => ({ id: p.id, name: named(p.name, p.nameTranslations, scope.locale) })),
  };
}

/** One match of the club with what its edit page shows; another club's match is not found. */
export async function loadSeasonMatch(scope: SeasonScope, eventId: string): Promise<Gql.SeasonMatchDetail> {
  const tenantId = scope.tenant.slug;
  const [event] = await scope.db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
  if (!event) throw matchNotFound(eventId);
  const [channelRows, priceRows, channelNames, options, figures, prices] = await Promise.all([
    scope.db
      .select()
      .from(eventChannelConfigurations)
      .where(
        and(
          eq(eventChannelConfigurations.tenantId, tenantId),
          eq(eventChannelConfigurations.eventId, eventId),
        ),
      ),
    scope.db
      .select()
      .from(eventPrices)
      .where(and(eq(eventPrices.tenantId, tenantId), eq(eventPrices.eventId, eventId))),
    scope.db
      .select()
      .from(saleChannels)
      .where(eq(saleChannels.tenantId, tenantId))
      .orderBy(asc(saleChannels.id)),
    lookups(scope),
    loadMatchFigures(scope.db, tenantId, scope.now, [eventId]),
    priceOptions(scope, event.arenaId),
  ]);
  const zone = scope.tenant.timeZone;
  const local = (at: Date | string) => localOfInstant(new Date(at), zone);
  const [first] = scope.tenant.locales;
  const description = scope.tenant.locales.flatMap((locale) => {
    const text = locale === first ? event.description : event.descriptionTranslations?.[locale];
    return text ? [{ locale, text }] : [];
  });
  const channelName = (id: string) => channelNames.find((c) => c.id === id)?.name ?? id;
  return {
    match: matchOf(scope, event, channelRows, options, figuresOf(figures, eventId)),
    description,
    windows: channelRows
      .sort((a, b) => a.saleChannelId.localeCompare(b.saleChannelId))
      .map((c) => ({
        saleChannel: { id: c.saleChannelId, name: channelName(c.saleChannelId) },
        opening: local(c.openingDatetime),
        closing: local(c.closingDatetime),
        earlyBirdOpening: c.earlyBirdOpeningDatetime ? local(c.earlyBirdOpeningDatetime) : null,
        cartLimit: c.maxIndividualSeatTicketsInCart,
      })),
    saleChannels: channelNames.map((c) => ({ id: c.id, name: c.name })),
    prices: priceRows.map((p) => ({
      categoryId: p.categoryId,
      productId: p.productId,
      priceCents: p.priceCents,
    })),
    ...prices,
    timeZone: zone,
  };
}

/** The club's packs and season tickets with their matches and price tables. */
export async function loadSeasonPacks(scope: SeasonScope): Promise<Gql.SeasonPacks> {
  const tenantId = scope.tenant.slug;
  const [packRows, memberRows, priceRows, season] = await Promise.all([
    scope.db
      .select()
      .from(campaignPacks)
      .where(eq(campaignPacks.tenantId, tenantId))
      .orderBy(asc(campaignPacks.sort), asc(campaignPacks.id)),
    scope.db.select().from(campaignPackEvents).where(eq(campaignPackEvents.tenantId, tenantId)),
    scope.db.select().from(packPrices).where(eq(packPrices.tenantId, tenantId)),
    loadSeason(scope),
  ]);
  const byArena = new Map<string, Awaited<ReturnType<typeof priceOptions>>>();
  for (const arenaId of new Set(packRows.map((p) => p.arenaId)))
    byArena.set(arenaId, await priceOptions(scope, arenaId));
  const productRows =
    (packRows[0] ? byArena.get(packRows[0].arenaId)?.products : undefined) ??
    (await priceOptions(scope, '')).products;
  return {
    packs: packRows.map((p) => ({
      id: p.id,
      name: named(p.name, p.nameTranslations, scope.locale),
      kind: p.type === 'season' ? 'SEASON' : 'PACK',
      arena: season.arenas.find((a) => a.id === p.arenaId) ?? { id: p.arenaId, name: p.arenaId },
      eventIds: memberRows
        .filter((m) => m.packId === p.id)
        .map((m) => m.eventId)
        .sort(),
      prices: priceRows
        .filter((r) => r.packId === p.id)
        .map((r) => ({ categoryId: r.categoryId, productId: r.productId, priceCents: r.priceCents })),
      categories: byArena.get(p.arenaId)?.categories ?? [],
    })),
    matches: season.matches,
    products: productRows,
  };
}
