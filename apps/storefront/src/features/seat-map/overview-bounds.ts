import type { OutlineBox } from '@stadio/venues';
import type { Rect, Size } from './zoom-math';

/** Share of the drawing left around the blocks, so their outer edges and strokes never touch the frame. */
const MARGIN = 0.03;

/**
 * The part of the drawing the overview fits at zoom 1: what is drawn (the blocks and the playing
 * surface) with a small margin, grown to the drawing's own proportions so the frame keeps the same
 * shape (and the page's skeleton the same size). Generated venues leave empty space around the
 * bowl; on a phone that space shrank a 30,000-seat bowl to about 260 px. A venue drawn partly
 * outside its declared size is fitted as drawn rather than cut at the drawing's edge.
 */
export function overviewBounds(arena: Size, drawn: OutlineBox | null): Rect {
  const whole = { x: 0, y: 0, width: arena.width, height: arena.height };
  if (!drawn || !(drawn.width > 0 && drawn.height > 0) || !(arena.width > 0 && arena.height > 0))
    return whole;
  const margin = MARGIN * Math.max(drawn.width, drawn.height);
  let width = drawn.width + 2 * margin;
  let height = drawn.height + 2 * margin;
  const ratio = arena.width / arena.height;
  if (width / height < ratio) width = height * ratio;
  else height = width / ratio;
  const cx = drawn.x + drawn.width / 2;
  const cy = drawn.y + drawn.height / 2;
  const inside =
    drawn.x >= 0 &&
    drawn.y >= 0 &&
    drawn.x + drawn.width <= arena.width &&
    drawn.y + drawn.height <= arena.height;
  if (!inside) return { x: cx - width / 2, y: cy - height / 2, width, height };
  if (width >= arena.width || height >= arena.height) return whole;
  // Kept inside the drawing, where the playing surface is centred.
  const x = Math.min(Math.max(cx - width / 2, 0), arena.width - width);
  const y = Math.min(Math.max(cy - height / 2, 0), arena.height - height);
  return { x, y, width, height };
}
