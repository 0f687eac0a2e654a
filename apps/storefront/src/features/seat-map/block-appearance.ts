import { textOn } from './colour';
import type { MapBlock } from './types';
import type { TokenVars } from './use-token-vars';

export interface BlockAppearance {
  fill: string;
  text: string;
  selectable: boolean;
}

export const SOLD_OUT_PATTERN_ID = 'seat-map-sold-out';

export function isSelectable(block: MapBlock): boolean {
  return block.availability > 0;
}

/**
 * Fill and label colour of every block: its category colour, or (without one) the club's primary
 * colour, stronger for dearer blocks; sold-out blocks hatched grey so "full" does not rely on colour.
 */
export function blockAppearances(blocks: readonly MapBlock[], vars: TokenVars): Map<string, BlockAppearance> {
  const prices = [...new Set(blocks.flatMap((b) => (b.minPrice == null ? [] : [b.minPrice])))].sort(
    (a, b) => a - b,
  );
  const out = new Map<string, BlockAppearance>();
  for (const block of blocks) {
    if (!isSelectable(block)) {
      out.set(block.id, { fill: `url(#${SOLD_OUT_PATTERN_ID})`, text: vars.fgMuted, selectable: false });
      continue;
    }
    if (block.colour) {
      out.set(block.id, { fill: block.colour, text: textOn(block.colour), selectable: true });
    } else {
      const rank =
        block.minPrice == null ? 0 : prices.indexOf(block.minPrice) / Math.max(1, prices.length - 1);
      const strength = Math.round(35 + 65 * rank);
      out.set(block.id, {
        fill: `color-mix(in srgb, ${vars.brand} ${strength}%, ${vars.bg})`,
        text: strength >= 65 ? vars.brandContrast : vars.fg,
        selectable: true,
      });
    }
  }
  return out;
}
