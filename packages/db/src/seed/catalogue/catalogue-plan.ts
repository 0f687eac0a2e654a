import type { Tenant } from '@stadio/tenants';
import {
  type CategoryRole,
  categoryId,
  type GeneratedStadium,
  generateStadium,
  PRESET_CATEGORY_KEYS,
  standId,
  type VenueNaming,
} from '@stadio/venues';
import type {
  campaignPackEvents,
  campaignPacks,
  categories,
  competitions,
  eventChannelConfigurations,
  eventPrices,
  events,
  packChannelConfigurations,
  packPrices,
  products,
  saleChannels,
  stands,
  teams,
} from '../../schema';
import { properName, roundLabel, textsOf } from './catalogue-words';
import { crestDataUrl } from './crest';
import { DIRECT_PRODUCTS, matchPrice, PACK_DISCOUNT, roundToEuro, SEASON_DISCOUNT } from './demo-prices';
import type { DemoProfile, PackKey, ProductKey, Translated } from './demo-profile';
import { PACK_EVENTS, SCHEDULE, type ScheduledMatch } from './event-schedule';
import { localDateTime } from './local-date-time';
import { storedTexts } from './stored-texts';
import { venueName } from './venue-name';

/** The web shop's sale channel id. */
export const WEB_CHANNEL = 'web';
/** Order id of seats the seed marks as sold, so demo sales are recognisable. */
export const DEMO_SOLD_ORDER = 'demo-sold';

export const PRODUCT_IDS: Record<ProductKey, string> = {
  full: 'full-price',
  reduced: 'reduced',
  child: 'child',
  resale: 'resale',
  retired: 'legacy-offer',
};

const ROLE_ORDER: readonly CategoryRole[] = ['centre', 'side', 'end', 'away', 'standing'];

