import { seedTenants, type DbExecutor } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';

/** Makes sure a club's `tenants` row exists (and carries its current name) before it is served. */
export interface TenantRows {
  /**
   * Undefined when this process already wrote the row for this version of the club (the every-request
   * case, no database work); otherwise a promise that settles once the row is there.
   */
  ensure(tenant: Tenant): Promise<void> | undefined;
}

/**
 * The `tenants` row every other table's `tenant_id` references, for clubs whose file appeared (or
 * became valid) after `npm start` seeded the rows: the tenant registry re-reads the folder while
 * the API runs (TENANTS_RELOAD_MS), so such a club is served at once, and without its row its
 * sign-ups and logins failed on the foreign key (docs/tenant-onboarding.md). The first request of
 * a club in each API process upserts the row as the seed does (an idempotent `insert … on
 * conflict`, so any number of API instances may race); later ones cost a map lookup. Only the
 * row: demo data comes from the seed alone. A failed write is retried by the next request.
 */
export function createTenantRows(db: DbExecutor): TenantRows {
  /** Slug → the display name written, or the write on its way. */
  const written = new Map<string, { name: string; done: Promise<void> | null }>();
  return {
    ensure(tenant) {
      const known = written.get(tenant.slug);
      if (known?.name === tenant.clientLongName) return known.done ?? undefined;
      const entry: { name: string; done: Promise<void> | null } = {
        name: tenant.clientLongName,
        done: null,
      };
      entry.done = seedTenants(db, { tenants: [tenant] }).then(
        () => {
          if (written.get(tenant.slug) === entry) entry.done = null;
        },
        (error: unknown) => {
          if (written.get(tenant.slug) === entry) written.delete(tenant.slug);
          throw error;
        },
      );
      written.set(tenant.slug, entry);
      return entry.done;
    },
  };
}
