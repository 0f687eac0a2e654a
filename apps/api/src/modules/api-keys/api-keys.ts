import { randomUUID } from 'node:crypto';
import { apiKeys, type ApiKeyRow, type Database, type StaffAccountRow } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { writeAudit } from '../staff/staff-audit';
import { apiKeyNotFound } from './api-key-errors';
import { newApiKeySecret } from './api-key-secret';

/*
 * The club's read-API keys in the back office (docs/integrations.md#read-api, INTEGRATIONS_MANAGE,
 * ADR 0053): made with a name, shown once, revoked at once. Every change is audited in the
 * transaction that makes it.
 */

/** What the key operations work with. */
export interface ApiKeyScope {
  db: Database;
  tenant: Tenant;
  now: Date;
}

/** A key as the back office lists it: never its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scope: 'READ';
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}

function viewOf(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: 'READ',
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByEmail,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedBy: row.revokedByEmail,
  };
}

/** The club's keys, newest first. */
export async function listApiKeys(scope: ApiKeyScope): Promise<ApiKeyView[]> {
  const rows = await scope.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.tenantId, scope.tenant.slug))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(viewOf);
}

/** Makes a key; the whole key is in this answer only. */
export async function createApiKey(
  scope: ApiKeyScope,
  staff: StaffAccountRow,
  name: string,
): Promise<{ apiKey: ApiKeyView; secret: string }> {
  const { secret, prefix, hash } = newApiKeySecret(scope.tenant.slug);
  const row = await scope.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        tenantId: scope.tenant.slug,
        id: randomUUID(),
        name,
        prefix,
        keyHash: hash,
        createdBy: staff.id,
        createdByEmail: staff.email,
        createdAt: scope.now,
      })
      .returning();
    if (!created) throw new Error('api key insert returned no row');
    await writeAudit(tx, {
      tenantId: scope.tenant.slug,
      staff: { id: staff.id, email: staff.email },
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: created.id,
      after: { name, prefix, scope: 'read' },
      now: scope.now,
    });
    return created;
  });
  return { apiKey: viewOf(row), secret };
}

/** Revokes a key of this club; a revoked key is answered as it is, nothing written again. */
export async function revokeApiKey(
  scope: ApiKeyScope,
  staff: StaffAccountRow,
  id: string,
): Promise<ApiKeyView> {
  const tenantId = scope.tenant.slug;
  return scope.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: scope.now, revokedBy: staff.id, revokedByEmail: staff.email })
      .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!revoked) {
      const [existing] = await tx
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, id)));
      if (!existing) throw apiKeyNotFound();
      return viewOf(existing);
    }
    await writeAudit(tx, {
      tenantId,
      staff: { id: staff.id, email: staff.email },
      action: 'api_key.revoke',
      targetType: 'api_key',
      targetId: id,
      before: { name: revoked.name, prefix: revoked.prefix },
      now: scope.now,
    });
    return viewOf(revoked);
  });
}
