import type { DbExecutor } from '@stadio/db';
import { sql } from 'drizzle-orm';

/** Places to take or give back on one car park. */
export interface ParkingShift {
  parkingProductId: string;
  places: number;
}

/**
 * Shifts car park counters (`parking_products.taken`) in one guarded statement: a counter changes
 * only if it stays within 0 and its capacity (`taken + n <= capacity`), never read then written.
 * Counters are locked in key order first, so concurrent buyers cannot deadlock. Returns the car
 * parks it changed; the caller rolls back unless it got all of them.
 */
export async function shiftParking(
  tx: DbExecutor,
  tenantId: string,
  shifts: readonly ParkingShift[],
): Promise<string[]> {
  if (shifts.length === 0) return [];
  const { rows } = await tx.execute<{ id: string }>(sql`
    with wanted as (
      select p.id, r.n from parking_products p
      join unnest(${sql.param(shifts.map((s) => s.parkingProductId))}::text[],
        ${sql.param(shifts.map((s) => s.places))}::int[]) as r(id, n) on p.id = r.id
      where p.tenant_id = ${tenantId}
      order by p.id
      for update of p
    )
    update parking_products p set taken = p.taken + w.n
    from wanted w
    where p.tenant_id = ${tenantId} and p.id = w.id and p.taken + w.n between 0 and p.capacity
    returning p.id`);
  return rows.map((row) => row.id);
}
