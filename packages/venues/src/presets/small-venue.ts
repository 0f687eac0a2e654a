import type { StadiumSpec } from '../stadium-spec';
import type { PitchKind } from '../types';
import { presetCategories, type VenueNaming } from './venue-naming';

/**
 * A 2,000-seat single-tier ground (14 blocks) for any club without a made-to-measure venue: a
 * standing end on the left and the away section in the top-right corner.
 */
export function smallVenueSpec(naming: VenueNaming, pitch: PitchKind = 'football'): StadiumSpec {
  return {
    id: naming.id,
    name: naming.name,
    pitch,
    width: 1000,
    height: 700,
    seats: 2_000,
    stands: naming.stands,
    tiers: [{ level: 1, rows: 10, blocks: [3, 1, 2, 1, 3, 1, 2, 1], inner: 0.05, outer: 0.6 }],
    categories: presetCategories(naming),
    standing: [{ level: 1, segments: [6] }],
    away: [{ level: 1, segments: [1] }],
  };
}
