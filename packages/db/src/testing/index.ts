// Helpers for test files. The global setup lives in ./global-setup (vitest loads it by path).
export type { TestDatabaseInfo } from './provided-context';
export { createTestDatabase, type TestDatabase } from './test-database';
export { createTenantFixtures, tenantFixture } from './tenant-fixtures';
export { getFreePort } from './free-port';
export { startThrowawayCluster, type ThrowawayCluster } from './throwaway-cluster';
export { openConnections } from './open-connections';
