import { CATALOGUE_TABLES, type CatalogueRows, type CatalogueTable } from './catalogue-rows';
import { CATALOGUE_SPECS } from './catalogue-tables';
import { CatalogueInvalidError } from './catalogue-errors';
import { completeRow, keyOf, readableKey, type FullRow } from './row-values';

/** The catalogue's rows per table, every column set. */
export type CompleteCatalogue = Record<CatalogueTable, FullRow[]>;

/** The foreign keys between catalogue tables: (table, property) → the table whose `id` it names. */
const REFERENCES: ReadonlyArray<readonly [CatalogueTable, string, CatalogueTable]> = [
  ['stands', 'arenaId', 'arenas'],
  ['categories', 'arenaId', 'arenas'],
  ['blocks', 'arenaId', 'arenas'],
  ['blocks', 'standId', 'stands'],
  ['blocks', 'categoryId', 'categories'],
  ['seats', 'blockId', 'blocks'],
  ['seats', 'categoryId', 'categories'],
  ['events', 'arenaId', 'arenas'],
  ['events', 'homeTeamId', 'teams'],
  ['events', 'opponentId', 'teams'],
  ['events', 'competitionId', 'competitions'],
  ['eventChannelConfigurations', 'eventId', 'events'],
  ['eventChannelConfigurations', 'saleChannelId', 'saleChannels'],
  ['eventPrices', 'eventId', 'events'],
  ['eventPrices', 'categoryId', 'categories'],
  ['eventPrices', 'productId', 'products'],
  ['campaignPacks', 'arenaId', 'arenas'],
  ['campaignPackEvents', 'packId', 'campaignPacks'],
  ['campaignPackEvents', 'eventId', 'events'],
  ['packChannelConfigurations', 'packId', 'campaignPacks'],
  ['packChannelConfigurations', 'saleChannelId', 'saleChannels'],
  ['packPrices', 'packId', 'campaignPacks'],
  ['packPrices', 'categoryId', 'categories'],
  ['packPrices', 'productId', 'products'],
  ['parkingProducts', 'eventId', 'events'],
];

const MAX_PROBLEMS = 50;

/**
 * The catalogue with every row complete (omitted columns at their default), after checking in
 * memory what the database would otherwise refuse half-way with a foreign-key error: every
 * required column set, every instant readable, no key twice, no promo code name twice (whatever
 * the case), every reference to a row of the same catalogue. Throws {@link CatalogueInvalidError}.
 */
export function completeCatalogue(desired: CatalogueRows): CompleteCatalogue {
  const problems: string[] = [];
  const complete = {} as CompleteCatalogue;
  const keys = {} as Record<CatalogueTable, Set<string>>;
  for (const table of CATALOGUE_TABLES) {
    const spec = CATALOGUE_SPECS[table];
    const rows: FullRow[] = [];
    const seen = new Set<string>();
    const instants = spec.columns.filter((c) => c.kind === 'instant' || c.kind === 'date');
    for (const [index, row] of ((desired[table] ?? []) as object[]).entries()) {
      const full = completeRow(spec, row);
      if (Array.isArray(full)) {
        problems.push(`${table}[${index}] has no ${full.join(', ')}`);
        continue;
      }
      for (const c of instants) {
        const value = full[c.property];
        if (
          value !== null &&
          Number.isNaN(value instanceof Date ? value.getTime() : Date.parse(String(value)))
        )
          problems.push(`${table} ${readableKey(keyOf(spec, full))}: ${c.property} is not a date and time`);
      }
      const key = keyOf(spec, full);
      if (seen.has(key)) problems.push(`${table} ${readableKey(key)} is listed twice`);
      seen.add(key);
      rows.push(full);
    }
    complete[table] = rows;
    keys[table] = seen;
  }
  const promoNames = new Set<string>();
  for (const code of complete.promoCodes) {
    const name = String(code.name).toLowerCase();
    if (promoNames.has(name)) problems.push(`promo code name "${String(code.name)}" is used twice`);
    promoNames.add(name);
  }
  for (const [table, property, target] of REFERENCES)
    for (const row of complete[table]) {
      const value = row[property];
      if (value !== null && !keys[target].has(String(value)))
        problems.push(
          `${table} ${readableKey(keyOf(CATALOGUE_SPECS[table], row))}: ${property} "${String(value)}" is not in ${target}`,
        );
    }
  if (problems.length > 0)
    throw new CatalogueInvalidError(
      problems.length > MAX_PROBLEMS
        ? [...problems.slice(0, MAX_PROBLEMS), `… and ${problems.length - MAX_PROBLEMS} more`]
        : problems,
    );
  return complete;
}
