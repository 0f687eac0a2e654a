/** What the db global setup hands to test files through vitest's `provide`/`inject`. */
export interface TestDatabaseInfo {
  /** A migrated database for tests that only read, or that clean up after themselves. */
  url: string;
  /** Superuser URL of the maintenance database, to create and drop per-test databases. */
  adminUrl: string;
  /** Migrated database never connected to, cloned by `createTestDatabase()`. */
  templateDatabase: string;
  /** Data directory and port of the throwaway cluster. */
  dataDir: string;
  port: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stadioDatabase: TestDatabaseInfo;
  }
}
