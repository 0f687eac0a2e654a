import type { StadiumSpec } from '../stadium-spec';
import { presetCategories, type VenueNaming } from './venue-naming';

/**
 * A 30,000-seat football stadium: two tiers all round (34 + 30 blocks), a standing kop in the lower
 * tier of the left end and the away section in the upper top-right corner.
 */
export function footballStadiumSpec(naming: VenueNaming): StadiumSpec {
  return {
    id: naming.id,
    name: naming.name,
    pitch: 'football',
    width: 1000,
    height: 800,
    seats: 30_000,
    stands: naming.stands,
    tiers: [
      { level: 1, rows: 24, blocks: [8, 2, 5, 2, 8, 2, 5, 2], inner: 0.04, outer: 0.5 },
      { level: 2, rows: 20, blocks: [7, 2, 4, 2, 7, 2, 4, 2], inner: 0.56, outer: 1 },
    ],
    categories: presetCategories(naming),
    standing: [{ level: 1, segments: [6] }],
    away: [{ level: 2, segments: [1] }],
  };
}
