import type { TestProject } from 'vitest/node';
import { ensureDatabase } from '../embedded/ensure-database';
import { migrate } from '../migrate';
import './provided-context';
import { startThrowawayCluster } from './throwaway-cluster';

const TEMPLATE_DATABASE = 'stadio_template';

/**
 * vitest `globalSetup` for packages with database tests: one throwaway embedded PostgreSQL per
 * test run, with a migrated template database (cloned per test file by `createTestDatabase()`)
 * and a migrated `stadio` database whose URL is provided as `stadioDatabase` and put in
 * process.env.DATABASE_URL. Use: `globalSetup: ['@stadio/db/testing/global-setup']`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startThrowawayCluster();
  try {
    const { adminUrl } = cluster;
    await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
    await migrate(cluster.urlOf(TEMPLATE_DATABASE));
    // Migrated separately rather than cloned, so nobody ever holds a connection to the template.
    await migrate(cluster.url);
    process.env.DATABASE_URL = cluster.url;
    project.provide('stadioDatabase', {
      url: cluster.url,
      adminUrl,
      templateDatabase: TEMPLATE_DATABASE,
      dataDir: cluster.dataDir,
      port: cluster.port,
    });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return () => cluster.stop();
}
