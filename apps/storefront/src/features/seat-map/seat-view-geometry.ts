import { type OutlinePoint, outlinePolygons, type PitchRect } from '@stadio/venues';
import { STAGE_PLATFORM } from './pitch-stage';
import type { Arena } from './types';

type Vec3 = [number, number, number];
export interface Point2 {
  x: number;
  y: number;
}

/** The camera sees from 20 cm in front of it (in metres: venues are drawn in any units). */
const NEAR_METRES = 0.2;
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
 * A pinhole camera at a seat, looking at the centre spot (at a show, at the stage) of the playing
 * surface where the venue's layout draws it. World axes are the arena's (x right, y down the map)
 * plus z up; seats higher the further they are from the pitch, as stands rake.
 */
export function seatCamera(
  arena: Pick<Arena, 'pitch'>,
  pitch: PitchRect,
  seat: Point2,
  width: number,
  height: number,
) {
  const eye: Vec3 = [seat.x, seat.y, 2 * pitch.unit + RAKE * distanceToPitch(pitch, seat.x, seat.y)];
  const focus =
    arena.pitch === 'stage'
      ? { x: STAGE_PLATFORM.x + STAGE_PLATFORM.width / 2, y: STAGE_PLATFORM.y + STAGE_PLATFORM.height / 2 }
      : { x: pitch.width / pitch.unit / 2, y: pitch.height / pitch.unit / 2 };
  const target: Vec3 = [pitch.x + focus.x * pitch.unit, pitch.y + focus.y * pitch.unit, 0];
  // A seat right above the point looked at (a block drawn over the middle) still has a way to face.
  if (Math.hypot(target[0] - eye[0], target[1] - eye[1]) < 1e-6 * (pitch.unit || 1)) target[1] += pitch.unit;
  const forward = normal(sub(target, eye));
  // The arena's axes are left-handed (y points down the map), hence up × forward for "right".
  const right = normal(cross([0, 0, 1], forward));
  const up = cross(forward, right);
  const focal = width / 2 / Math.tan(FOV / 2);
  const near = NEAR_METRES * pitch.unit;

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
      if (a[2] >= near) out.push(a);
      if (a[2] >= near !== b[2] >= near) {
        const t = (near - a[2]) / (b[2] - a[2]);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
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
  /** 0 for blocks in the nearer half from the pitch, 1 for the farther (upper tiers). */
  tier: number;
}

/**
 * The venue's other blocks as the fan sees them, far ones first, for painting back to front: each
 * block's outline (any shape: a generated bowl's ring pieces, a hall's rectangles, an imported
 * plan's polygons) raised as a stand rakes, higher the further from the pitch. Blocks nearer than
 * the centre spot are painted after the pitch (they hide its near side). The block the view is
 * from is left out: the fan sits in it.
 */
export function standQuads(
  camera: ReturnType<typeof seatCamera>,
  blocks: readonly { id: string; contour: string }[],
  fromBlockId: string | null,
): StandQuad[] {
  const { pitch } = camera;
  const outlines = blocks
    .filter((block) => block.id !== fromBlockId)
    .flatMap((block) => outlinePolygons(block.contour));
  const lift = (p: OutlinePoint) => distanceToPitch(pitch, p.x, p.y);
  let farthest = 0;
  for (const outline of outlines) for (const point of outline) farthest = Math.max(farthest, lift(point));
  const quads: StandQuad[] = [];
  for (const outline of outlines) {
    const corners = outline.map((p): Vec3 => [p.x, p.y, 1.5 * pitch.unit + RAKE * lift(p)]);
    const points = camera.polygon(corners);
    if (!points.length) continue;
    const mean = corners.reduce((sum, c) => sum + camera.depth(c), 0) / corners.length;
    const middle = outline.reduce((sum, p) => sum + lift(p), 0) / outline.length;
    quads.push({ points, depth: mean, tier: middle > farthest / 2 ? 1 : 0 });
  }
  return quads.sort((a, b) => b.depth - a.depth);
}

/** A pitch-space polyline or polygon (in metres from the pitch's top-left corner) on screen. */
export function pitchShape(camera: ReturnType<typeof seatCamera>, metres: [number, number][]): Point2[] {
  const { pitch } = camera;
  return camera.polygon(metres.map(([x, y]) => [pitch.x + x * pitch.unit, pitch.y + y * pitch.unit, 0]));
}

export const pointsAttr = (points: Point2[]) =>
  points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
