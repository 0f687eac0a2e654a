import { planBlocks, type PlannedBlock } from './block-plan';
import { blockSeats, type Vomitory } from './block-seats';
import { isAway, isStanding, roleOfSeat } from './category-of-position';
import { blockId, categoryId, standId } from './ids';
import { largestRemainder } from './largest-remainder';
import { seededRandom } from './seeded-random';
import type { CategoryRole, StadiumSpec, StandSide } from './stadium-spec';
import { validateSpec } from './validate-spec';
import type { BlockRow, CategoryRow, GeneratedStadium, SeatRow } from './venue-rows';

const STAND_ORDER: readonly StandSide[] = ['top', 'right', 'bottom', 'left'];
const DEFAULT_STANDING_DENSITY = 1.6;
/** Share of lower-tier blocks with a tunnel entrance, and its size. */
const VOMITORY_CHANCE = 0.5;
const VOMITORY_SHARE = 0.2;
const VOMITORY_MIN_ROWS = 10;

interface BlockLayout {
  planned: PlannedBlock;
  id: string;
  standing: boolean;
  away: boolean;
  vomitory: Vomitory | null;
  /** Row lengths left for seats (arena units). */
  usable: number[];
}

function layoutBlocks(spec: StadiumSpec): BlockLayout[] {
  const random = seededRandom(spec.seed ?? spec.id);
  return planBlocks(spec).map((planned) => {
    const standing = isStanding(planned, spec.standing);
    const rows = planned.tier.rows;
    // Drawn for every block, so adding a condition below never reshuffles the other blocks.
    const roll = random();
    const vomitory: Vomitory | null =
      !standing && planned.tierIndex === 0 && rows >= VOMITORY_MIN_ROWS && roll < VOMITORY_CHANCE
        ? { rows: [Math.floor(rows * 0.4), Math.floor(rows * 0.4) + 1], share: VOMITORY_SHARE }
        : null;
    return {
      planned,
      id: blockId(spec.id, planned.name),
      standing,
      away: isAway(planned, spec.away),
      vomitory,
      usable: planned.rowLengths.map((length, row) =>
        vomitory?.rows.includes(row) ? length * (1 - vomitory.share) : length,
      ),
    };
  });
}

function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: string | undefined;
  for (const [value, n] of counts) if (best === undefined || n > (counts.get(best) ?? 0)) best = value;
  return best;
}

/**
 * A whole venue from a spec: arena, four stands, categories, blocks on two (or more) tiers around
 * the pitch and every numbered seat. Exactly `spec.seats` seats, shared among rows by their real
 * length; standing blocks get places in proportion to their area. Pure and deterministic: the same
 * spec always gives the same rows, so re-seeding never renames a seat someone bought.
 */
export function generateStadium(spec: StadiumSpec): GeneratedStadium {
  const roleKeys = validateSpec(spec);
  const categoryOf = (role: CategoryRole) => categoryId(spec.id, roleKeys.get(role) ?? '');
  const layouts = layoutBlocks(spec);

  const seatedRows = layouts.filter((l) => !l.standing).flatMap((l) => l.usable);
  const seatedLength = seatedRows.reduce((a, b) => a + b, 0);
  const counts = largestRemainder(seatedRows, spec.seats);
  const seatsPerUnit = spec.seats / seatedLength;
  const density = spec.standingDensity ?? DEFAULT_STANDING_DENSITY;

  const blocks: BlockRow[] = [];
  const seats: SeatRow[] = [];
  let cursor = 0;
  layouts.forEach((layout, sort) => {
    const { planned } = layout;
    let capacity: number;
    let mainCategory: string;
    if (layout.standing) {
      capacity = Math.round(layout.usable.reduce((a, b) => a + b, 0) * seatsPerUnit * density);
      mainCategory = categoryOf('standing');
    } else {
      const seatsPerRow = counts.slice(cursor, cursor + layout.usable.length);
      cursor += layout.usable.length;
      const blockSeatRows = blockSeats({
        block: planned,
        blockId: layout.id,
        seatsPerRow,
        vomitory: layout.vomitory,
        categoryOfRow: (row) => (layout.away ? categoryOf('away') : categoryOf(roleOfSeat(planned, row))),
        accessibleRow: planned.tierIndex === 0 ? 'front' : 'back',
      });
      seats.push(...blockSeatRows);
      capacity = blockSeatRows.length;
      mainCategory = mostCommon(blockSeatRows.map((s) => s.categoryId)) ?? categoryOf('end');
    }
    blocks.push({
      id: layout.id,
      arenaId: spec.id,
      standId: standId(spec.id, spec.stands[planned.side].letter),
      name: planned.name,
      categoryId: mainCategory,
      contour: planned.contour,
      labelX: Math.round(planned.label.x * 10) / 10,
      labelY: Math.round(planned.label.y * 10) / 10,
      isOpenSeating: layout.standing,
      isAwaySection: layout.away,
      capacity,
      sort,
    });
  });

  const categories: CategoryRow[] = spec.categories.map((category, sort) => ({
    id: categoryId(spec.id, category.key),
    arenaId: spec.id,
    name: category.name,
    description: category.description ?? null,
    colour: category.colour,
    isActive: category.role !== undefined,
    sort,
  }));

  return {
    arena: {
      id: spec.id,
      name: spec.name,
      imageUrl: null,
      pitch: spec.pitch,
      width: spec.width,
      height: spec.height,
      usePacifa: false,
      websiteMaxTicketsInCart: null,
    },
    stands: STAND_ORDER.map((side, sort) => ({
      id: standId(spec.id, spec.stands[side].letter),
      arenaId: spec.id,
      name: spec.stands[side].name,
      sort,
    })),
    categories,
    blocks,
    seats,
  };
}
