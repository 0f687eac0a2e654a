import { createHash, randomBytes } from 'node:crypto';
import { actionTokens, type ActionTokenRow, type DbExecutor } from '@stadio/db';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { identityError } from './identity-errors';

/** What an e-mailed link lets its holder do. */
export type ActionTokenKind = ActionTokenRow['kind'];

// 32 random bytes: unguessable, and short enough for a URL (43 characters).
const TOKEN_BYTES = 32;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a token for an e-mailed link; only its hash is stored. Returns the token itself. */
export async function issueActionToken(
  db: DbExecutor,
  token: { tenantId: string; customerId: string; kind: ActionTokenKind; now: Date; ttlMs: number },
): Promise<string> {
  const value = randomBytes(TOKEN_BYTES).toString('base64url');
  await db.insert(actionTokens).values({
    tenantId: token.tenantId,
    customerId: token.customerId,
    kind: token.kind,
    tokenHash: hashToken(value),
    createdAt: token.now,
    expiresAt: new Date(token.now.getTime() + token.ttlMs),
  });
  return value;
}

/** How many tokens of `kind` the customer was sent since `since` (to cap resends). */
export async function countTokensSince(
  db: DbExecutor,
  query: { tenantId: string; customerId: string; kind: ActionTokenKind; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.tenantId, query.tenantId),
        eq(actionTokens.customerId, query.customerId),
        eq(actionTokens.kind, query.kind),
        gt(actionTokens.createdAt, query.since),
      ),
    );
  return row?.n ?? 0;
}

/** Why a token row cannot be used, as the error the caller gets. */
function refusal(row: ActionTokenRow | undefined, now: Date) {
  if (!row) return identityError('TOKEN_INVALID', 'This link is not valid');
  if (row.usedAt) return identityError('TOKEN_USED', 'This link has already been used');
  if (row.expiresAt <= now) return identityError('TOKEN_EXPIRED', 'This link has expired; ask for a new one');
  return undefined;
}

/**
 * The token's row if it can still be used (not used up, not expired, of `kind` when given),
 * without using it. Fails with TOKEN_INVALID, TOKEN_USED or TOKEN_EXPIRED.
 */
export async function inspectActionToken(
  db: DbExecutor,
  query: { tenantId: string; token: string; now: Date; kind?: ActionTokenKind },
): Promise<ActionTokenRow> {
  const [row] = await db
    .select()
    .from(actionTokens)
    .where(
      and(eq(actionTokens.tenantId, query.tenantId), eq(actionTokens.tokenHash, hashToken(query.token))),
    );
  const usable = row && (!query.kind || row.kind === query.kind) ? row : undefined;
  const error = refusal(usable, query.now);
  if (error || !usable) throw error;
  return usable;
}

/**
 * Uses a token up. One guarded UPDATE decides, so two concurrent uses of the same link cannot
 * both succeed; the loser gets TOKEN_USED. Other unused tokens of the same kind of that customer
 * are used up too: once the address is verified or the password reset, older links are moot.
 */
export async function consumeActionToken(
  db: DbExecutor,
  query: { tenantId: string; token: string; now: Date; kind: ActionTokenKind },
): Promise<ActionTokenRow> {
  const tokenHash = hashToken(query.token);
  const [used] = await db
    .update(actionTokens)
    .set({ usedAt: query.now })
    .where(
      and(
        eq(actionTokens.tenantId, query.tenantId),
        eq(actionTokens.tokenHash, tokenHash),
        eq(actionTokens.kind, query.kind),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, query.now),
      ),
    )
    .returning();
  if (!used) {
    // Explains the refusal; throws whatever the state of the row is.
    await inspectActionToken(db, query);
    throw identityError('TOKEN_USED', 'This link has already been used');
  }
  await useUpTokens(db, {
    tenantId: query.tenantId,
    customerId: used.customerId,
    kind: query.kind,
    now: query.now,
  });
  return used;
}

/** Marks every unused token of `kind` of a customer as used (e.g. after a password change). */
export async function useUpTokens(
  db: DbExecutor,
  query: { tenantId: string; customerId: string; kind: ActionTokenKind; now: Date },
): Promise<void> {
  await db
    .update(actionTokens)
    .set({ usedAt: query.now })
    .where(
      and(
        eq(actionTokens.tenantId, query.tenantId),
        eq(actionTokens.customerId, query.customerId),
        eq(actionTokens.kind, query.kind),
        isNull(actionTokens.usedAt),
      ),
    );
}
