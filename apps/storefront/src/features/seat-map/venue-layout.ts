import { boxAround, outlinePolygons } from '@stadio/venues';
import { overviewBounds } from './overview-bounds';
import { type BlockShape, placePitch } from './pitch-placement';
import type { Arena, VenueLayout } from './types';

/** A generated bowl's blocks are about 59 units across in a 1,000-unit drawing: what the label sizes were tuned on. */
const FALLBACK_BLOCK_SHARE = 0.059;

/**
 * What the map needs of a venue's geometry, from the blocks' outlines whatever shape the venue has
 * (a generated bowl, a hall drawn by hand, an imported plan): where the playing surface goes, what
 * the overview fits, and how big a block usually is. Worked out on the server for the seat
 * selection (the page carries these few numbers, not a path parser), and in the browser only by
 * the dev preview and the view from a seat.
 */
export function venueLayout(
  arena: Pick<Arena, 'width' | 'height' | 'pitch'>,
  blocks: readonly { contour: string }[],
): VenueLayout {
  const shapes = blocks.flatMap((block): BlockShape[] => {
    const polygons = outlinePolygons(block.contour);
    const box = boxAround(polygons.flat());
    return box ? [{ polygons, box }] : [];
  });
  const pitch = placePitch(arena, shapes);
  const drawn = boxAround([
    ...shapes.flatMap(({ box }) => [box, { x: box.x + box.width, y: box.y + box.height }]),
    ...(shapes.length ? [pitch, { x: pitch.x + pitch.width, y: pitch.y + pitch.height }] : []),
  ]);
  const sides = shapes.map(({ box }) => Math.min(box.width, box.height)).sort((a, b) => a - b);
  const median = sides[Math.floor(sides.length / 2)];
  return {
    pitch,
    bounds: overviewBounds(arena, drawn),
    blockSize: median && median > 0 ? median : FALLBACK_BLOCK_SHARE * Math.max(arena.width, arena.height),
  };
}
