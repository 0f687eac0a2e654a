import type { CatalogueRows } from '@stadio/db';
import type { Locale } from '@stadio/tenants';
import { blockId, categoryId, outlineBox, seatId, standId } from '@stadio/venues';
import type { VenueFile } from '../format';
import { assetUrl } from './asset-url';
import type { CatalogueProblem } from './problem';
import { storedText, storedTexts } from './texts';

type VenueRows = Pick<CatalogueRows, 'arenas' | 'stands' | 'categories' | 'blocks' | 'seats'>;

/** Longest id the shop's routes take (the storefront's catalogue ids). */
const MAX_ID = 100;

/** Ids keep no spaces ("North 1" → "North-1"): they travel in addresses, routes and logs. */
export const plainId = (part: string): string => part.trim().replace(/\s+/g, '-');

/** The middle of an outline as drawn (curves, relative moves and arcs included): where a block's label goes when the file names none. */
export function outlineMiddle(outline: string): [number, number] {
  const box = outlineBox(outline);
  return box ? [box.x + box.width / 2, box.y + box.height / 2] : [0, 0];
}

/**
 * venue.json as the rows of arenas, stands, categories, blocks and seats. Ids follow the
 * generator's readable scheme (packages/venues ids.ts) so staff read "stade-des-pins-N12-C-7";
 * a seat that came with a guid (a pretix plan) keeps it as its id, so re-imports match it.
 */
export function compileVenue(
  venue: VenueFile,
  locales: readonly Locale[],
  file: string,
): { rows: VenueRows; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const problem = (where: string, message: string, fix?: string) =>
    problems.push({ file, where, message, ...(fix ? { fix } : {}) });
  const arena = venue.id;
  const name = storedText(venue.name, locales);
  const rows: VenueRows = {
    arenas: [
      {
        id: arena,
        name: name.text,
        nameTranslations: name.translations,
        imageUrl: null,
        pitch: venue.pitch,
        width: venue.size.width,
        height: venue.size.height,
        usePacifa: false,
        websiteMaxTicketsInCart: null,
      },
    ],
    stands: [],
    categories: [],
    blocks: [],
    seats: [],
  };

  const categoryKeys = new Set<string>();
  venue.categories.forEach((category, sort) => {
    if (categoryKeys.has(category.key))
      problem(
        `categories › ${category.key}`,
        `Two categories are called "${category.key}".`,
        'give each a key of its own.',
      );
    categoryKeys.add(category.key);
    rows.categories.push({
      id: categoryId(arena, category.key),
      arenaId: arena,
      ...storedTexts(category, locales),
      colour: category.colour.toUpperCase(),
      isActive: category.active ?? true,
      sort,
    });
  });
  const category = (key: string, where: string) => {
    if (!categoryKeys.has(key))
      problem(
        where,
        `The category "${key}" is not one of the venue's categories.`,
        `use one of ${[...categoryKeys].map((k) => `"${k}"`).join(', ')}, or add "${key}" to "categories".`,
      );
    return categoryId(arena, key);
  };

  const standKeys = new Set<string>();
  const blockNames = new Set<string>();
  const seatIds = new Set<string>();
  let blockSort = 0;
  venue.stands.forEach((stand, standSort) => {
    if (standKeys.has(stand.key))
      problem(
        `stands › ${stand.key}`,
        `Two stands are called "${stand.key}".`,
        'give each a key of its own.',
      );
    standKeys.add(stand.key);
    const standText = storedText(stand.name, locales);
    const stand_ = standId(arena, stand.key);
    rows.stands.push({
      id: stand_,
      arenaId: arena,
      name: standText.text,
      nameTranslations: standText.translations,
      sort: standSort,
    });
    for (const block of stand.blocks) {
      const where = `stand ${stand.key} › block ${block.name}`;
      const id = blockId(arena, plainId(block.name));
      if (id.length > MAX_ID)
        problem(
          where,
          `The block's id "${id}" is longer than ${MAX_ID} characters.`,
          'shorten the venue\'s "id" or the block\'s name.',
        );
      if (blockNames.has(id))
        problem(
          where,
          `Two blocks are called "${block.name}" (a space and a dash count as the same).`,
          'block names are their labels on the map: make each unique.',
        );
      blockNames.add(id);
      const [labelX, labelY] = block.label ?? outlineMiddle(block.outline);
      const blockCategory = category(block.category, where);
      const rowsOfBlock = block.rows ?? [];
      const standing = block.standing !== undefined;
      rows.blocks.push({
        id,
        arenaId: arena,
        standId: stand_,
        name: block.name,
        nameTranslations: block.translations ?? {},
        categoryId: blockCategory,
        contour: block.outline,
        labelX,
        labelY,
        isOpenSeating: standing,
        isAwaySection: block.away ?? false,
        capacity: block.standing?.capacity ?? rowsOfBlock.reduce((sum, row) => sum + row.seats.length, 0),
        sort: blockSort++,
        viewImageUrl: block.view ? assetUrl(block.view) : null,
      });
      rowsOfBlock.forEach((row, rowIndex) => {
        row.seats.forEach((seat, columnIndex) => {
          const seat_ = seat.guid ?? seatId(id, plainId(row.name), plainId(seat.number));
          if (seatIds.has(seat_))
            problem(
              `${where} › row ${row.name} › seat ${seat.number}`,
              seat.guid
                ? `The seat guid "${seat.guid}" is used twice.`
                : `Row ${row.name} has two seats numbered ${seat.number}.`,
              'give each seat of a row its own number.',
            );
          seatIds.add(seat_);
          if (seat_.length > MAX_ID)
            problem(
              `${where} › row ${row.name} › seat ${seat.number}`,
              `The seat's id "${seat_}" is longer than ${MAX_ID} characters.`,
              "shorten the venue's \"id\", the block's name or the row's name.",
            );
          rows.seats.push({
            id: seat_,
            blockId: id,
            categoryId: seat.category
              ? category(seat.category, `${where} › row ${row.name} › seat ${seat.number}`)
              : blockCategory,
            row: rowIndex + 1,
            column: columnIndex + 1,
            rowName: row.name,
            seatNumber: seat.number,
            x: seat.at[0],
            y: seat.at[1],
            isAccessible: seat.accessible ?? false,
            isRestrictedView: seat.restrictedView ?? false,
          });
        });
      });
    }
  });
  return { rows, problems };
}
