import type { SqlExecutor } from '../../database/sql-client';
import { hashApiKey, MAX_KEY_LENGTH } from './api-key-secret';

/** How often a key's last use is written: the back office shows it to the minute (ADR 0053). */
export const LAST_USE_RESOLUTION_MS = 60_000;

/**
 * The key of a request at club `tenantId`: the live (not revoked) key of this club with this
 * hash, or undefined. Looked up by (club, hash), so a key of another club is simply unknown here.
 * Its last use is written when the one stored is a minute old or more, by one guarded update, so
 * a system polling every second costs one write a minute, not one per request.
 */
export async function authenticateApiKey(
  sql: SqlExecutor,
  input: { tenantId: string; secret: string; now: Date },
): Promise<{ id: string } | undefined> {
  if (input.secret.length === 0 || input.secret.length > MAX_KEY_LENGTH) return undefined;
  const { rows } = await sql.query<{ id: string; last_used_at: Date | null }>(
    `select id, last_used_at from api_keys
     where tenant_id = $1 and key_hash = $2 and revoked_at is null`,
    [input.tenantId, hashApiKey(input.secret)],
  );
  const [key] = rows;
  if (!key) return undefined;
  if (!key.last_used_at || input.now.getTime() - key.last_used_at.getTime() >= LAST_USE_RESOLUTION_MS)
    await sql.query(
      `update api_keys set last_used_at = $3
       where tenant_id = $1 and id = $2 and (last_used_at is null or last_used_at <= $4)`,
      [input.tenantId, key.id, input.now, new Date(input.now.getTime() - LAST_USE_RESOLUTION_MS)],
    );
  return { id: key.id };
}