/** Every row of a club's demo catalogue except seat stock, which is written in SQL. */
export interface CataloguePlan {
  /** The venue, its stands and categories with their names in the club's other languages. */
  venue: Omit<GeneratedStadium, 'categories' | 'stands'> & {
    stands: (GeneratedStadium['stands'][number] & Pick<typeof stands.$inferInsert, 'nameTranslations'>)[];
    categories: (GeneratedStadium['categories'][number] &
      Pick<typeof categories.$inferInsert, 'nameTranslations' | 'descriptionTranslations'>)[];
  };
  /** Role of every active category id. */
  roles: Map<string, CategoryRole>;
  saleChannels: (typeof saleChannels.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  teams: (typeof teams.$inferInsert)[];
  competitions: (typeof competitions.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  channelConfigurations: (typeof eventChannelConfigurations.$inferInsert)[];
  eventPrices: (typeof eventPrices.$inferInsert)[];
  packs: (typeof campaignPacks.$inferInsert)[];
  packEvents: (typeof campaignPackEvents.$inferInsert)[];
  packChannelConfigurations: (typeof packChannelConfigurations.$inferInsert)[];
  packPrices: (typeof packPrices.$inferInsert)[];
  schedule: readonly ScheduledMatch[];
}

/** Public URL of a file of the tenants folder (the storefront serves them under /tenant-assets/). */
const tenantAssetUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `/tenant-assets/${path}`);

/**
 * A club's demo catalogue for a seeding at `now`: its venue, products, teams, ten matches in every
 * sale state with prices, two packs and a season ticket. Pure: the writers only store it.
 */
export function planCatalogue(tenant: Tenant, profile: DemoProfile, now: Date): CataloguePlan {
  const tenantId = tenant.slug;
  const texts = (item: Translated) => storedTexts(item, tenant.locales);
  const inFirstLanguage = (item: Translated) => {
    const { name, description } = texts(item);
    return { name, ...(description === null ? {} : { description }) };
  };
  const generated = generateStadium(
    profile.venueSpec({
      id: tenant.stadiumId,
      name: venueName(tenant.stadiumId),
      stands: Object.fromEntries(
        Object.entries(profile.stands).map(([side, stand]) => [
          side,
          { letter: stand.letter, name: inFirstLanguage(stand).name },
        ]),
      ) as VenueNaming['stands'],
      categories: Object.fromEntries(
        ROLE_ORDER.map((role) => [role, inFirstLanguage(profile.categories[role])]),
      ) as VenueNaming['categories'],
      retiredCategories: [{ key: profile.retiredCategory.key, ...inFirstLanguage(profile.retiredCategory) }],
    }),
  );
  const arenaId = generated.arena.id;
  const translatedCategories = new Map<string, Translated>([
    ...ROLE_ORDER.map(
      (role) => [categoryId(arenaId, PRESET_CATEGORY_KEYS[role]), profile.categories[role]] as const,
    ),
    [categoryId(arenaId, profile.retiredCategory.key), profile.retiredCategory],
  ]);
  const standNames = new Map(
    Object.values(profile.stands).map((stand) => [standId(arenaId, stand.letter), stand.name] as const),
  );
  // Blocks are listed stand by stand, as a venue file lists them (ADR 0042), so an export of the
  // demo catalogue compiles back to the same order.
  const standSort = new Map(generated.stands.map((stand) => [stand.id, stand.sort]));
  const blockSort = new Map(
    [...generated.blocks]
      .sort((a, b) => (standSort.get(a.standId) ?? 0) - (standSort.get(b.standId) ?? 0) || a.sort - b.sort)
      .map((block, sort) => [block.id, sort]),
  );
  const venue = {
    ...generated,
    blocks: generated.blocks.map((block) => ({ ...block, sort: blockSort.get(block.id) ?? block.sort })),
    stands: generated.stands.map((stand) => {
      const name = standNames.get(stand.id);
      return { ...stand, nameTranslations: name ? texts({ name }).nameTranslations : {} };
    }),
    categories: generated.categories.map((category) => {
      const item = translatedCategories.get(category.id);
      // Every category comes from the profile; one that did not would simply have no translation.
      const { nameTranslations, descriptionTranslations } = item
        ? texts(item)
        : { nameTranslations: {}, descriptionTranslations: {} };
      return { ...category, nameTranslations, descriptionTranslations };
    }),
  };
  const roles = new Map(ROLE_ORDER.map((role) => [categoryId(arenaId, PRESET_CATEGORY_KEYS[role]), role]));
  const at = (day: number, time: string) => localDateTime(now, tenant.timeZone, day, time).toISOString();
  const startOf = (match: ScheduledMatch) => at(match.startDay, match.kickOff ?? profile.kickOff);

  const events = SCHEDULE.map((match) => {
    const opponent = profile.opponents[match.opponent % profile.opponents.length];
    const rival = opponent ? properName(opponent.name, opponent.latinName) : null;
    const competition = profile.competitions[match.competition];
    const round = roundLabel(match.competition, match.round);
    // Named in each language from the rival's and the competition's names (ADR 0025).
    const { name, description, nameTranslations, descriptionTranslations } = texts({
      name: textsOf((locale) => `${tenant.clientShortName} – ${rival?.[locale] ?? ''}`),
      description: textsOf((locale) => `${competition.name[locale]} · ${round[locale]}`),
    });
    return {
      tenantId,
      id: match.id,
      name,
      description,
      nameTranslations,
      descriptionTranslations,
      startDatetime: startOf(match),
      arenaId,
      homeTeamId: tenant.slug,
      opponentId: opponent?.key ?? null,
      competitionId: match.competition,
      isArchived: match.isArchived,
      saleStatus: match.saleStatus,
      ticketDownloadDaysBefore: match.ticketDownloadDaysBefore,
    };
  });

  const channelConfigurations = SCHEDULE.map((match) => ({
    tenantId,
    eventId: match.id,
    saleChannelId: WEB_CHANNEL,
    openingDatetime: at(match.opening.day, match.opening.time),
    // Sales stop at kick-off.
    closingDatetime: startOf(match),
    earlyBirdOpeningDatetime: match.earlyBird ? at(match.earlyBird.day, match.earlyBird.time) : null,
    maxIndividualSeatTicketsInCart: match.maxIndividualSeatTicketsInCart,
  }));

  const priceOf = (match: ScheduledMatch, role: CategoryRole, product: (typeof DIRECT_PRODUCTS)[number]) =>
    matchPrice(profile.fullPrices, role, product, match.priceFactor);
  const eventPrices = SCHEDULE.flatMap((match) =>
    [...roles].flatMap(([category, role]) =>
      DIRECT_PRODUCTS.map((product) => ({
        tenantId,
        eventId: match.id,
        categoryId: category,
        productId: PRODUCT_IDS[product],
        priceCents: priceOf(match, role, product),
      })),
    ),
  );

  const upcoming = SCHEDULE.filter((m) => m.startDay > 0);
  const packMatches: Record<PackKey, ScheduledMatch[]> = {
    'pack-1': SCHEDULE.filter((m) => PACK_EVENTS['pack-1'].includes(m.id)),
    'pack-2': SCHEDULE.filter((m) => PACK_EVENTS['pack-2'].includes(m.id)),
    // A season ticket covers the league; cup ties are sold separately.
    season: upcoming.filter((m) => m.competition === 'league' && !m.isArchived),
  };
  const packKeys = Object.keys(packMatches) as PackKey[];
  const packs = packKeys.map((key, sort) => ({
    tenantId,
    id: key,
    ...texts(profile.packs[key]),
    type: key === 'season' ? ('season' as const) : ('pack' as const),
    imageUrl: null,
    arenaId,
    sort,
  }));
  const packEvents = packKeys.flatMap((key) =>
    packMatches[key].map((match) => ({ tenantId, packId: key, eventId: match.id })),
  );
  const packChannelConfigurations = packKeys.map((key) => ({
    tenantId,
    packId: key,
    saleChannelId: WEB_CHANNEL,
    openingDatetime: at(-14, '10:00'),
    // A pack stops selling when its first match kicks off.
    closingDatetime: packMatches[key].map(startOf).sort()[0] ?? at(1, '10:00'),
    maxCampaignPacksInCart: key === 'season' ? 2 : 4,
  }));
  const packPrices = packKeys.flatMap((key) =>
    [...roles].flatMap(([category, role]) =>
      DIRECT_PRODUCTS.map((product) => ({
        tenantId,
        packId: key,
        categoryId: category,
        productId: PRODUCT_IDS[product],
        priceCents: roundToEuro(
          packMatches[key].reduce((sum, match) => sum + priceOf(match, role, product), 0) *
            (key === 'season' ? SEASON_DISCOUNT : PACK_DISCOUNT),
        ),
      })),
    ),
  );

  const productKeys = Object.keys(PRODUCT_IDS) as ProductKey[];
  return {
    venue,
    roles,
    saleChannels: [{ tenantId, id: WEB_CHANNEL, name: profile.saleChannelName }],
    products: productKeys.map((key, sort) => ({
      tenantId,
      id: PRODUCT_IDS[key],
      ...texts(profile.products[key]),
      isResale: key === 'resale',
      isActive: key !== 'retired',
      sort,
    })),
    teams: [
      {
        tenantId,
        id: tenant.slug,
        displayName: tenant.clientShortName,
        // The club's own name reads the same in every language; the column is still set, as
        // upsertRows writes the properties of the first row only (the opponents' names were lost).
        displayNameTranslations: {},
        logoUrl: tenantAssetUrl(tenant.branding.logo),
      },
      ...profile.opponents.map((o) => {
        const { name, nameTranslations } = texts({ name: properName(o.name, o.latinName) });
        return {
          tenantId,
          id: o.key,
          displayName: name,
          displayNameTranslations: nameTranslations,
          logoUrl: crestDataUrl(name, o.colours),
        };
      }),
    ],
    competitions: (['league', 'cup'] as const).map((key) => ({
      tenantId,
      id: key,
      ...texts(profile.competitions[key]),
    })),
    events,
    channelConfigurations,
    eventPrices,
    packs,
    packEvents,
    packChannelConfigurations,
    packPrices,
    schedule: SCHEDULE,
  };
}
