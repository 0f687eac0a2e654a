export { startDatabase, type RunningDatabase, type StartDatabaseOptions } from './start-database';
export { DEFAULT_DATABASE, DEFAULT_PORT, embeddedUrl } from './connection';
export { findRepoRoot } from './repo-root';
export { EmbeddedPostgresAccessError, embeddedPostgresAccessProblem } from './postgres-access';
export { clusterPassword, secretsFileOf } from './cluster-password';
export { openMigratedDatabase } from './open-migrated-database';
