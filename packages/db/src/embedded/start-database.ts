import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@stadio/logger';
import pg from 'pg';
import { clusterPassword, LEGACY_PASSWORD, secretsFileOf } from './cluster-password';
import { DEFAULT_DATABASE, EMBEDDED_USER, embeddedUrl, resolvePort } from './connection';
import { ensureDatabase } from './ensure-database';
import { launchCluster } from './launch-cluster';
import { EmbeddedPostgresAccessError, embeddedPostgresAccessProblem } from './postgres-access';
import { isPostgresProcess, readPostmasterPid, removePostmasterPid } from './postmaster-pid';
import { probe, waitUntilAccepting } from './probe';
import { findRepoRoot } from './repo-root';

/** Options of {@link startDatabase}; all optional. */
export interface StartDatabaseOptions {
  /** Cluster data directory; default `<repo root>/.data/pg`. */
  dataDir?: string;
  /** Port on 127.0.0.1; default PGPORT, else 54329. */
  port?: number;
  /**
   * An external server to use instead of starting one; default `process.env.DATABASE_URL`.
   * Pass `null` to always use the embedded cluster (tests do, so they never touch a real database).
   */
  databaseUrl?: string | null;
  /**
   * The cluster's superuser password; default its own, generated once and kept in the
   * `secrets.json` beside `dataDir` (cluster-password.ts).
   */
  password?: string;
  /** Database created in the cluster and put in the returned URL; default `stadio`. */
  database?: string;
  /** Extra `postgres` flags, e.g. `['-c', 'fsync=off']` for throwaway clusters. */
  postgresFlags?: string[];
  /** Extra `initdb` flags used when the data directory is created. */
  initdbFlags?: string[];
  /** Receives start/reuse messages and the server's own log (at debug). */
  logger?: Logger;
}

/** A database ready for connections. */
export interface RunningDatabase {
  /** Connection URL of the application database. */
  url: string;
  /** True when we did not start the server (it was already running, or external) and stop() leaves it alone. */
  reused: boolean;
  /** True when the URL came from DATABASE_URL / `databaseUrl`. */
  external: boolean;
  /** Stops the server if this call started it (fast shutdown: open sessions are rolled back). Idempotent. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

function reusedDatabase(url: string, external: boolean): RunningDatabase {
  return { url, reused: true, external, stop: async () => undefined };
}

/** Initialises the cluster only into an empty (or missing) directory, never over unrelated files. */
function needsInitdb(dataDir: string): boolean {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty but is not a PostgreSQL data directory; move its files away or choose another dataDir`,
    );
  }
  return true;
}

/**
 * Provides the development/test PostgreSQL: the external server from DATABASE_URL when set;
 * otherwise the embedded cluster in `dataDir` on 127.0.0.1:`port`, reusing a server already
 * running there (e.g. a previous `npm start`), creating the cluster on first use, clearing a
 * postmaster.pid left by a crash, and creating the application database if missing.
 */
export async function startDatabase(options: StartDatabaseOptions = {}): Promise<RunningDatabase> {
  const external = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
  if (external) return reusedDatabase(external, true);

  const log = options.logger;
  const database = options.database ?? DEFAULT_DATABASE;
  const dataDir = path.resolve(options.dataDir ?? path.join(findRepoRoot(), '.data', 'pg'));
  let port = resolvePort(options.port);
  const password = options.password ?? clusterPassword(dataDir);
  const urlAt = (atPort: number, name: string) => embeddedUrl(atPort, name, password);
  const adopt = (atPort: number) => adoptPassword(atPort, password, options.password ? undefined : dataDir);

  const reuse = async (atPort: number): Promise<RunningDatabase> => {
    await adopt(atPort);
    await ensureDatabase(urlAt(atPort, 'postgres'), database);
    log?.info({ port: atPort, dataDir }, 'reusing the PostgreSQL server already running');
    return reusedDatabase(urlAt(atPort, database), false);
  };

  const found = await probe(urlAt(port, 'postgres'));
  if (found.state === 'accepting') return reuse(port);
  // Our own server, from before its password was generated (or another server refusing it).
  if (found.state === 'other' && isWrongPassword(found.error)) return reuse(port);
  if (found.state === 'other') {
    throw new Error(
      `Port ${port} is taken by another server (${found.error.message}); set PGPORT to a free port, or DATABASE_URL to use that server`,
    );
  }

  const owner = readPostmasterPid(dataDir);
  if (owner && isPostgresProcess(owner.pid)) {
    // A live server owns the data directory (maybe on another port, maybe still recovering): wait for it.
    port = owner.port ?? port;
    if (await waitUntilAccepting(urlAt(port, 'postgres'), READY_TIMEOUT_MS)) return reuse(port);
    throw new Error(
      `PostgreSQL (pid ${owner.pid}) holds ${dataDir} but does not accept connections on port ${port}`,
    );
  }
  if (owner) {
    log?.warn({ stalePid: owner.pid, dataDir }, 'removing postmaster.pid left by a server that is gone');
    removePostmasterPid(dataDir);
  }

  // As root, the server runs as another user: say so plainly if it could not reach its files.
  const access = await embeddedPostgresAccessProblem(dataDir);
  if (access) throw new EmbeddedPostgresAccessError(access);

  mkdirSync(path.dirname(dataDir), { recursive: true });
  const cluster = await launchCluster({
    dataDir,
    port,
    initialise: needsInitdb(dataDir),
    user: EMBEDDED_USER,
    password,
    postgresFlags: options.postgresFlags ?? [],
    initdbFlags: options.initdbFlags ?? [],
    logger: log,
  }).catch(async (error: unknown) => {
    // Lost a race with another process starting the same cluster: use theirs.
    if (await waitUntilAccepting(urlAt(port, 'postgres'), 1_000)) return undefined;
    throw error;
  });
  if (!cluster) return reuse(port);

  try {
    // A data directory made before clusters had their own password still has the legacy one.
    await adopt(port);
    await ensureDatabase(urlAt(port, 'postgres'), database);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  log?.info({ port, dataDir }, 'started embedded PostgreSQL');
  return { url: urlAt(port, database), reused: false, external: false, stop: cluster.stop };
}

/** Whether a connection was refused for its password (28P01 invalid_password). */
const isWrongPassword = (error: Error) => (error as { code?: string }).code === '28P01';

/**
 * Makes the embedded cluster on `port` take `password`. A cluster still on the legacy password
 * (every cluster made before each had its own, public in the repository) is moved to it; a
 * cluster that takes neither is reported with where its password is kept.
 */
async function adoptPassword(port: number, password: string, dataDir: string | undefined): Promise<void> {
  const found = await probe(embeddedUrl(port, 'postgres', password));
  if (found.state !== 'other' || !isWrongPassword(found.error)) return;
  const legacyUrl = embeddedUrl(port, 'postgres', LEGACY_PASSWORD);
  if (password === LEGACY_PASSWORD || (await probe(legacyUrl)).state !== 'accepting') {
    const where = dataDir ? ` kept in ${secretsFileOf(dataDir)}` : ' given';
    throw new Error(
      `The PostgreSQL server on port ${port} refuses the password${where}; stop it, or set DATABASE_URL to use it`,
    );
  }
  const client = new pg.Client({ connectionString: legacyUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(
      `alter role ${client.escapeIdentifier(EMBEDDED_USER)} password ${client.escapeLiteral(password)}`,
    );
  } finally {
    await client.end();
  }
}
