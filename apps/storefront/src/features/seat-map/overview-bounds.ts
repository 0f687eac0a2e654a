import type { Rect } from './zoom-math';

/** Share of the drawing left around the blocks, so their outer edges and strokes never touch the frame. */
const MARGIN = 0.03;

/**
 * The part of the drawing the overview fits at zoom 1: the blocks (their contours' points) with a
 * small margin, grown to the drawing's own proportions so the frame keeps the same shape (and the
 * page's skeleton the same size). Generated venues leave empty space around the bowl; on a phone
 * that space shrank a 30,000-seat bowl to about 260 px.
 */
export function overviewBounds(
  arena: { width: number; height: number },
  blocks: readonly { contour: string }[],
): Rect {
  const whole = { x: 0, y: 0, width: arena.width, height: arena.height };
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const block of blocks) {
    for (const [, x, y] of block.contour.matchAll(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g)) {
      const px = Number(x);
      const py = Number(y);
      minX = Math.min(minX, px);
      maxX = Math.max(maxX, px);
      minY = Math.min(minY, py);
      maxY = Math.max(maxY, py);
    }
  }
  if (!(maxX > minX && maxY > minY) || arena.width <= 0 || arena.height <= 0) return whole;
  const margin = MARGIN * Math.max(maxX - minX, maxY - minY);
  let width = maxX - minX + 2 * margin;
  let height = maxY - minY + 2 * margin;
  const ratio = arena.width / arena.height;
  if (width / height < ratio) width = height * ratio;
  else height = width / ratio;
  if (width >= arena.width || height >= arena.height) return whole;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  // Kept inside the drawing, where the playing surface is centred.
  const x = Math.min(Math.max(cx - width / 2, 0), arena.width - width);
  const y = Math.min(Math.max(cy - height / 2, 0), arena.height - height);
  return { x, y, width, height };
}
