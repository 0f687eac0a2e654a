import type { StadiumSpec } from '../stadium-spec';
import { presetCategories, type VenueNaming } from './venue-naming';

/**
 * A 9,000-seat basketball arena: two tiers (24 + 18 blocks), a standing fan sector in the upper
 * tier of the right end, the away section in the upper top-left corner.
 */
export function basketballArenaSpec(naming: VenueNaming): StadiumSpec {
  return {
    id: naming.id,
    name: naming.name,
    pitch: 'basketball',
    width: 1000,
    height: 700,
    seats: 9_000,
    stands: naming.stands,
    tiers: [
      { level: 1, rows: 14, blocks: [5, 2, 3, 2, 5, 2, 3, 2], inner: 0.04, outer: 0.52 },
      { level: 2, rows: 12, blocks: [5, 1, 2, 1, 5, 1, 2, 1], inner: 0.58, outer: 1 },
    ],
    categories: presetCategories(naming),
    standing: [{ level: 2, segments: [2] }],
    away: [{ level: 2, segments: [7] }],
  };
}
