import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key of the embedded cluster's superuser password in its secrets file. */
export const PASSWORD_KEY = 'EMBEDDED_POSTGRES_PASSWORD';

/**
 * The password every embedded cluster had before they got their own (`postgres`, public in the
 * repository): a cluster still using it is moved to its generated password on its next start.
 */
export const LEGACY_PASSWORD = 'postgres';

/**
 * Where a cluster's password is kept: `secrets.json` beside its data directory (`.data/secrets.json`
 * for `.data/pg`, the file `npm start` keeps its other local secrets in; a test's throwaway
 * cluster has its own, deleted with it).
 */
export const secretsFileOf = (dataDir: string) => path.join(path.dirname(dataDir), 'secrets.json');

/**
 * The superuser password of the embedded cluster in `dataDir` (docs/security.md#what-listens-where):
 * read from its secrets file, or generated once (32 random bytes) and added to it, the file's
 * other entries kept, readable by its owner only.
 */
export function clusterPassword(dataDir: string, secretsFile = secretsFileOf(dataDir)): string {
  const stored = readSecrets(secretsFile);
  const known = stored[PASSWORD_KEY];
  if (typeof known === 'string' && known.length > 0) return known;
  const password = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(secretsFile), { recursive: true });
  writeFileSync(secretsFile, JSON.stringify({ ...stored, [PASSWORD_KEY]: password }, null, 2), {
    mode: 0o600,
  });
  return password;
}

function readSecrets(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${file} is not a JSON object of secrets; move it away to have it written again`);
  return parsed as Record<string, unknown>;
}
