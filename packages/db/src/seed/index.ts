import { getTenantRegistry, type TenantFileProblem, type TenantRegistry } from '@stadio/tenants';
import type { Database } from '../client';
import { seedTenants } from './seed-tenants';

/** What {@link seed} wrote, per domain, and the tenant files it had to skip. */
export interface SeedReport {
  tenants: number;
  skippedTenantFiles: TenantFileProblem[];
}

/**
 * Brings the database in line with the tenant files and the demo data. Idempotent: every seeder
 * upserts, so running it on every start is safe. Add a seeder per domain (catalogue, seating, ...)
 * below, in foreign-key order, each taking the registry so demo data follows the configured clubs.
 */
export async function seed(db: Database, options: { registry?: TenantRegistry } = {}): Promise<SeedReport> {
  const registry = options.registry ?? getTenantRegistry(0);
  return db.transaction(async (tx) => {
    const tenantCount = await seedTenants(tx, registry);
    return { tenants: tenantCount, skippedTenantFiles: registry.problems };
  });
}
