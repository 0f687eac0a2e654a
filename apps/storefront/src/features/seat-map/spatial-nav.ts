/** Arrow-key directions on a map: screen-space unit vectors (y grows downwards). */
export const DIRECTIONS = {
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
} as const;

export type ArrowKey = keyof typeof DIRECTIONS;

export function isArrowKey(key: string): key is ArrowKey {
  return key in DIRECTIONS;
}

interface Point {
  id: string;
  x: number;
  y: number;
}

/** How much sideways drift costs compared to distance ahead: favours blocks in line. */
const SIDEWAYS_WEIGHT = 2.5;

/**
 * The point nearest to `from` in the arrow's direction (within a 60° cone either side, so a
 * ring of blocks can be walked around), or undefined at the edge of the map.
 */
export function nearestInDirection<T extends Point>(from: Point, points: readonly T[], key: ArrowKey) {
  const dir = DIRECTIONS[key];
  let best: T | undefined;
  let bestScore = Infinity;
  for (const point of points) {
    if (point.id === from.id) continue;
    const dx = point.x - from.x;
    const dy = point.y - from.y;
    const ahead = dx * dir.x + dy * dir.y;
    const sideways = Math.abs(dx * dir.y - dy * dir.x);
    if (ahead <= 0 || sideways > ahead * Math.tan(Math.PI / 3)) continue;
    const score = ahead + SIDEWAYS_WEIGHT * sideways;
    if (score < bestScore) {
      bestScore = score;
      best = point;
    }
  }
  return best;
}
