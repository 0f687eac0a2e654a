import type { GeneratedStadium } from '@stadio/venues';
import type { DbExecutor } from '../../client';
import { arenas, blocks, categories, seats, stands } from '../../schema';
import { upsertRows } from '../upsert-rows';
import { withoutReferenceChecks } from '../without-reference-checks';

/**
 * Stores a generated venue for a club, in foreign-key order. Rows are updated in place when the
 * generator changes them; seats are never deleted (tickets may point at them).
 */
export async function writeVenue(db: DbExecutor, tenantId: string, venue: GeneratedStadium): Promise<void> {
  const update = { key: ['tenantId', 'id'] as const, onConflict: 'update' as const };
  await upsertRows(db, arenas, [{ tenantId, ...venue.arena }], update);
  await upsertRows(
    db,
    stands,
    venue.stands.map((row) => ({ tenantId, ...row })),
    update,
  );
  await upsertRows(
    db,
    categories,
    venue.categories.map((row) => ({ tenantId, ...row })),
    update,
  );
  await upsertRows(
    db,
    blocks,
    venue.blocks.map((row) => ({ tenantId, ...row })),
    update,
  );
  // Blocks and categories were written just above, and the venue tests check every seat's.
  await withoutReferenceChecks(db, () =>
    upsertRows(
      db,
      seats,
      venue.seats.map((row) => ({ tenantId, ...row })),
      update,
    ),
  );
}
