import { getTenantRegistry, type TenantFileProblem, type TenantRegistry } from '@stadio/tenants';
import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { type CatalogueSeedReport, seedCatalogue } from './catalogue';
import { seedDemoCustomers } from './demo-customers';
import { type DemoOrdersReport, seedDemoOrders } from './demo-orders';
import { seedPromoCodes } from './promo-codes';
import { seedTenants } from './seed-tenants';
import { seedWaitingRoomDemo } from './waiting-room-demo';

/** The clubs flagged `"demo": true`, as a registry of their own. */
function demoClubsOf(registry: TenantRegistry): TenantRegistry {
  const tenants = registry.tenants.filter((tenant) => tenant.demo === true);
  return { ...registry, tenants, bySlug: new Map(tenants.map((tenant) => [tenant.slug, tenant])) };
}

// Any constant works; it only has to differ from the migration lock's.
const SEED_LOCK_KEY = 7_345_901_123;

/** What {@link seed} wrote, per domain, and the tenant files it had to skip. */
export interface SeedReport {
  tenants: number;
  /** One entry per club: its venue size, matches, packs and the stock this run added. */
  catalogue: CatalogueSeedReport[];
  /** Clubs that got their demo customer in this run (0 on a re-run). */
  demoCustomers: number;
  /** Per demo club: the past orders this run gave to demo-sold seats (0 on a re-run). */
  demoOrders: DemoOrdersReport[];
  skippedTenantFiles: TenantFileProblem[];
}

/**
 * Brings the database in line with the tenant files (a `tenants` row per club) and gives the demo
 * clubs (`"demo": true`) their demo data; no other club's rows are written. Idempotent: every seeder
 * upserts, so running it on every start is safe. Add a seeder per domain (catalogue, seating, ...)
 * below, in foreign-key order, each taking the registry so demo data follows the configured clubs.
 * `now` anchors the demo dates (matches are placed relative to the day of seeding).
 */
export async function seed(
  db: Database,
  options: { registry?: TenantRegistry; now?: Date } = {},
): Promise<SeedReport> {
  const registry = options.registry ?? getTenantRegistry(0);
  return db.transaction(async (tx) => {
    // Two processes seeding one database (a dev server and a test run) take turns instead of racing.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const tenantCount = await seedTenants(tx, registry);
    const now = options.now ?? new Date();
    // Demo data goes to demo clubs only: a real club's catalogue is its own (ADR 0042).
    const demo = demoClubsOf(registry);
    const catalogue = await seedCatalogue(tx, demo, now);
    const demoCustomers = await seedDemoCustomers(tx, demo);
    await seedPromoCodes(tx, demo);
    // After the stock and the promo codes: the orders take over some demo-sold seats.
    const demoOrders = await seedDemoOrders(tx, demo, now);
    await seedWaitingRoomDemo(tx, demo, now);
    return {
      tenants: tenantCount,
      catalogue,
      demoCustomers,
      demoOrders,
      skippedTenantFiles: registry.problems,
    };
  });
}
