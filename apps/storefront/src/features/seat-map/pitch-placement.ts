import { type OutlineBox, type OutlinePoint, type PitchRect, pitchRect } from '@stadio/venues';
import type { Arena } from './types';

/** Smallest share of its usual size the playing surface is shrunk to, however close the blocks. */
const SMALLEST = 0.25;
const STEPS = 12;
/** Corners of the surface that blocks may cover, as a share of its shorter side. */
const CORNER = 0.1;

/** A block's outline as polygons with the box around them (the quick test first). */
export interface BlockShape {
  polygons: OutlinePoint[][];
  box: OutlineBox;
}

const overlapsBox = (a: OutlineBox, b: OutlineBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function insideRect(p: OutlinePoint, r: OutlineBox) {
  return p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;
}

/** Whether segment a–b crosses the open rectangle (Liang–Barsky clipping). */
function segmentCrosses(a: OutlinePoint, b: OutlinePoint, r: OutlineBox) {
  let t0 = 0;
  let t1 = 1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const edges: [number, number][] = [
    [-dx, a.x - r.x],
    [dx, r.x + r.width - a.x],
    [-dy, a.y - r.y],
    [dy, r.y + r.height - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return false;
  }
  return true;
}

/** Even-odd point in polygon, for a block drawn all round the playing surface. */
function insidePolygon(p: OutlinePoint, polygon: readonly OutlinePoint[]) {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function covers(shape: BlockShape, rect: OutlineBox) {
  if (!overlapsBox(shape.box, rect)) return false;
  const centre = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  return shape.polygons.some(
    (polygon) =>
      polygon.some(
        (point, i) =>
          insideRect(point, rect) || segmentCrosses(point, polygon[(i + 1) % polygon.length] ?? point, rect),
      ) || insidePolygon(centre, polygon),
  );
}

/**
 * The playing surface as two overlapping bands, its corners left out: a bowl's stands round the
 * corners (bowl-geometry.ts), so a corner block may cover a corner of the surround but not the
 * surface.
 */
function bandsOf(rect: OutlineBox): OutlineBox[] {
  const r = CORNER * Math.min(rect.width, rect.height);
  return [
    { x: rect.x + r, y: rect.y, width: rect.width - 2 * r, height: rect.height },
    { x: rect.x, y: rect.y + r, width: rect.width, height: rect.height - 2 * r },
  ];
}

const scaled = (rect: PitchRect, share: number): PitchRect => ({
  x: rect.x + (rect.width * (1 - share)) / 2,
  y: rect.y + (rect.height * (1 - share)) / 2,
  width: rect.width * share,
  height: rect.height * share,
  unit: rect.unit * share,
});

/**
 * Where the playing surface is drawn: in the middle of the drawing at its real proportions
 * (`pitchRect`, as the generated bowls are laid out round it), shrunk as little as needed to clear
 * the blocks of a venue drawn closer in (a hall whose stands reach the middle), down to a quarter
 * of its size. Blocks may cover its corners, as a bowl's corner stands do. The overview and the view from a seat both draw it here.
 */
export function placePitch(
  arena: Pick<Arena, 'width' | 'height' | 'pitch'>,
  blocks: readonly BlockShape[],
): PitchRect {
  const full = pitchRect(arena);
  const clear = (share: number) => {
    const bands = bandsOf(scaled(full, share));
    return !blocks.some((shape) => bands.some((band) => covers(shape, band)));
  };
  if (clear(1)) return full;
  if (!clear(SMALLEST)) return scaled(full, SMALLEST);
  let fits = SMALLEST;
  let hits = 1;
  for (let i = 0; i < STEPS; i++) {
    const share = (fits + hits) / 2;
    if (clear(share)) fits = share;
    else hits = share;
  }
  return scaled(full, fits);
}
