import type { StadiumSpec } from '../stadium-spec';
import { presetCategories, type VenueNaming } from './venue-naming';

/**
 * A 12,000-seat ice hockey arena around a rink: two tiers (26 + 22 blocks), a standing terrace in
 * the upper tier of the left end, the away section in the upper bottom-right corner.
 */
export function hockeyArenaSpec(naming: VenueNaming): StadiumSpec {
  return {
    id: naming.id,
    name: naming.name,
    pitch: 'hockey',
    width: 1000,
    height: 640,
    seats: 12_000,
    stands: naming.stands,
    tiers: [
      { level: 1, rows: 16, blocks: [6, 2, 3, 2, 6, 2, 3, 2], inner: 0.04, outer: 0.52 },
      { level: 2, rows: 14, blocks: [5, 2, 2, 2, 5, 2, 2, 2], inner: 0.58, outer: 1 },
    ],
    categories: presetCategories(naming),
    standing: [{ level: 2, segments: [6] }],
    away: [{ level: 2, segments: [3] }],
  };
}
