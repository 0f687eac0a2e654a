import type { Locale } from '@stadio/tenants';
import { instantOfLocal } from '../compile/local-time';
import type { MatchFile, PriceTable, PromoCodesFile, SeasonFile, VenueFile } from '../format';
import type { Fixture } from '../import/fixtures-csv';
import { keyFromName, opponentKey } from '../import/key-slug';
import { inLocales, SEASON_TICKET, STARTER_PRODUCTS } from './starter-words';

export interface ScaffoldInput {
  tenant: { slug: string; locales: readonly Locale[]; timeZone: string };
  venue: VenueFile;
  /** What the club already has: kept as it is, only what is missing is added. */
  season?: SeasonFile;
  promoCodes?: PromoCodesFile;
  fixtures: readonly Fixture[];
  now: Date;
}

export interface ScaffoldResult {
  season: SeasonFile;
  promoCodes: PromoCodesFile;
  /** What was added, one line each, for the ticketing manager. */
  report: string[];
}

/** The band a new club's matches use until the club writes its own prices. */
export const STARTER_BAND = 'standard';
/** Full price of a club's first category in cents; each next one 10.00 less, never under 15.00. */
const FIRST_CATEGORY_PRICE = 4500;
const SEASON_SHARE = 0.8;

const roundTo = (cents: number, step: number) => Math.round(cents / step) * step;

/** Starter prices: one row per active category, the first the dearest, reduced and child in proportion. */
function starterPrices(venue: VenueFile, products: SeasonFile['products']): PriceTable {
  const shares = new Map(STARTER_PRODUCTS.map((p) => [p.key, p.share]));
  const sold = products.filter((p) => !p.resale && p.active !== false);
  const table: PriceTable = {};
  venue.categories
    .filter((category) => category.active !== false)
    .forEach((category, index) => {
      const full = Math.max(1500, FIRST_CATEGORY_PRICE - index * 1000);
      table[category.key] = Object.fromEntries(
        sold.map((product) => [product.key, roundTo(full * (shares.get(product.key) ?? 1), 50)]),
      );
    });
  return table;
}

/**
 * `catalogue:new`: what a club needs to sell at once, around what it already has (docs/tenant-onboarding.md#catalogue).
 * Products full/reduced/child (and the resale offer), a starter price band from the venue's
 * categories, the fixture list's matches, competitions and opponents (with placeholder crests), a
 * season ticket for the upcoming matches, an empty promo-code list. Nothing the club wrote is changed.
 */
export function scaffoldSeason(input: ScaffoldInput): ScaffoldResult {
  const { tenant, venue, fixtures, now } = input;
  const report: string[] = [];
  const existing = input.season;
  const products =
    existing?.products ??
    STARTER_PRODUCTS.map((p) => ({
      key: p.key,
      name: inLocales(p.name, tenant.locales),
      ...(p.resale ? { resale: true } : {}),
    }));
  if (!existing) report.push(`Price offers: ${products.map((p) => p.key).join(', ')}.`);

  const priceBands = { ...existing?.priceBands };
  if (Object.keys(priceBands).length === 0) {
    priceBands[STARTER_BAND] = starterPrices(venue, products);
    report.push(
      `Starter prices for every category in season.json › priceBands › ${STARTER_BAND}: edit them before the sale opens.`,
    );
  }

  const competitions = [...(existing?.competitions ?? [])];
  const opponents = [...(existing?.opponents ?? [])];
  const matches: MatchFile[] = [...(existing?.matches ?? [])];
  const addedOpponents: string[] = [];
  const ids = new Set(matches.map((m) => m.id));
  let added = 0;
  for (const fixture of fixtures) {
    const competition = keyFromName(fixture.competition, 'competition');
    if (!competitions.some((c) => c.key === competition))
      competitions.push({ key: competition, name: fixture.competition });
    const opponent = opponentKey(fixture.opponent);
    if (!opponents.some((o) => o.key === opponent)) {
      opponents.push({ key: opponent, name: fixture.opponent });
      addedOpponents.push(fixture.opponent);
    }
    const kickOff = `${fixture.date} ${fixture.time}`;
    // A fixture already in the season (same day, same opponent) was scaffolded before, or written by hand.
    if (matches.some((m) => m.opponent === opponent && m.kickOff.slice(0, 10) === fixture.date)) continue;
    let id = `${fixture.date}-${opponent}`.slice(0, 60);
    for (let n = 2; ids.has(id); n++) id = `${fixture.date}-${opponent}`.slice(0, 57) + `-${n}`;
    ids.add(id);
    const sale =
      fixture.saleOpens || fixture.saleCloses
        ? {
            web: {
              ...(fixture.saleOpens ? { opens: fixture.saleOpens } : {}),
              ...(fixture.saleCloses ? { closes: fixture.saleCloses } : {}),
            },
          }
        : undefined;
    matches.push({ id, opponent, competition, kickOff, ...(sale ? { sale } : {}) });
    added++;
  }
  matches.sort((a, b) => (a.kickOff < b.kickOff ? -1 : a.kickOff > b.kickOff ? 1 : 0));
  if (added > 0) report.push(`${added} match${added === 1 ? '' : 'es'} from fixtures.csv.`);
  if (addedOpponents.length > 0)
    report.push(
      `Opponents with a placeholder crest (add "crest" to each in season.json): ${addedOpponents.join(', ')}.`,
    );

  const defaults = existing?.defaults ?? {
    priceBand: STARTER_BAND,
    sale: { web: { opensDaysBefore: 30, opensAt: '10:00', closesMinutesBefore: 0, cartLimit: 10 } },
  };

  let packs = existing?.packs;
  if (!packs) {
    const upcoming = matches.filter((m) => instantOfLocal(m.kickOff, tenant.timeZone) > now);
    const band = priceBands[defaults.priceBand ?? STARTER_BAND] ?? {};
    packs = [];
    if (upcoming.length >= 2) {
      const prices: PriceTable = Object.fromEntries(
        Object.entries(band).map(([category, byProduct]) => [
          category,
          Object.fromEntries(
            Object.entries(byProduct).map(([product, cents]) => [
              product,
              roundTo(cents * upcoming.length * SEASON_SHARE, 100),
            ]),
          ),
        ]),
      );
      packs.push({
        key: 'season',
        type: 'season',
        name: inLocales(SEASON_TICKET, tenant.locales),
        matches: upcoming.map((m) => m.id),
        prices,
      });
      report.push(
        `A season ticket for the ${upcoming.length} upcoming matches at ${SEASON_SHARE * 100} % of their price.`,
      );
    }
  }

  const season: SeasonFile = {
    ...existing,
    products,
    ...(competitions.length ? { competitions } : {}),
    opponents,
    priceBands,
    defaults,
    matches,
    packs,
  };
  const promoCodes = input.promoCodes ?? { codes: [] };
  if (!input.promoCodes) report.push('An empty promo-codes.json to add codes to.');
  return { season, promoCodes, report };
}
