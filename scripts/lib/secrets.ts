import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * STAFF_PREVIEW_SECRET opens the designers' theme preview in production mode (`npm start`): with
 * one generated here, the preview the README points to is there after the first start.
 * PAYMENT_SANDBOX_WEBHOOK_SECRET is what the local payment sandbox signs its notices with and the
 * API checks them with: never the development value published in the repository, which anyone
 * could sign a "paid" notice with (docs/security.md).
 */
const NAMES = [
  'STOREFRONT_SECRET',
  'SESSION_SECRET',
  'STAFF_PREVIEW_SECRET',
  'PAYMENT_SANDBOX_WEBHOOK_SECRET',
] as const;
type Secrets = Record<(typeof NAMES)[number], string>;

/**
 * Local secrets for a developer machine: taken from the environment when set (production),
 * otherwise generated once and kept in `<dataDir>/secrets.json` so sessions survive restarts.
 */
export function localSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const stored: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const local = Object.fromEntries(
    NAMES.map((name) => [name, stored[name] ?? randomBytes(32).toString('base64url')]),
  ) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  // Entries this file does not generate are kept: the embedded database's password is written
  // beside them by @stadio/db (its cluster-password.ts).
  writeFileSync(file, JSON.stringify({ ...stored, ...local }, null, 2), { mode: 0o600 });
  // Secrets given in the environment win and are never written to disk.
  return Object.fromEntries(NAMES.map((name) => [name, process.env[name] ?? local[name]])) as Secrets;
}
