export {
  createDb,
  databaseOn,
  isConnectionLost,
  isDatabaseUnavailable,
  type CreateDbOptions,
  type Database,
  type DbExecutor,
  type DbHandle,
} from './client';
export { migrate, migrationsFolder } from './migrate';
export { seed, type SeedReport } from './seed';
export { seedTenants } from './seed/seed-tenants';
export { DEMO_CUSTOMER } from './seed/demo-customers';
export * from './schema';
export { tenantId } from './schema/tenant-id';
export type { Translations } from './schema/translations';
export { WAITING_ROOM_DEMO } from './seed/waiting-room-demo';
export { DatabaseBusyError, isDatabaseBusy } from './database-busy';
export { crestDataUrl } from './seed/catalogue/crest';
// The demo profiles' words (stand and category names in every language), for `venue:generate`.
export { profileForTenant } from './seed/catalogue/profile-for-tenant';
export type { DemoProfile, Texts, Translated } from './seed/catalogue/demo-profile';
export { venueName } from './seed/catalogue/venue-name';
export * from './catalogue';
