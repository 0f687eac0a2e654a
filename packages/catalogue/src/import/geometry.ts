/** A point of a plan or venue drawing (y grows downwards, as on screen and in SVG). */
export interface Point {
  x: number;
  y: number;
}

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
};

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/** The convex hull of points (Andrew's monotone chain), clockwise on screen, without repeated points. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (
      lower.length >= 2 &&
      cross(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0
    )
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as Point;
    while (
      upper.length >= 2 &&
      cross(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0
    )
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The outline around seats drawn as discs of `radius`: the convex hull of eight points around each
 * seat, so the outline keeps half a seat of margin all round and its corners are rounded.
 */
export function hullAround(centres: readonly Point[], radius: number): Point[] {
  const around: Point[] = [];
  for (const c of centres)
    for (let k = 0; k < 8; k++) {
      const angle = (Math.PI / 4) * k + Math.PI / 8;
      // Rounded, so the points of seats in a line are exactly in line and the hull keeps only its corners.
      around.push({
        x: round(c.x + radius * Math.cos(angle), 2),
        y: round(c.y + radius * Math.sin(angle), 2),
      });
    }
  return convexHull(around);
}

/** The centre of mass of a polygon's surface (the mean of its points when it has none). */
export function polygonCentroid(points: readonly Point[]): Point {
  let area = 0;
  let cx = 0;
  let cy = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    const f = p.x * q.y - q.x * p.y;
    area += f;
    cx += (p.x + q.x) * f;
    cy += (p.y + q.y) * f;
  });
  if (Math.abs(area) < 1e-9) {
    const n = points.length || 1;
    return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
  }
  return { x: cx / (3 * area), y: cy / (3 * area) };
}

/** Whether a point is inside a polygon (even-odd rule). */
export function insidePolygon(point: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i] as Point;
    const b = polygon[j] as Point;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x)
      inside = !inside;
  }
  return inside;
}

/** The surface of a polygon. */
export function polygonArea(points: readonly Point[]): number {
  let twice = 0;
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length] as Point;
    twice += p.x * q.y - q.x * p.y;
  });
  return Math.abs(twice) / 2;
}

/** SVG path data of a closed polygon, to one decimal: "M 10 10 L 50 10 L 50 30 Z". */
export function polygonPath(points: readonly Point[]): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'} ${round(p.x, 1)} ${round(p.y, 1)}`).join(' ')} Z`;
}

/** A point turned `degrees` clockwise (on screen) around `origin`. */
export function rotateClockwise(point: Point, degrees: number, origin: Point): Point {
  if (!degrees) return point;
  const a = (degrees * Math.PI) / 180;
  const dx = point.x - origin.x;
  const dy = point.y - origin.y;
  return {
    x: origin.x + dx * Math.cos(a) - dy * Math.sin(a),
    y: origin.y + dx * Math.sin(a) + dy * Math.cos(a),
  };
}
