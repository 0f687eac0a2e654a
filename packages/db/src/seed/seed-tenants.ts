import type { TenantRegistry } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client';
import { tenants } from '../schema';

/**
 * Upserts one `tenants` row per valid tenant file. Rows of tenants whose file disappeared are kept:
 * orders and tickets will reference them, and removing a club is a deliberate operation, not a
 * side effect of a missing file. `updated_at` only moves when the display name really changed.
 * Idempotent and safe to run from several processes at once (the API runs it for a club whose
 * file appeared after the seed: apps/api/src/modules/tenancy/tenant-rows.ts).
 */
export async function seedTenants(
  db: DbExecutor,
  registry: Pick<TenantRegistry, 'tenants'>,
): Promise<number> {
  if (registry.tenants.length === 0) return 0;
  const rows = registry.tenants.map((tenant) => ({ id: tenant.slug, displayName: tenant.clientLongName }));
  await db
    .insert(tenants)
    .values(rows)
    .onConflictDoUpdate({
      target: tenants.id,
      set: { displayName: sql`excluded.display_name`, updatedAt: sql`now()` },
      setWhere: sql`${tenants.displayName} is distinct from excluded.display_name`,
    });
  return rows.length;
}
