/**
 * PREVIEW DATA — a small concert hall described by data, not by the bowl generator, for the
 * dev-only page `/test-only/seat-map?venue=hall`: what an imported or hand-drawn venue looks like
 * to the map (docs/tenant-onboarding.md#catalogue). Three blocks in a 60 × 40 drawing round a
 * stage: two side blocks with straight rows (one with an aisle, a pillar and restricted-view
 * seats, and a photo of its view), a balcony with curved rows of different lengths. Real event
 * pages never import this file.
 */
import { seededRandom } from '@stadio/venues';
import type { DemoStadium } from './demo-stadium';
import type { LegendCategory, MapBlock, MapSeat } from './types';

const CATEGORIES = {
  front: { id: 'front', name: 'Carré or', colour: '#B45309', price: 5900 },
  side: { id: 'side', name: 'Côté', colour: '#2563EB', price: 3900 },
  balcony: { id: 'balcony', name: 'Balcon', colour: '#0E9F8E', price: 2900 },
} satisfies Record<string, LegendCategory & { price: number }>;

interface HallSeat {
  row: number;
  column: number;
  x: number;
  y: number;
  restricted?: boolean;
}

/** Straight rows of `perRow` seats a seat apart, an aisle after `aisleAfter`, the pillar's place left empty. */
function straightRows(
  rows: number,
  perRow: number,
  aisleAfter: number,
  pillar: { row: number; column: number },
) {
  const seats: HallSeat[] = [];
  for (let row = 1; row <= rows; row++)
    for (let column = 1; column <= perRow; column++) {
      if (row === pillar.row && column === pillar.column) continue;
      const x = column - 1 + (column > aisleAfter ? 1.5 : 0);
      const nearPillar = Math.abs(row - pillar.row) + Math.abs(column - pillar.column) === 1;
      seats.push({ row, column, x, y: (row - 1) * 1.2, restricted: nearPillar });
    }
  return seats;
}

/** Rows one seat shorter each, centred: a ragged block narrowing towards the back. */
function raggedRows(rows: number, front: number) {
  const seats: HallSeat[] = [];
  for (let row = 1; row <= rows; row++) {
    const count = front - (row - 1);
    for (let column = 1; column <= count; column++)
      seats.push({ row, column, x: column - 1 + (row - 1) / 2, y: (row - 1) * 1.2 });
  }
  return seats;
}

/** Rows on arcs round the stage, longer towards the back, their ends curving back. */
function curvedRows(rows: number) {
  const seats: HallSeat[] = [];
  for (let row = 1; row <= rows; row++) {
    const radius = 14 + row * 1.3;
    const count = 14 + row * 2;
    const spread = (count - 1) / radius;
    for (let column = 1; column <= count; column++) {
      const angle = -spread / 2 + ((column - 1) / (count - 1)) * spread;
      seats.push({
        row,
        column,
        x: radius * Math.sin(angle) + 20,
        y: radius * (1 - Math.cos(angle)) + (row - 1) * 1.3,
      });
    }
  }
  return seats;
}

const BLOCKS: { block: MapBlock; seats: HallSeat[]; category: keyof typeof CATEGORIES; photo?: boolean }[] = [
  {
    block: {
      id: 'A',
      name: 'A',
      standName: 'Côté jardin',
      contour: 'M 2 9 H 14 V 33 H 2 Z',
      labelX: 8,
      labelY: 21,
      isOpenSeating: false,
      availability: 60,
      minPrice: CATEGORIES.side.price,
      colour: CATEGORIES.side.colour,
    },
    seats: straightRows(8, 10, 5, { row: 4, column: 6 }),
    category: 'side',
    photo: true,
  },
  {
    block: {
      id: 'B',
      name: 'B',
      standName: 'Côté cour',
      contour: 'm46 9h12v24h-12z',
      labelX: 52,
      labelY: 21,
      isOpenSeating: false,
      availability: 40,
      minPrice: CATEGORIES.front.price,
      colour: CATEGORIES.front.colour,
    },
    seats: raggedRows(7, 12),
    category: 'front',
  },
  {
    block: {
      id: 'C',
      name: 'Balcon',
      standName: 'Balcon',
      contour: 'M 15 29 Q 30 23 45 29 L 45 38 A 60 60 0 0 1 15 38 Z',
      labelX: 30,
      labelY: 33,
      isOpenSeating: false,
      availability: 80,
      minPrice: CATEGORIES.balcony.price,
      colour: CATEGORIES.balcony.colour,
    },
    seats: curvedRows(6),
    category: 'balcony',
  },
];

function seatsOf(blockId: string): MapSeat[] {
  const spec = BLOCKS.find((b) => b.block.id === blockId);
  if (!spec) return [];
  const random = seededRandom(`hall-${blockId}`);
  const category = CATEGORIES[spec.category];
  return spec.seats.map((seat): MapSeat => ({
    id: `${blockId}-${seat.row}-${seat.column}`,
    row: seat.row,
    column: seat.column,
    rowName: String(seat.row),
    seatNumber: String(seat.column),
    x: Math.round(seat.x * 100) / 100,
    y: Math.round(seat.y * 100) / 100,
    available: random() > 0.25,
    price: seat.restricted ? category.price - 1000 : category.price,
    categoryId: category.id,
    categoryName: category.name,
    colour: category.colour,
    ...(seat.restricted ? { isRestrictedView: true } : {}),
  }));
}

/** A demo venue of the preview, and the photo of the view from each block (null: drawn). */
export type DemoVenue = DemoStadium & { viewImageOf: (blockId: string) => string | null };

const seats = new Map<string, MapSeat[]>();

/** The demo hall, its seats generated once; `viewImageUrl` is the photo of block A's view. */
export function demoHall(viewImageUrl: string | null): DemoVenue {
  return {
    arena: { width: 60, height: 40, pitch: 'stage' },
    blocks: BLOCKS.map((b) => b.block),
    categories: Object.values(CATEGORIES),
    seatsOf: (blockId) => {
      let list = seats.get(blockId);
      if (!list) seats.set(blockId, (list = seatsOf(blockId)));
      return list;
    },
    viewImageOf: (blockId) => (BLOCKS.find((b) => b.block.id === blockId)?.photo ? viewImageUrl : null),
  };
}
