import type { Locale } from '@stadio/tenants';
import type { DbExecutor } from '../../client';
import { parkingProducts } from '../../schema';
import { upsertRows } from '../upsert-rows';
import type { DemoProfile } from './demo-profile';
import type { DemoScenario, ScheduledMatch } from './event-schedule';
import { storedTexts } from './stored-texts';

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
  locales: readonly Locale[],
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
        ...storedTexts(profile.parkings[parking.label], locales),
        priceCents: parking.priceCents,
        capacity: parking.capacity,
        sort,
      })),
    );
}

/**
 * Adds the missing demo car parks. Existing rows keep their `taken` counter, which belongs to
 * real holds a re-seed must not reset; only their names (and translations) are brought up to date.
 */
export async function writeParking(
  db: DbExecutor,
  tenantId: string,
  locales: readonly Locale[],
  profile: DemoProfile,
  schedule: readonly ScheduledMatch[],
): Promise<number> {
  const rows = planParkings(tenantId, locales, profile, schedule);
  const added = await upsertRows(db, parkingProducts, rows, {
    key: ['tenantId', 'id'],
    onConflict: 'nothing',
  });
  // Rows differing from the plan (names, translations) are updated; `taken` is not in the plan.
  await upsertRows(db, parkingProducts, rows, { key: ['tenantId', 'id'], onConflict: 'update' });
  return added;
}
