import { type CatalogueRows, crestDataUrl } from '@stadio/db';
import { type Locale, localize, type Tenant } from '@stadio/tenants';
import { categoryId } from '@stadio/venues';
import type { ChannelDefaults, PriceTable, SaleWindowFile, SeasonFile } from '../format';
import { assetUrl } from './asset-url';
import { daysBefore, instantOfLocal } from './local-time';
import type { CatalogueProblem } from './problem';
import { storedText, storedTexts } from './texts';

type SeasonRows = Omit<CatalogueRows, 'arenas' | 'stands' | 'categories' | 'blocks' | 'seats' | 'promoCodes'>;

/** The web shop's channel: the one fans buy on (docs/product.md#sale-windows). */
export const WEB_CHANNEL = 'web';
const DEFAULT_CHANNEL_DEFAULTS: Required<
  Pick<ChannelDefaults, 'opensDaysBefore' | 'opensAt' | 'closesMinutesBefore'>
> = {
  opensDaysBefore: 30,
  opensAt: '10:00',
  closesMinutesBefore: 0,
};

/** Two colours for an opponent's placeholder crest, the same for the same name every time. */
function crestColours(name: string): [string, string] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const hsl = (h: number, l: number) => {
    const a = 0.55 * Math.min(l, 1 - l);
    const f = (n: number) => {
      const k = (n + h / 30) % 12;
      const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
      return Math.round(c * 255)
        .toString(16)
        .padStart(2, '0');
    };
    return `#${f(0)}${f(8)}${f(4)}`;
  };
  return [hsl(hue, 0.35), hsl((hue + 150) % 360, 0.6)];
}

export interface SeasonContext {
  tenant: Pick<Tenant, 'slug' | 'locales' | 'timeZone' | 'clientShortName'> & { branding: { logo: string } };
  arenaId: string;
  categoryKeys: ReadonlySet<string>;
  file: string;
}

/**
 * season.json as rows: products, teams, competitions, events with their sale windows, prices and
 * car parks, packs. Prices come from the match's band with its own `prices` on top; windows from
 * `defaults.sale` with the match's own on top (docs/tenant-onboarding.md#catalogue).
 */
