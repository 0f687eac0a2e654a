import { PITCH_SIZE } from '@stadio/venues';
import { STAGE_PLATFORM } from './pitch-stage';
import type { PitchKind } from './types';

/** A shape on the playing surface in metres; `brand` fills and lines take the club's colour. */
export interface SurfaceShape {
  points: [number, number][];
  fill?: string;
  line?: string;
}

const rect = (x: number, y: number, w: number, h: number): [number, number][] => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
const line = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
  [x0, y0],
  [x1, y1],
  [x1, y1],
  [x0, y0],
];
const circle = (cx: number, cy: number, r: number): [number, number][] =>
  Array.from({ length: 36 }, (_, i) => [
    cx + r * Math.cos((i * Math.PI) / 18),
    cy + r * Math.sin((i * Math.PI) / 18),
  ]);
const mirror = (points: [number, number][], length: number) =>
  points.map(([x, y]) => [length - x, y] as [number, number]);

function football(): SurfaceShape[] {
  const { length: L, width: W } = PITCH_SIZE.football;
  const white = 'rgba(255,255,255,.85)';
  const stripes = Array.from({ length: 12 }, (_, i) => ({
    points: rect((i * L) / 12, 0, L / 12, W),
    fill: i % 2 ? '#3B8B40' : '#44984A',
  }));
  const boxes = [rect(0, (W - 40.32) / 2, 16.5, 40.32), rect(0, (W - 18.32) / 2, 5.5, 18.32)];
  return [
    { points: rect(-2.5, -2.5, L + 5, W + 5), fill: '#2F7A36' },
    ...stripes,
    { points: rect(0, 0, L, W), line: white },
    { points: line(L / 2, 0, L / 2, W), line: white },
    { points: circle(L / 2, W / 2, 9.15), line: white },
    ...boxes.flatMap((box) => [
      { points: box, line: white },
      { points: mirror(box, L), line: white },
    ]),
  ];
}

function hockey(): SurfaceShape[] {
  const { length: L, width: W } = PITCH_SIZE.hockey;
  return [
    { points: rect(-1, -1, L + 2, W + 2), fill: '#3B4452' },
    { points: rect(0, 0, L, W), fill: '#EEF5FA', line: '#9AA5B1' },
    { points: line(L / 2, 0, L / 2, W), line: '#C8232C' },
    { points: line(22.5, 0, 22.5, W), line: '#1F4FB5' },
    { points: line(L - 22.5, 0, L - 22.5, W), line: '#1F4FB5' },
    { points: line(4, 1, 4, W - 1), line: '#C8232C' },
    { points: line(L - 4, 1, L - 4, W - 1), line: '#C8232C' },
    { points: circle(L / 2, W / 2, 4.5), line: '#1F4FB5' },
  ];
}

function basketball(): SurfaceShape[] {
  const { length: L, width: W } = PITCH_SIZE.basketball;
  const key = rect(0, W / 2 - 2.45, 5.8, 4.9);
  return [
    { points: rect(-1.5, -1.5, L + 3, W + 3), fill: '#3A3F47' },
    { points: rect(0, 0, L, W), fill: '#DAA76A', line: '#FFFFFF' },
    { points: key, fill: 'brand', line: '#FFFFFF' },
    { points: mirror(key, L), fill: 'brand', line: '#FFFFFF' },
    { points: line(L / 2, 0, L / 2, W), line: '#FFFFFF' },
    { points: circle(L / 2, W / 2, 1.8), line: '#FFFFFF' },
  ];
}

function stage(): SurfaceShape[] {
  const { length: L, width: W } = PITCH_SIZE.stage;
  const { x, y, width, height } = STAGE_PLATFORM;
  return [
    // Lighter than on the overview: seen at a grazing angle, a dark floor would merge with the stands.
    { points: rect(-1.5, -1.5, L + 3, W + 3), fill: '#4B5260' },
    { points: rect(0, 0, L, W), fill: '#7A828F' },
    { points: rect(x, y, width, height), fill: '#15181D', line: 'brand' },
  ];
}

/** The simplified surface of each sport for the small "view from the seat" picture. */
export const SURFACES: Record<PitchKind, () => SurfaceShape[]> = { football, hockey, basketball, stage };
