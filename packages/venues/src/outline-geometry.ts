/** A point of the venue's drawing (arena units). */
export interface OutlinePoint {
  x: number;
  y: number;
}

/** An axis-aligned box in arena units. */
export interface OutlineBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Points per curve, and per quarter turn of an arc: enough for fitting views and 3-D stands. */
const CURVE_SAMPLES = 8;

const PARAMETERS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** Reads SVG path data (SVG 1.1 §8.3: every command, absolute or relative, repeats, packed arc flags). */
class PathReader {
  private at = 0;
  constructor(private readonly d: string) {}

  private skip(): void {
    while (this.at < this.d.length && /[\s,]/.test(this.d[this.at] ?? '')) this.at++;
  }

  command(): string | undefined {
    this.skip();
    const c = this.d[this.at];
    if (c && /[MmLlHhVvCcSsQqTtAaZz]/.test(c)) {
      this.at++;
      return c;
    }
    return undefined;
  }

  /** Whether a number (a repeat of the last command's parameters) comes next. */
  hasNumber(): boolean {
    this.skip();
    return /[-+.\d]/.test(this.d[this.at] ?? '');
  }

  number(): number {
    this.skip();
    const match = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(this.d.slice(this.at, this.at + 40));
    if (!match) throw new Error(`not a number at ${this.at}`);
    this.at += match[0].length;
    return Number(match[0]);
  }

  /** An arc flag: one character, which may be packed against the next number ("a1 1 0 0110 10"). */
  flag(): number {
    this.skip();
    const c = this.d[this.at];
    if (c !== '0' && c !== '1') throw new Error(`not an arc flag at ${this.at}`);
    this.at++;
    return c === '1' ? 1 : 0;
  }

  done(): boolean {
    this.skip();
    return this.at >= this.d.length;
  }
}

function cubicPoints(p0: OutlinePoint, c1: OutlinePoint, c2: OutlinePoint, p: OutlinePoint): OutlinePoint[] {
  return Array.from({ length: CURVE_SAMPLES }, (_, i) => {
    const t = (i + 1) / CURVE_SAMPLES;
    const u = 1 - t;
    return {
      x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x,
      y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y,
    };
  });
}

function quadraticPoints(p0: OutlinePoint, c: OutlinePoint, p: OutlinePoint): OutlinePoint[] {
  return Array.from({ length: CURVE_SAMPLES }, (_, i) => {
    const t = (i + 1) / CURVE_SAMPLES;
    const u = 1 - t;
    return {
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y,
    };
  });
}

