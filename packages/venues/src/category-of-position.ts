import type { PlannedBlock } from './block-plan';
import type { BlockSelector, CategoryRole } from './stadium-spec';

/** Rows at the front of the dearest blocks sell one category lower: too low to see the whole pitch. */
const LOW_FRONT_ROWS = 3;

function matches(block: PlannedBlock, selectors: readonly BlockSelector[]): boolean {
  return selectors.some((s) => s.level === block.tier.level && s.segments.includes(block.segment));
}

/** True for a block of the visitors' section. */
export function isAway(block: PlannedBlock, away: readonly BlockSelector[]): boolean {
  return matches(block, away);
}

/** True for an open-seating (standing) block. */
export function isStanding(block: PlannedBlock, standing: readonly BlockSelector[]): boolean {
  return matches(block, standing);
}

/**
 * Category role of a seat from where it is, the way clubs price: the middle of the lower tier along
 * the sides is dearest, the rest of the sides next, ends and corners cheapest among seats.
 */
export function roleOfSeat(block: PlannedBlock, row: number): Exclude<CategoryRole, 'standing' | 'away'> {
  const alongSide = block.segment === 0 || block.segment === 4;
  if (!alongSide) return 'end';
  // 0 in the middle of the segment, close to 1 at its ends.
  const fromCentre = Math.abs(block.index - (block.count - 1) / 2) / (block.count / 2);
  if (block.tierIndex > 0 || fromCentre >= 0.6) return 'side';
  return row < LOW_FRONT_ROWS ? 'side' : 'centre';
}
