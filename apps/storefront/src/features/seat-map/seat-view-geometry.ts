import { type PitchRect, pitchRect, RING_SEGMENTS, ringAround, ringPoint } from '@stadio/venues';
import { STAGE_PLATFORM } from './pitch-stage';
import type { Arena } from './types';

type Vec3 = [number, number, number];
export interface Point2 {
  x: number;
  y: number;
}

const NEAR = 1;
const FOV = (70 * Math.PI) / 180;
/** How steeply stands rise: height gained per unit of distance from the pitch. */
const RAKE = 0.55;

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normal = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Distance from a point to the pitch rectangle (0 inside it). */
function distanceToPitch(p: PitchRect, x: number, y: number) {
  const dx = Math.max(p.x - x, 0, x - (p.x + p.width));
  const dy = Math.max(p.y - y, 0, y - (p.y + p.height));
  return Math.hypot(dx, dy);
}

/**
 * A pinhole camera at a seat, looking at the centre spot (at a show, at the stage). World axes are
 * the arena's (x right, y down the map) plus z up; seats higher the further they are from the
 * pitch, as stands rake.
 */
export function seatCamera(
  arena: Pick<Arena, 'width' | 'height' | 'pitch'>,
  seat: Point2,
  width: number,
  height: number,
) {
  const pitch = pitchRect(arena);
  const eye: Vec3 = [seat.x, seat.y, 2 * pitch.unit + RAKE * distanceToPitch(pitch, seat.x, seat.y)];
  const focus =
    arena.pitch === 'stage'
      ? { x: STAGE_PLATFORM.x + STAGE_PLATFORM.width / 2, y: STAGE_PLATFORM.y + STAGE_PLATFORM.height / 2 }
      : { x: pitch.width / pitch.unit / 2, y: pitch.height / pitch.unit / 2 };
  const target: Vec3 = [pitch.x + focus.x * pitch.unit, pitch.y + focus.y * pitch.unit, 0];
  const forward = normal(sub(target, eye));
  // The arena's axes are left-handed (y points down the map), hence up × forward for "right".
  const right = normal(cross([0, 0, 1], forward));
  const up = cross(forward, right);
  const focal = width / 2 / Math.tan(FOV / 2);

  const toCamera = (p: Vec3): Vec3 => {
    const d = sub(p, eye);
    return [dot(d, right), dot(d, up), dot(d, forward)];
  };
  const toScreen = ([x, y, z]: Vec3): Point2 => ({
    x: width / 2 + (focal * x) / z,
    y: height / 2 - (focal * y) / z,
  });

  /** Projects a polygon, clipped to what is in front of the camera; [] when none of it is. */
  const polygon = (points: Vec3[]): Point2[] => {
    const cam = points.map(toCamera);
    const out: Vec3[] = [];
    cam.forEach((a, i) => {
      const b = cam[(i + 1) % cam.length] ?? a;
      if (a[2] >= NEAR) out.push(a);
      if (a[2] >= NEAR !== b[2] >= NEAR) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, NEAR]);
      }
    });
    return out.length >= 3 ? out.map(toScreen) : [];
  };
  /** Depth of a point along the view, to paint far things first. */
  const depth = (p: Vec3) => toCamera(p)[2];
  return { pitch, polygon, depth, centreDepth: depth(target) };
}

export interface StandQuad {
  points: Point2[];
  depth: number;
  /** 0 at the front of the stand, 1 at the back. */
  tier: number;
}

/**
 * The stands around the pitch as quads, far ones first, for painting back to front; quads nearer
 * than the centre spot are painted after the pitch (they hide its near side).
 */
export function standQuads(
  arena: Pick<Arena, 'width' | 'height'>,
  camera: ReturnType<typeof seatCamera>,
): StandQuad[] {
  const ring = ringAround(camera.pitch);
  const depth = Math.min(arena.width - camera.pitch.width, arena.height - camera.pitch.height) / 2;
  const steps = 10;
  const bands = [
    [0.03, 0.5],
    [0.55, 1],
  ] as const;
  const quads: StandQuad[] = [];
  bands.forEach(([inner, outer], tier) => {
    const [o0, o1] = [inner * depth, outer * depth];
    for (let segment = 0; segment < RING_SEGMENTS; segment++) {
      for (let i = 0; i < steps; i++) {
        const at = (f: number, o: number): Vec3 => {
          const p = ringPoint(ring, segment, f, o);
          return [p.x, p.y, 1.5 * camera.pitch.unit + RAKE * o];
        };
        const corners = [
          at(i / steps, o0),
          at((i + 1) / steps, o0),
          at((i + 1) / steps, o1),
          at(i / steps, o1),
        ];
        const points = camera.polygon(corners);
        const mean = corners.reduce((sum, c) => sum + camera.depth(c), 0) / corners.length;
        if (points.length) quads.push({ points, depth: mean, tier });
      }
    }
  });
  return quads.sort((a, b) => b.depth - a.depth);
}

/** A pitch-space polyline or polygon (in metres from the pitch's top-left corner) on screen. */
export function pitchShape(camera: ReturnType<typeof seatCamera>, metres: [number, number][]): Point2[] {
  const { pitch } = camera;
  return camera.polygon(metres.map(([x, y]) => [pitch.x + x * pitch.unit, pitch.y + y * pitch.unit, 0]));
}

export const pointsAttr = (points: Point2[]) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
