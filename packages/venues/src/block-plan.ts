import { ringAround, ringPiece, ringPoint, segmentLength } from './bowl-geometry';
import { pitchRect } from './pitch-geometry';
import type { StadiumSpec, StandSide, TierSpec } from './stadium-spec';

/** Stand of each ring segment: corners belong to the end beside them. */
const SIDE_OF_SEGMENT: readonly StandSide[] = [
  'top',
  'right',
  'right',
  'right',
  'bottom',
  'left',
  'left',
  'left',
];
/** Gap between neighbouring blocks (the stairways), in arena units. */
const AISLE = 5;
/** Room kept between the outermost tier and the edge of the drawing. */
const EDGE_MARGIN = 8;

export interface Point {
  x: number;
  y: number;
}

/** A block placed on the ring, before it gets seats. */
export interface PlannedBlock {
  name: string;
  side: StandSide;
  tier: TierSpec;
  /** 0 for the lowest tier of the spec. */
  tierIndex: number;
  segment: number;
  /** Position in its segment (0-based) and how many blocks the segment has in this tier. */
  index: number;
  count: number;
  contour: string;
  label: Point;
  /** Length of each row between the aisles (arena units), front row first. */
  rowLengths: number[];
  /** The point of a row at `along` arena units from the row's first end. */
  pointOnRow(row: number, along: number): Point;
  /** Fan's right (x) and away from the pitch (y) at the block's front, to turn arena points into block-local ones. */
  frame: { origin: Point; right: Point; back: Point };
}

/** Depth available for stands between the pitch and the edge of the drawing (arena units). */
function standDepth(spec: StadiumSpec): number {
  const pitch = pitchRect(spec);
  const depth = Math.min(spec.width - pitch.width, spec.height - pitch.height) / 2 - EDGE_MARGIN;
  if (depth <= 0) throw new Error(`venue ${spec.id}: the drawing is too small for stands around the pitch`);
  return depth;
}

function unit(p: Point): Point {
  const length = Math.hypot(p.x, p.y) || 1;
  return { x: p.x / length, y: p.y / length };
}

/**
 * Lays the blocks of every tier around the pitch: each ring segment is split evenly into its
 * blocks with an aisle between them, blocks are named by stand letter, tier level and position
 * ("N12"), and each block knows where its rows run so seats can be put on them.
 */
export function planBlocks(spec: StadiumSpec): PlannedBlock[] {
  const ring = ringAround(pitchRect(spec));
  const depth = standDepth(spec);
  const numbering = new Map<string, number>();
  const planned: PlannedBlock[] = [];
  spec.tiers.forEach((tier, tierIndex) => {
    const inner = tier.inner * depth;
    const outer = tier.outer * depth;
    tier.blocks.forEach((count, segment) => {
      const side = SIDE_OF_SEGMENT[segment] ?? 'top';
      const letter = spec.stands[side].letter;
      const rowDepth = (outer - inner) / tier.rows;
      for (let index = 0; index < count; index++) {
        const key = `${letter}/${tier.level}`;
        const number = (numbering.get(key) ?? 0) + 1;
        numbering.set(key, number);
        const mid = (inner + outer) / 2;
        const gap = AISLE / 2 / segmentLength(ring, segment, mid);
        const f0 = index / count + gap;
        const f1 = (index + 1) / count - gap;
        const rowOffset = (row: number) => inner + (row + 0.5) * rowDepth;
        const rowLengths = Array.from(
          { length: tier.rows },
          (_, row) => segmentLength(ring, segment, rowOffset(row)) * (f1 - f0),
        );
        const middle = (f0 + f1) / 2;
        const origin = ringPoint(ring, segment, middle, inner);
        const outward = ringPoint(ring, segment, middle, inner + 1);
        const back = unit({ x: outward.x - origin.x, y: outward.y - origin.y });
        planned.push({
          name: `${letter}${tier.level}${number}`,
          side,
          tier,
          tierIndex,
          segment,
          index,
          count,
          contour: ringPiece(ring, segment, f0, f1, inner, outer),
          label: ringPoint(ring, segment, middle, mid),
          rowLengths,
          pointOnRow: (row, along) =>
            ringPoint(ring, segment, f0 + (along / (rowLengths[row] ?? 1)) * (f1 - f0), rowOffset(row)),
          // A fan facing the pitch faces -back; their right is `back` turned a quarter clockwise.
          frame: { origin, back, right: { x: back.y, y: -back.x } },
        });
      }
    });
  });
  return planned;
}
