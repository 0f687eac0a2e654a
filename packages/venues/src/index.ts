// Venue geometry shared by the seat map and the seed, and the stadium generator.
export * from './bowl-geometry';
export * from './pitch-geometry';
export * from './outline-geometry';
export type { Arena, PitchKind } from './types';
export type * from './stadium-spec';
export { CATEGORY_ROLES } from './stadium-spec';
export type * from './venue-rows';
export { generateStadium } from './generate-stadium';
export { blockId, categoryId, seatId, standId } from './ids';
export { rowName, MAX_ROWS } from './row-names';
export { seededRandom } from './seeded-random';
export { largestRemainder } from './largest-remainder';
export {
  PRESET_CATEGORY_KEYS,
  plainVenueNaming,
  presetCategories,
  type VenueNaming,
} from './presets/venue-naming';
export { footballStadiumSpec } from './presets/football-stadium';
export { hockeyArenaSpec } from './presets/hockey-arena';
export { basketballArenaSpec } from './presets/basketball-arena';
export { smallVenueSpec } from './presets/small-venue';
