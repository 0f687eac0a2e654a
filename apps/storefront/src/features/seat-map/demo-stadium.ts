/**
 * PREVIEW / BENCHMARK DATA — a generated, believable stadium for the dev-only page
 * `/test-only/seat-map`, so the map can be built, tested and measured before the data layer
 * exists. Real event pages never import this file.
 *
 * Four stands (North and South along the pitch, East and West behind the goals, which curve into
 * the corners), a lower tier of 32 blocks and an upper tier of 28, an away section, a standing kop,
 * a few sold-out blocks and one 2,000-seat block (S14) to measure the seat canvas.
 */
import { pitchRect, ringAround, ringPiece, ringPoint, seededRandom, segmentLength } from '@stadio/venues';
import { type DemoCategory, demoSeats } from './demo-seats';
import type { Arena, LegendCategory, MapBlock, MapSeat, PitchKind } from './types';

const CATEGORIES = {
  cat1: { id: 'cat1', name: 'Cat. 1', colour: '#7C3AED', price: 6500 },
  cat2: { id: 'cat2', name: 'Cat. 2', colour: '#2563EB', price: 4500 },
  cat3: { id: 'cat3', name: 'Cat. 3', colour: '#0E9F8E', price: 3200 },
  cat4: { id: 'cat4', name: 'Cat. 4', colour: '#65A30D', price: 2200 },
  away: { id: 'away', name: 'Cat. 5', colour: '#DB2777', price: 2800 },
  kop: { id: 'kop', name: 'Kop', colour: '#EA580C', price: 1500 },
} satisfies Record<string, DemoCategory>;

/** The block measured by the benchmark: 26 rows, exactly 2,000 seats. */
export const BIG_BLOCK_ID = 'S14';
const BIG_BLOCK_SEATS = 2000;

const ARENAS: Record<PitchKind, Arena> = {
  football: { width: 900, height: 720, pitch: 'football' },
  hockey: { width: 900, height: 600, pitch: 'hockey' },
  basketball: { width: 900, height: 600, pitch: 'basketball' },
  stage: { width: 900, height: 600, pitch: 'stage' },
};

/** Blocks per ring segment (top straight, top-right corner, … clockwise) for each tier. */
const TIERS = [
  { level: 1, counts: [8, 2, 4, 2, 8, 2, 4, 2], inner: 0.05, outer: 0.5, rows: 20 },
  { level: 3, counts: [7, 2, 3, 2, 7, 2, 3, 2], inner: 0.56, outer: 1, rows: 16 },
] as const;
const STAND_OF_SEGMENT = ['North', 'East', 'East', 'East', 'South', 'West', 'West', 'West'] as const;
const AISLE = 5;
const SEAT_WIDTH = 2.6;

interface DemoBlockSpec {
  block: MapBlock;
  rows: number;
  capacity: number;
  soldShare: number;
  categories: DemoCategory[];
}

function categoryOf(level: number, segment: number, index: number, count: number): DemoCategory {
  const centre = Math.abs(index - (count - 1) / 2);
  const side = segment === 0 || segment === 4;
  if (level === 1) {
    if (side) return centre < 2 ? CATEGORIES.cat1 : CATEGORIES.cat2;
    if (segment === 6) return CATEGORIES.kop;
    return segment === 2 ? CATEGORIES.cat4 : CATEGORIES.cat3;
  }
  if (segment === 1) return CATEGORIES.away;
  if (side) return centre < 1.5 ? CATEGORIES.cat2 : CATEGORIES.cat3;
  return CATEGORIES.cat4;
}

function buildSpecs(arena: Arena): DemoBlockSpec[] {
  const pitch = pitchRect(arena);
  const ring = ringAround(pitch);
  const depth = Math.min(arena.width - pitch.width, arena.height - pitch.height) / 2 - 8;
  const numbering = new Map<string, number>();
  const specs: DemoBlockSpec[] = [];
  for (const tier of TIERS) {
    const inner = tier.inner * depth;
    const outer = tier.outer * depth;
    tier.counts.forEach((count, segment) => {
      const stand = STAND_OF_SEGMENT[segment] ?? 'North';
      for (let index = 0; index < count; index++) {
        const key = `${stand}${tier.level}`;
        const number = (numbering.get(key) ?? 0) + 1;
        numbering.set(key, number);
        const name = `${stand[0]}${tier.level}${number}`;
        const random = seededRandom(name);
        const mid = (inner + outer) / 2;
        const length = segmentLength(ring, segment, mid);
        const gap = AISLE / 2 / length;
        const f0 = index / count + gap;
        const f1 = (index + 1) / count - gap;
        const category = categoryOf(tier.level, segment, index, count);
        const label = ringPoint(ring, segment, (f0 + f1) / 2, mid);
        const isBig = name === BIG_BLOCK_ID;
        const perRow = Math.max(10, Math.round(((f1 - f0) * length) / SEAT_WIDTH));
        const roll = random();
        const soldShare = isBig ? 0.35 : roll < 0.13 ? 1 : roll > 0.9 ? 0.97 : 0.2 + roll * 0.6;
        const capacity = isBig ? BIG_BLOCK_SEATS : perRow * tier.rows;
        const categories = isBig ? [CATEGORIES.cat2, CATEGORIES.cat1] : [category];
        specs.push({
          rows: isBig ? 26 : tier.rows,
          capacity,
          soldShare,
          categories,
          block: {
            id: name,
            name,
            standName: `${stand} Stand`,
            contour: ringPiece(ring, segment, f0, f1, inner, outer),
            labelX: label.x,
            labelY: label.y,
            isOpenSeating: category === CATEGORIES.kop,
            availability: capacity - Math.round(capacity * soldShare),
            minPrice: soldShare >= 1 ? null : Math.min(...categories.map((c) => c.price)),
            colour: category.colour,
            isAwaySection: category === CATEGORIES.away,
          },
        });
      }
    });
  }
  return specs;
}

export interface DemoStadium {
  arena: Arena;
  blocks: MapBlock[];
  categories: LegendCategory[];
  /** Seats of a block, generated on first use (standing blocks have none). */
  seatsOf: (blockId: string) => MapSeat[];
}

const cache = new Map<PitchKind, DemoStadium>();

/** The demo stadium around a pitch, the same on every call (seeded, cached). */
export function demoStadium(pitch: PitchKind): DemoStadium {
  const cached = cache.get(pitch);
  if (cached) return cached;
  const arena = ARENAS[pitch];
  const specs = buildSpecs(arena);
  const seats = new Map<string, MapSeat[]>();
  const stadium: DemoStadium = {
    arena,
    blocks: specs.map((s) => s.block),
    categories: Object.values(CATEGORIES).map(({ id, name, colour, price }) => ({ id, name, colour, price })),
    seatsOf: (blockId) => {
      const spec = specs.find((s) => s.block.id === blockId);
      if (!spec || spec.block.isOpenSeating) return [];
      let list = seats.get(blockId);
      if (!list) {
        // Skips the roll buildSpecs made, so both use the same sequence after it.
        const random = seededRandom(blockId);
        random();
        const [front, middle] = [spec.categories[0], spec.categories[1] ?? spec.categories[0]];
        list = demoSeats({
          blockId,
          rows: spec.rows,
          capacity: spec.capacity,
          soldShare: spec.soldShare,
          random,
          categoryOfRow: (row, rows) =>
            (row >= rows * 0.2 && row < rows * 0.7 ? middle : front) ?? CATEGORIES.cat2,
        });
        seats.set(blockId, list);
      }
      return list;
    },
  };
  cache.set(pitch, stadium);
  return stadium;
}
