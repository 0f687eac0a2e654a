import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The parts of `<dataDir>/postmaster.pid` we use (line 1 is the pid, line 4 the port). */
export interface PostmasterPid {
  pid: number;
  port: number | undefined;
}

/** Reads the lock file PostgreSQL keeps in its data directory while running; undefined when absent or garbled. */
export function readPostmasterPid(dataDir: string): PostmasterPid | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

/**
 * Whether `pid` is a running PostgreSQL server. After a crash the pid in postmaster.pid may have
 * been reused by an unrelated process (containers recycle small pids fast), and PostgreSQL then
 * refuses to start; so "alive" is not enough, we check the process is really `postgres`.
 */
export function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but owned by another user, which is what a postgres run as its own user looks like.
    if ((error as { code?: string }).code !== 'EPERM') return false;
  }
  const comm = `/proc/${pid}/comm`;
  // Without /proc (macOS) we cannot tell; assume the live process is the server and let it be.
  if (!existsSync(comm)) return true;
  try {
    return readFileSync(comm, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/** Removes postmaster.pid; only call once {@link isPostgresProcess} said its owner is gone. */
export function removePostmasterPid(dataDir: string): void {
  rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
}
