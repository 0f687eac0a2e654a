// What a club already has, turned into catalogue files (docs/tenant-onboarding.md#catalogue, ADR 0042).
export { parseFixturesCsv, formatFixtureProblem, type Fixture, type FixtureProblem } from './fixtures-csv';
export { opponentKey, keyFromName, uniqueKeys } from './key-slug';
export { parsePretixPlan, formatPlanProblem, type PlanProblem } from './pretix/parse-pretix-plan';
export type { PretixPlan } from './pretix/pretix-plan-schema';
export {
  venueFromPretixPlan,
  type PretixImportOptions,
  type PretixImportResult,
} from './pretix/venue-from-pretix';
export { mergeVenue, describeVenueChanges, type VenueChanges, type SeatRef } from './merge-venue';
export {
  generateVenueFile,
  venueFromGeneratedStadium,
  pitchForSport,
  VENUE_PRESETS,
  type VenuePreset,
} from './generated-venue';
export { writeVenueFile, venueSummary } from './write-venue-file';
export { venueImport, VENUE_IMPORT_USAGE } from './venue-import-command';
export { venueGenerate, VENUE_GENERATE_USAGE } from './venue-generate-command';
