import type { PitchRect } from './pitch-geometry';

/**
 * The bowl of stands around the pitch as offset rounded rectangles (used to draw the stands in the
 * view from a seat, and to lay out the demo stadium): offset 0 is the pitch outline with a
 * small corner radius, and every offset keeps the same straight lengths, so block edges on the
 * sides are straight radial lines and the corners curve. Positions along the ring are a segment
 * (0 top straight, 1 top-right corner, … clockwise) and a fraction of it.
 */
export const RING_SEGMENTS = 8;
const CORNER_SEGMENTS = new Set([1, 3, 5, 7]);

export function isCorner(segment: number): boolean {
  return CORNER_SEGMENTS.has(segment);
}

export interface Ring {
  cx: number;
  cy: number;
  /** Half-lengths of the straights (from the centre to where the corner arcs start). */
  halfStraightX: number;
  halfStraightY: number;
  /** Corner radius at offset 0. */
  radius: number;
}

export function ringAround(pitch: PitchRect): Ring {
  const radius = Math.min(pitch.width, pitch.height) * 0.08;
  return {
    cx: pitch.x + pitch.width / 2,
    cy: pitch.y + pitch.height / 2,
    halfStraightX: pitch.width / 2 - radius,
    halfStraightY: pitch.height / 2 - radius,
    radius,
  };
}

/** The point at `fraction` of `segment`, `offset` units out from the pitch. */
export function ringPoint(ring: Ring, segment: number, fraction: number, offset: number) {
  const r = ring.radius + offset;
  const { cx, cy, halfStraightX: sx, halfStraightY: sy } = ring;
  const lerp = (a: number, b: number) => a + (b - a) * fraction;
  const arc = (ox: number, oy: number, startDeg: number) => {
    const angle = ((startDeg + 90 * fraction) * Math.PI) / 180;
    return { x: cx + ox + r * Math.cos(angle), y: cy + oy + r * Math.sin(angle) };
  };
  switch (segment) {
    case 0:
      return { x: cx + lerp(-sx, sx), y: cy - sy - r };
    case 1:
      return arc(sx, -sy, -90);
    case 2:
      return { x: cx + sx + r, y: cy + lerp(-sy, sy) };
    case 3:
      return arc(sx, sy, 0);
    case 4:
      return { x: cx + lerp(sx, -sx), y: cy + sy + r };
    case 5:
      return arc(-sx, sy, 90);
    case 6:
      return { x: cx - sx - r, y: cy + lerp(sy, -sy) };
    default:
      return arc(-sx, -sy, 180);
  }
}

/** Length of a segment at an offset, to turn an aisle width into a fraction. */
export function segmentLength(ring: Ring, segment: number, offset: number): number {
  if (isCorner(segment)) return (Math.PI / 2) * (ring.radius + offset);
  return segment % 4 === 0 ? 2 * ring.halfStraightX : 2 * ring.halfStraightY;
}

/** SVG path of the ring piece between fractions f0..f1 of a segment and offsets inner..outer. */
export function ringPiece(ring: Ring, segment: number, f0: number, f1: number, inner: number, outer: number) {
  const steps = isCorner(segment) ? Math.max(2, Math.ceil((f1 - f0) * 16)) : 1;
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= steps; i++) points.push(ringPoint(ring, segment, f0 + ((f1 - f0) * i) / steps, inner));
  for (let i = steps; i >= 0; i--) points.push(ringPoint(ring, segment, f0 + ((f1 - f0) * i) / steps, outer));
  return `M${points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join('L')}Z`;
}