export function compileSeason(
  season: SeasonFile,
  context: SeasonContext,
): { rows: SeasonRows; problems: CatalogueProblem[] } {
  const { tenant, arenaId, categoryKeys, file } = context;
  const locales: readonly Locale[] = tenant.locales;
  const zone = tenant.timeZone;
  const problems: CatalogueProblem[] = [];
  const problem = (where: string, message: string, fix?: string) =>
    problems.push({ file, where, message, ...(fix ? { fix } : {}) });
  const unique = <T extends { key: string }>(items: readonly T[], what: string) => {
    const seen = new Set<string>();
    for (const item of items) {
      if (seen.has(item.key))
        problem(
          `${what} › ${item.key}`,
          `Two ${what} are called "${item.key}".`,
          'give each a key of its own.',
        );
      seen.add(item.key);
    }
    return seen;
  };
  const quoted = (keys: Iterable<string>) => [...keys].map((k) => `"${k}"`).join(', ');

  const channels = season.channels ?? [{ key: WEB_CHANNEL, name: 'Web' }];
  const channelKeys = unique(channels, 'channels');
  const productKeys = unique(season.products, 'products');
  const competitionKeys = unique(season.competitions ?? [], 'competitions');
  const opponentKeys = unique(season.opponents, 'opponents');
  if (opponentKeys.has(tenant.slug))
    problem(
      `opponents › ${tenant.slug}`,
      `"${tenant.slug}" is the club's own key.`,
      'call the opponent something else.',
    );
  if (season.products.filter((p) => p.resale).length > 1)
    problem(
      'products',
      'More than one product is marked "resale": true.',
      'mark only the offer resold seats are sold at.',
    );

  const checkTable = (table: PriceTable, where: string) => {
    for (const [category, byProduct] of Object.entries(table)) {
      if (!categoryKeys.has(category))
        problem(
          `${where} › ${category}`,
          `"${category}" is not a category of venue.json.`,
          `use one of ${quoted(categoryKeys)}.`,
        );
      for (const product of Object.keys(byProduct))
        if (!productKeys.has(product))
          problem(
            `${where} › ${category} › ${product}`,
            `"${product}" is not one of "products".`,
            `use one of ${quoted(productKeys)}.`,
          );
    }
  };
  for (const [band, table] of Object.entries(season.priceBands)) checkTable(table, `priceBands › ${band}`);
  const pricesOf = (where: string, band: string | undefined, own: PriceTable | undefined): PriceTable => {
    if (band !== undefined && !(band in season.priceBands)) {
      problem(
        `${where} › priceBand`,
        `There is no price band "${band}".`,
        `use one of ${quoted(Object.keys(season.priceBands))}.`,
      );
      return own ?? {};
    }
    if (own) checkTable(own, `${where} › prices`);
    const merged: PriceTable = {};
    for (const table of [band === undefined ? {} : (season.priceBands[band] ?? {}), own ?? {}])
      for (const [category, byProduct] of Object.entries(table))
        merged[category] = { ...merged[category], ...byProduct };
    if (Object.keys(merged).length === 0)
      problem(where, 'It has no prices.', 'give it a "priceBand", or set "defaults": { "priceBand": … }.');
    return merged;
  };
  const rows: SeasonRows = {
    saleChannels: channels.map((channel) => ({ id: channel.key, name: channel.name })),
    products: season.products.map((product, sort) => {
      return {
        id: product.key,
        ...storedTexts(product, locales),
        isResale: product.resale ?? false,
        isActive: product.active ?? true,
        sort,
      };
    }),
    teams: [
      {
        id: tenant.slug,
        displayName: tenant.clientShortName,
        displayNameTranslations: {},
        logoUrl: assetUrl(tenant.branding.logo),
      },
      ...season.opponents.map((opponent) => {
        const name = storedText(opponent.name, locales);
        return {
          id: opponent.key,
          displayName: name.text,
          displayNameTranslations: name.translations,
          logoUrl: opponent.crest
            ? assetUrl(opponent.crest)
            : crestDataUrl(name.text, crestColours(name.text)),
        };
      }),
    ],
    competitions: (season.competitions ?? []).map((competition) => {
      return { id: competition.key, ...storedTexts(competition, locales) };
    }),
    events: [],
    eventChannelConfigurations: [],
    eventPrices: [],
    campaignPacks: [],
    campaignPackEvents: [],
    packChannelConfigurations: [],
    packPrices: [],
    parkingProducts: [],
  };

  const windowOf = (
    where: string,
    channel: string,
    own: SaleWindowFile | undefined,
    kickOff: Date,
    fallbackClosing: Date,
  ) => {
    const defaults = { ...DEFAULT_CHANNEL_DEFAULTS, ...season.defaults?.sale?.[channel] };
    const opening = own?.opens
      ? instantOfLocal(own.opens, zone)
      : daysBefore(kickOff, defaults.opensDaysBefore, zone, defaults.opensAt);
    const closing = own?.closes
      ? instantOfLocal(own.closes, zone)
      : new Date(fallbackClosing.getTime() - defaults.closesMinutesBefore * 60_000);
    const earlyBird = own?.earlyBird
      ? instantOfLocal(own.earlyBird, zone)
      : defaults.earlyBirdDaysBefore
        ? daysBefore(opening, defaults.earlyBirdDaysBefore, zone)
        : null;
    if (opening >= closing)
      problem(
        `${where} › sale › ${channel}`,
        'The sale opens after it closes.',
        'make "opens" earlier than "closes" (and than kick-off).',
      );
    if (earlyBird && earlyBird >= opening)
      problem(
        `${where} › sale › ${channel}`,
        'The early-bird sale starts after the public sale opens.',
        'make "earlyBird" earlier than "opens".',
      );
    return { opening, closing, earlyBird, cartLimit: own?.cartLimit ?? defaults.cartLimit ?? null };
  };
  const checkChannels = (where: string, sale: Record<string, unknown> | undefined) => {
    for (const channel of Object.keys(sale ?? {}))
      if (!channelKeys.has(channel))
        problem(
          `${where} › sale › ${channel}`,
          `"${channel}" is not one of the sale channels.`,
          `use one of ${quoted(channelKeys)}.`,
        );
  };

  const matchIds = new Set<string>();
  const kickOffs = new Map<string, Date>();
  for (const match of season.matches) {
    const where = `match ${match.id}`;
    if (matchIds.has(match.id))
      problem(where, `Two matches have the id "${match.id}".`, 'give each match its own id.');
    matchIds.add(match.id);
    if (!opponentKeys.has(match.opponent))
      problem(
        `${where} › opponent`,
        `"${match.opponent}" is not one of "opponents".`,
        `add it to "opponents" or use one of ${quoted(opponentKeys)}.`,
      );
    if (match.competition !== undefined && !competitionKeys.has(match.competition))
      problem(
        `${where} › competition`,
        `"${match.competition}" is not one of "competitions".`,
        `use one of ${quoted(competitionKeys)}.`,
      );
    checkChannels(where, match.sale);
    const kickOff = instantOfLocal(match.kickOff, zone);
    kickOffs.set(match.id, kickOff);
    const opponent = season.opponents.find((o) => o.key === match.opponent);
    // Named "<club> – <opponent>" in each language unless the file names it.
    const defaultName = Object.fromEntries(
      locales.map((locale) => [
        locale,
        `${tenant.clientShortName} – ${opponent ? localize(opponent.name, locale, locales[0]) : match.opponent}`,
      ]),
    );
    rows.events.push({
      id: match.id,
      ...storedTexts({ name: match.name ?? defaultName, description: match.description }, locales),
      startDatetime: kickOff.toISOString(),
      arenaId,
      homeTeamId: tenant.slug,
      opponentId: match.opponent,
      competitionId: match.competition ?? null,
      isArchived: match.archived ?? false,
      saleStatus: match.status === 'closed' ? 'closed' : 'opened',
      ticketDownloadDaysBefore:
        match.ticketDownloadDaysBefore !== undefined
          ? match.ticketDownloadDaysBefore
          : (season.defaults?.ticketDownloadDaysBefore ?? null),
    });
    for (const channel of channels) {
      const window = windowOf(where, channel.key, match.sale?.[channel.key], kickOff, kickOff);
      rows.eventChannelConfigurations.push({
        eventId: match.id,
        saleChannelId: channel.key,
        openingDatetime: window.opening.toISOString(),
        closingDatetime: window.closing.toISOString(),
        earlyBirdOpeningDatetime: window.earlyBird?.toISOString() ?? null,
        maxIndividualSeatTicketsInCart: window.cartLimit,
      });
    }
    const prices = pricesOf(where, match.priceBand ?? season.defaults?.priceBand, match.prices);
    for (const [category, byProduct] of Object.entries(prices))
      for (const [product, priceCents] of Object.entries(byProduct))
        rows.eventPrices.push({
          eventId: match.id,
          categoryId: categoryId(arenaId, category),
          productId: product,
          priceCents,
        });
    const parkingKeys = new Set<string>();
    (match.parking ?? []).forEach((parking, sort) => {
      if (parkingKeys.has(parking.key))
        problem(
          `${where} › parking › ${parking.key}`,
          `Two car parks are called "${parking.key}".`,
          'give each a key of its own.',
        );
      parkingKeys.add(parking.key);
      rows.parkingProducts.push({
        id: parkingId(match.id, parking.key),
        eventId: match.id,
        ...storedTexts(parking, locales),
        priceCents: parking.price,
        capacity: parking.capacity,
        sort,
      });
    });
  }

  const packKeys = new Set<string>();
  (season.packs ?? []).forEach((pack, sort) => {
    const where = `pack ${pack.key}`;
    if (packKeys.has(pack.key))
      problem(where, `Two packs are called "${pack.key}".`, 'give each a key of its own.');
    packKeys.add(pack.key);
    checkChannels(where, pack.sale);
    rows.campaignPacks.push({
      id: pack.key,
      ...storedTexts(pack, locales),
      type: pack.type,
      imageUrl: pack.image ? assetUrl(pack.image) : null,
      arenaId,
      sort,
    });
    const starts: Date[] = [];
    for (const match of new Set(pack.matches)) {
      const kickOff = kickOffs.get(match);
      if (!kickOff) {
        problem(
          `${where} › matches › ${match}`,
          `There is no match "${match}".`,
          'use the "id" of a match of "matches".',
        );
        continue;
      }
      starts.push(kickOff);
      rows.campaignPackEvents.push({ packId: pack.key, eventId: match });
    }
    // A pack stops selling when its first match kicks off.
    const first = starts.sort((a, b) => a.getTime() - b.getTime())[0] ?? new Date(0);
    for (const channel of channels) {
      const window = windowOf(where, channel.key, pack.sale?.[channel.key], first, first);
      rows.packChannelConfigurations.push({
        packId: pack.key,
        saleChannelId: channel.key,
        openingDatetime: window.opening.toISOString(),
        closingDatetime: window.closing.toISOString(),
        maxCampaignPacksInCart: window.cartLimit,
      });
    }
    const prices = pricesOf(where, pack.priceBand, pack.prices);
    for (const [category, byProduct] of Object.entries(prices))
      for (const [product, priceCents] of Object.entries(byProduct))
        rows.packPrices.push({
          packId: pack.key,
          categoryId: categoryId(arenaId, category),
          productId: product,
          priceCents,
        });
  });
  return { rows, problems };
}

/** Id of a match's car park: the match's id and the car park's key ("m05-p1"). */
export const parkingId = (matchId: string, key: string): string => `${matchId}-${key}`;
