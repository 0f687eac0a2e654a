import { round, type Point } from '../geometry';

/**
 * How a zone's seats turn into block-local positions (format/venue-file.ts: in seat widths, x
 * across the row, y from the front row). pretix draws a zone at any angle on the plan; the block
 * plan draws it as a fan sees it from the front row, the pitch ahead.
 */
export interface BlockFrame {
  /** Typical distance between neighbouring seats of a row, in plan units: one seat width. */
  spacing: number;
  /** Unit vector along the rows, to the right of a fan facing the pitch. */
  across: Point;
  /** Unit vector from the front row to the back. */
  back: Point;
}

const median = (values: readonly number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const mean = (points: readonly Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / (points.length || 1),
  y: points.reduce((s, p) => s + p.y, 0) / (points.length || 1),
});
const dot = (a: Point, b: Point) => a.x * b.x + a.y * b.y;
const wrap = (angle: number) => Math.atan2(Math.sin(angle), Math.cos(angle));

/** The direction of the line that best fits points (principal axis), as an angle in (-π/2, π/2]. */
function axisAngle(points: readonly Point[]): number {
  const c = mean(points);
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - c.x) ** 2;
    syy += (p.y - c.y) ** 2;
    sxy += (p.x - c.x) * (p.y - c.y);
  }
  return 0.5 * Math.atan2(2 * sxy, sxx - syy);
}

/**
 * The direction of the rows: the median of each row's own direction, so one seat moved in an
 * edited plan does not turn every other seat of the block; rounded to a hundredth of a degree
 * (what is left, a few thousandths of a seat, mergeVenue's tolerance absorbs).
 */
function rowDirection(rows: readonly (readonly Point[])[]): number {
  const angles = rows.filter((row) => row.length >= 2).map(axisAngle);
  if (angles.length === 0) {
    // Rows of one seat each: the rows run across the line through them.
    const centres = rows.filter((row) => row.length > 0).map(mean);
    return centres.length >= 2 ? axisAngle(centres) + Math.PI / 2 : 0;
  }
  // Axes have no sign: average their doubled angles, then take the median around that.
  const reference = Math.atan2(
    angles.reduce((s, a) => s + Math.sin(2 * a), 0),
    angles.reduce((s, a) => s + Math.cos(2 * a), 0),
  );
  const offset = median(angles.map((a) => wrap(2 * a - reference))) ?? 0;
  const angle = (reference + offset) / 2;
  const step = Math.PI / 18000;
  return Math.round(angle / step) * step;
}

/** Typical distance between neighbouring seats: the median gap along each row. */
function seatSpacing(rows: readonly (readonly Point[])[], along: Point, fallback: number): number {
  const gaps: number[] = [];
  for (const row of rows) {
    const sorted = [...row].sort((a, b) => dot(a, along) - dot(b, along));
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as Point;
      const b = sorted[i] as Point;
      const gap = Math.hypot(b.x - a.x, b.y - a.y);
      if (gap > 0) gaps.push(gap);
    }
  }
  if (gaps.length === 0) {
    // No row of two seats: the nearest neighbour of each seat in the zone.
    const all = rows.flat();
    for (const p of all) {
      let nearest = Infinity;
      for (const q of all)
        if (q !== p) nearest = Math.min(nearest, Math.hypot(q.x - p.x, q.y - p.y) || Infinity);
      if (Number.isFinite(nearest)) gaps.push(nearest);
    }
  }
  return round(median(gaps) ?? fallback, 2) || fallback;
}

/**
 * The frame of a zone: its rows' direction and seat spacing, and which end is the front. The
 * front row is the one nearest the middle of the plan, where the pitch is drawn; a zone that sits
 * on the middle line (a one-zone theatre plan) has its first row at the front.
 *
 * @param rows the seats of each row of the zone, in plan coordinates, rows in the plan's order
 * @param planCentre the middle of the plan
 * @param fallbackSpacing the seat width to use when no two seats tell it (one seat in the zone)
 */
export function blockFrame(
  rows: readonly (readonly Point[])[],
  planCentre: Point,
  fallbackSpacing: number,
): BlockFrame {
  const angle = rowDirection(rows);
  const along = { x: Math.cos(angle), y: Math.sin(angle) };
  const spacing = seatSpacing(rows, along, fallbackSpacing);
  let back = { x: -along.y, y: along.x };
  const seated = rows.filter((row) => row.length > 0);
  const depth = dot(
    { x: mean(seated.flat()).x - planCentre.x, y: mean(seated.flat()).y - planCentre.y },
    back,
  );
  if (Math.abs(depth) > spacing) {
    if (depth < 0) back = { x: -back.x, y: -back.y };
  } else {
    const first = seated[0];
    const last = seated[seated.length - 1];
    const firstDepth = first ? dot(mean(first), back) : 0;
    const lastDepth = last ? dot(mean(last), back) : 0;
    if (firstDepth > lastDepth || (firstDepth === lastDepth && (back.y < 0 || (back.y === 0 && back.x < 0))))
      back = { x: -back.x, y: -back.y };
  }
  // A fan facing the pitch looks along -back; their right hand, on a screen whose y grows downwards.
  const across = { x: back.y, y: -back.x };
  return { spacing, across, back };
}

/** A seat's position in the frame, in seat widths, before the block's corner is moved to 0, 0. */
export function framePosition(frame: BlockFrame, point: Point): Point {
  return { x: dot(point, frame.across) / frame.spacing, y: dot(point, frame.back) / frame.spacing };
}
