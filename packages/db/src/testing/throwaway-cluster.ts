import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '@stadio/logger';
import { startDatabase, type RunningDatabase } from '../embedded';
import { getFreePort } from './free-port';

/** Settings that trade crash safety for speed; fine for a cluster deleted after the run. */
export const THROWAWAY_POSTGRES_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'max_connections=400',
];

/** An embedded cluster in a fresh temp dir on a free port; `stop()` shuts it down and deletes the dir. */
export interface ThrowawayCluster extends RunningDatabase {
  dataDir: string;
  port: number;
}

/** Starts a throwaway embedded cluster (never DATABASE_URL) with database `database`. */
export async function startThrowawayCluster(
  options: { database?: string; logger?: Logger } = {},
): Promise<ThrowawayCluster> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'stadio-pg-'));
  // mkdtemp makes a 0700 dir; as root the server runs as the `postgres` user, which must traverse it.
  chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const port = await getFreePort();
  const started = await startDatabase({
    dataDir,
    port,
    databaseUrl: null,
    database: options.database,
    postgresFlags: THROWAWAY_POSTGRES_FLAGS,
    initdbFlags: ['--no-sync'],
    logger: options.logger,
  }).catch((error: unknown) => {
    rmSync(root, { recursive: true, force: true });
    throw error;
  });
  return {
    ...started,
    dataDir,
    port,
    stop: async () => {
      await started.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
