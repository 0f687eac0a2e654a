import type { CataloguePlan, CatalogueTable, FieldChange } from '@stadio/db';

/** What the ticketing manager calls each table's rows. */
const WHAT: Record<CatalogueTable, [one: string, many: string]> = {
  arenas: ['venue', 'venues'],
  stands: ['stand', 'stands'],
  categories: ['category', 'categories'],
  blocks: ['block', 'blocks'],
  seats: ['seat', 'seats'],
  saleChannels: ['sale channel', 'sale channels'],
  products: ['price offer', 'price offers'],
  teams: ['team', 'teams'],
  competitions: ['competition', 'competitions'],
  events: ['match', 'matches'],
  eventChannelConfigurations: ['sale window', 'sale windows'],
  eventPrices: ['match price', 'match prices'],
  campaignPacks: ['pack', 'packs'],
  campaignPackEvents: ['match in a pack', 'matches in packs'],
  packChannelConfigurations: ['pack sale window', 'pack sale windows'],
  packPrices: ['pack price', 'pack prices'],
  parkingProducts: ['car park', 'car parks'],
  promoCodes: ['promo code', 'promo codes'],
};

const count = (n: number, table: CatalogueTable) =>
  `${n.toLocaleString('en')} ${WHAT[table][n === 1 ? 0 : 1]}`;
/** Rows listed one by one per table and kind before "… and N more". */
const LISTED = 8;

const shown = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return text === undefined ? '(none)' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
};
const fieldText = (f: FieldChange) => `${f.field} ${shown(f.before)} → ${shown(f.after)}`;
/** A row as the plan lists it: its id, or its key's parts ("m05/web"). */
const keyOf = (row: object) => {
  const r = row as Record<string, unknown>;
  if (typeof r.id === 'string') return r.id;
  return ['packId', 'eventId', 'saleChannelId', 'categoryId', 'productId']
    .map((k) => r[k])
    .filter((v): v is string => typeof v === 'string')
    .join('/');
};
const nameOf = (row: object) => {
  const r = row as { name?: unknown; displayName?: unknown };
  return typeof r.name === 'string'
    ? ` ${r.name}`
    : typeof r.displayName === 'string'
      ? ` ${r.displayName}`
      : '';
};

/**
 * A plan as `catalogue:plan` and `catalogue:apply` print it: what would be added, changed and
 * removed per table (a few rows by name, then a count), then every refusal with its way out.
 */
export function describePlan(plan: CataloguePlan): string[] {
  const lines: string[] = [];
  for (const [table, changes] of Object.entries(plan.tables) as [
    CatalogueTable,
    CataloguePlan['tables'][CatalogueTable],
  ][]) {
    const { added, changed, removed } = changes as {
      added: readonly object[];
      changed: readonly { key: string; fields: FieldChange[] }[];
      removed: readonly object[];
    };
    if (added.length + changed.length + removed.length === 0) continue;
    const parts = [
      added.length ? `+${count(added.length, table)}` : '',
      changed.length ? `~${count(changed.length, table)} changed` : '',
      removed.length ? `-${count(removed.length, table)} removed` : '',
    ].filter(Boolean);
    lines.push(`${WHAT[table][1][0]?.toUpperCase()}${WHAT[table][1].slice(1)}: ${parts.join(', ')}`);
    const list = <T>(items: readonly T[], line: (item: T) => string) => {
      for (const item of items.slice(0, LISTED)) lines.push(`    ${line(item)}`);
      if (items.length > LISTED) lines.push(`    … and ${(items.length - LISTED).toLocaleString('en')} more`);
    };
    list(added, (row) => `+ ${keyOf(row)}${nameOf(row)}`);
    list(changed, (change) => `~ ${change.key}: ${change.fields.map(fieldText).join('; ')}`);
    list(removed, (row) => `- ${keyOf(row)}${nameOf(row)}`);
  }
  if (plan.refusals.length > 0) {
    lines.push('', `Refused (${plan.refusals.length}): nothing will be applied until these are resolved.`);
    for (const refusal of plan.refusals) lines.push(`  ✗ ${refusal.reason}`, `    → ${refusal.wayOut}`);
  }
  return lines;
}
