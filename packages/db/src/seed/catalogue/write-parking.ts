import type { DbExecutor } from '../../client';
import { parkingProducts } from '../../schema';
import { upsertRows } from '../upsert-rows';
import type { DemoProfile } from './demo-profile';
import type { DemoScenario, ScheduledMatch } from './event-schedule';

/** Matches that sell, or will sell, tickets: only they need car parks. */
const SELLING: ReadonlySet<DemoScenario> = new Set(['opened', 'sold-out', 'early-bird-only', 'opens-later']);

/** The demo car parks: a large one, and one of 2 places so a full car park can be tried out. */
const PARKINGS = [
  { key: 'p1', label: 'large', priceCents: 1200, capacity: 300 },
  { key: 'vip', label: 'small', priceCents: 2500, capacity: 2 },
] as const;

/** The car parks of the matches on sale (ids `<match>-p1` and `<match>-vip`). */
export function planParkings(
  tenantId: string,
  profile: DemoProfile,
  schedule: readonly ScheduledMatch[],
): (typeof parkingProducts.$inferInsert)[] {
  return schedule
    .filter((match) => SELLING.has(match.scenario))
    .flatMap((match) =>
      PARKINGS.map((parking, sort) => ({
        tenantId,
        id: `${match.id}-${parking.key}`,
        eventId: match.id,
        name: profile.parkings[parking.label].name,
        description: profile.parkings[parking.label].description ?? null,
        priceCents: parking.priceCents,
        capacity: parking.capacity,
        sort,
      })),
    );
}

/**
 * Adds the missing demo car parks. Existing rows are kept as they are: their `taken` counter
 * belongs to real holds, which a re-seed must not reset.
 */
export async function writeParking(
  db: DbExecutor,
  tenantId: string,
  profile: DemoProfile,
  schedule: readonly ScheduledMatch[],
): Promise<number> {
  return upsertRows(db, parkingProducts, planParkings(tenantId, profile, schedule), {
    key: ['tenantId', 'id'],
    onConflict: 'nothing',
  });
}
