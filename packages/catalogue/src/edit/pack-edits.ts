import type { CatalogueRows } from '@stadio/db';
import { EditNotFoundError, invalid } from './edit-errors';
import type { PackInput } from './edit-inputs';
import { checkCells, type EditResult } from './match-edits';

/** One pack with its matches and prices: what the audit rows record of a pack. */
export function packSlice(rows: CatalogueRows, packId: string) {
  return {
    pack: rows.campaignPacks.find((p) => p.id === packId) ?? null,
    eventIds: rows.campaignPackEvents.filter((e) => e.packId === packId).map((e) => e.eventId),
    prices: rows.packPrices.filter((p) => p.packId === packId),
  };
}

/**
 * The matches a pack or season ticket includes and its price table (docs/product.md#packs):
 * prices for new sales only; cells not listed stay, a null cell stops selling that pair.
 */
export function editPack(rows: CatalogueRows, input: PackInput): EditResult {
  const pack = rows.campaignPacks.find((p) => p.id === input.packId);
  if (!pack) throw new EditNotFoundError('pack', input.packId);
  const events = new Map(rows.events.map((e) => [e.id, e]));
  input.eventIds.forEach((id, i) => {
    const event = events.get(id);
    if (!event) throw invalid(`eventIds.${i}`, 'is not a match of the club');
    if (event.arenaId !== pack.arenaId) throw invalid(`eventIds.${i}`, "is not played at the pack's arena");
  });
  checkCells(rows, pack.arenaId, input.prices);
  const key = (c: { categoryId: string; productId: string }) => `${c.categoryId}\u0000${c.productId}`;
  const edited = new Set(input.prices.map(key));
  const next: CatalogueRows = {
    ...rows,
    campaignPackEvents: [
      ...rows.campaignPackEvents.filter((e) => e.packId !== pack.id),
      ...input.eventIds.map((eventId) => ({ packId: pack.id, eventId })),
    ],
    packPrices: [
      ...rows.packPrices.filter((p) => p.packId !== pack.id || !edited.has(key(p))),
      ...input.prices.flatMap((c) =>
        c.priceCents === null
          ? []
          : [{ packId: pack.id, categoryId: c.categoryId, productId: c.productId, priceCents: c.priceCents }],
      ),
    ],
  };
  return { rows: next, targetId: pack.id, before: packSlice(rows, pack.id), after: packSlice(next, pack.id) };
}