/** An elliptical arc as points, by the centre parameterisation of SVG 1.1 §F.6.5 (radii scaled up as §F.6.6 says). */
function arcPoints(
  p0: OutlinePoint,
  radiusX: number,
  radiusY: number,
  rotationDeg: number,
  largeArc: number,
  sweep: number,
  p: OutlinePoint,
): OutlinePoint[] {
  let rx = Math.abs(radiusX);
  let ry = Math.abs(radiusY);
  if (rx === 0 || ry === 0 || (p0.x === p.x && p0.y === p.y)) return [p];
  const phi = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (p0.x - p.x) / 2;
  const dy = (p0.y - p.y) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const excess = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (excess > 1) {
    rx *= Math.sqrt(excess);
    ry *= Math.sqrt(excess);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1;
  const root = Math.sqrt(Math.max(0, numerator / denominator)) * (largeArc === sweep ? -1 : 1);
  const cx1 = (root * rx * y1) / ry;
  const cy1 = (-root * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (p0.x + p.x) / 2;
  const cy = sin * cx1 + cos * cy1 + (p0.y + p.y) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) =>
    Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let turn = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  const steps = Math.max(2, Math.ceil((Math.abs(turn) / (Math.PI / 2)) * CURVE_SAMPLES));
  const points: OutlinePoint[] = [];
  for (let i = 1; i < steps; i++) {
    const a = start + (turn * i) / steps;
    const ex = rx * Math.cos(a);
    const ey = ry * Math.sin(a);
    points.push({ x: cos * ex - sin * ey + cx, y: sin * ex + cos * ey + cy });
  }
  points.push(p);
  return points;
}

/**
 * A block's outline (SVG path data in arena units, as club files write it: any command, absolute
 * or relative, curves and arcs) as polygons, one per subpath, curves and arcs sampled. Data after
 * an error is ignored, as browsers stop drawing a path there.
 */
export function outlinePolygons(d: string): OutlinePoint[][] {
  const reader = new PathReader(d);
  const polygons: OutlinePoint[][] = [];
  let polygon: OutlinePoint[] = [];
  let current: OutlinePoint = { x: 0, y: 0 };
  let start: OutlinePoint = current;
  /** The reflected control point of S and T: the last curve's second control, if the last command was one. */
  let lastCubic: OutlinePoint | null = null;
  let lastQuadratic: OutlinePoint | null = null;
  let command: string | undefined;
  const finish = () => {
    if (polygon.length > 1) polygons.push(polygon);
    polygon = [];
  };
  try {
    while (!reader.done()) {
      const next = reader.command();
      if (next) command = next;
      else if (!command || !reader.hasNumber() || command === 'z' || command === 'Z')
        throw new Error('no command');
      // Coordinates after a moveto's first pair are linetos (SVG 1.1 §8.3.2).
      else if (command === 'M') command = 'L';
      else if (command === 'm') command = 'l';
      const relative = command === command.toLowerCase();
      const kind = command.toLowerCase();
      const point = (x: number, y: number): OutlinePoint =>
        relative ? { x: current.x + x, y: current.y + y } : { x, y };
      const n = PARAMETERS[kind] ?? 0;
      const values: number[] = [];
      for (let i = 0; i < n; i++)
        values.push(kind === 'a' && (i === 3 || i === 4) ? reader.flag() : reader.number());
      const [a = 0, b = 0, c = 0, e = 0, f = 0, g = 0, h = 0] = values;
      let cubic: OutlinePoint | null = null;
      let quadratic: OutlinePoint | null = null;
      switch (kind) {
        case 'm':
          finish();
          current = point(a, b);
          start = current;
          polygon.push(current);
          break;
        case 'z':
          current = start;
          finish();
          polygon.push(current);
          break;
        case 'l':
          current = point(a, b);
          polygon.push(current);
          break;
        case 'h':
          current = { x: relative ? current.x + a : a, y: current.y };
          polygon.push(current);
          break;
        case 'v':
          current = { x: current.x, y: relative ? current.y + a : a };
          polygon.push(current);
          break;
        case 'c':
        case 's': {
          const first: OutlinePoint =
            kind === 'c'
              ? point(a, b)
              : lastCubic
                ? { x: 2 * current.x - lastCubic.x, y: 2 * current.y - lastCubic.y }
                : current;
          const [second, end] = kind === 'c' ? [point(c, e), point(f, g)] : [point(a, b), point(c, e)];
          polygon.push(...cubicPoints(current, first, second, end));
          cubic = second;
          current = end;
          break;
        }
        case 'q':
        case 't': {
          const control: OutlinePoint =
            kind === 'q'
              ? point(a, b)
              : lastQuadratic
                ? { x: 2 * current.x - lastQuadratic.x, y: 2 * current.y - lastQuadratic.y }
                : current;
          const end = kind === 'q' ? point(c, e) : point(a, b);
          polygon.push(...quadraticPoints(current, control, end));
          quadratic = control;
          current = end;
          break;
        }
        case 'a': {
          const end = point(g, h);
          polygon.push(...arcPoints(current, a, b, c, e, f, end));
          current = end;
          break;
        }
      }
      lastCubic = cubic;
      lastQuadratic = quadratic;
    }
  } catch {
    // Malformed from here on: keep what was drawn so far.
  }
  finish();
  return polygons;
}

/** The box around points; null when there are none. */
export function boxAround(points: Iterable<OutlinePoint>): OutlineBox | null {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { x, y } of points) {
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return minX <= maxX ? { x: minX, y: minY, width: maxX - minX, height: maxY - minY } : null;
}

/** The box around an outline as drawn (curves included); null when it draws nothing. */
export function outlineBox(d: string): OutlineBox | null {
  return boxAround(outlinePolygons(d).flat());
}
