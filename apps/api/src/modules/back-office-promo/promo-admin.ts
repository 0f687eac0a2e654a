import { randomUUID } from 'node:crypto';
import {
  promoBatchCodes,
  promoBatches,
  promoCodes,
  type Database,
  type DbExecutor,
  type PromoCodeRow,
  type StaffAccountRow,
} from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../staff/staff-audit';
import { batchCodeName } from './batch-code-names';
import type { PromoRules } from './promo-admin-args';
import { compileCode, readPromoCatalogue, type CompiledPromoCode } from './promo-admin-context';
import { nameTaken, promoNotFound } from './promo-admin-errors';
import { auditedCode, promoView, readPromoStats, readPromoUses, type PromoState } from './promo-admin-view';

/*
 * The back office's promo codes (docs/staff-roles.md, PROMO_VIEW / PROMO_EDIT). Rules are checked
 * and compiled as promo-codes.json's (promo-admin-context.ts) and written straight to promo_codes
 * in one transaction with their audit row, rather than through applyCatalogue: an apply reads and
 * compares the club's whole catalogue and recounts the seat stock when anything changes, under the
 * club's apply lock, for what is one row here. Measured on the bench's 30,000-seat stadium with 20
 * matches (2026-12-02, a loaded 2-core machine): readCatalogueRows + one code changed +
 * applyCatalogue 1.0–2.2 s a click (median 1.7 s), this path 8–107 ms (median 18 ms). Nothing a catalogue apply refuses can happen
 * here: the back office never deletes a code (it disables it). catalogue:export reads the rows.
 */

/** Who acts, where, when. */
export interface PromoScope {
  db: Database;
  tenant: Tenant;
  now: Date;
}

type Staff = Pick<StaffAccountRow, 'id' | 'email'>;

const whoOf = (staff: Staff) => ({ id: staff.id, email: staff.email });

async function viewContext(db: DbExecutor, scope: PromoScope) {
  const [arena] = (
    await db.execute(sql`select id from arenas where tenant_id = ${scope.tenant.slug} order by id limit 1`)
  ).rows as Array<{ id: string }>;
  return { timeZone: scope.tenant.timeZone, arenaId: arena?.id ?? '', now: scope.now };
}

async function batchIdsOf(db: DbExecutor, tenantId: string, ids?: readonly string[]) {
  const rows = await db
    .select({ codeId: promoBatchCodes.promoCodeId, batchId: promoBatchCodes.batchId })
    .from(promoBatchCodes)
    .where(
      ids
        ? and(eq(promoBatchCodes.tenantId, tenantId), inArray(promoBatchCodes.promoCodeId, [...ids]))
        : eq(promoBatchCodes.tenantId, tenantId),
    );
  return new Map(rows.map((r) => [r.codeId, r.batchId]));
}

/** One code of this club (another club's id is not found), optionally locked for a change. */
async function codeRow(db: DbExecutor, tenantId: string, id: string, lock = false): Promise<PromoCodeRow> {
  const query = db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw promoNotFound();
  return row;
}

/** The club's codes, newest first, with their uses and revenue; by state and part of the name. */
export async function listPromoCodes(
  scope: PromoScope,
  filter: { state?: PromoState | null; search?: string | null },
) {
  const tenantId = scope.tenant.slug;
  const search = filter.search?.trim();
  const rows = await scope.db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.tenantId, tenantId),
        search ? sql`strpos(lower(${promoCodes.name}), lower(${search})) > 0` : undefined,
      ),
    )
    .orderBy(desc(promoCodes.createdAt), promoCodes.name);
  const stats = await readPromoStats(scope.db, tenantId, scope.now);
  const batches = await batchIdsOf(scope.db, tenantId);
  const context = await viewContext(scope.db, scope);
  return rows
    .map((row) => promoView(row, { ...context, batchId: batches.get(row.id) }, stats.get(row.id)))
    .filter((code) => !filter.state || code.state === filter.state);
}

/** One code with the orders that used it. */
export async function loadPromoCode(scope: PromoScope, id: string) {
  const tenantId = scope.tenant.slug;
  const row = await codeRow(scope.db, tenantId, id);
  const stats = await readPromoStats(scope.db, tenantId, scope.now, [id]);
  const batches = await batchIdsOf(scope.db, tenantId, [id]);
  const context = await viewContext(scope.db, scope);
  return {
    code: promoView(row, { ...context, batchId: batches.get(id) }, stats.get(id)),
    uses: await readPromoUses(scope.db, tenantId, id),
  };
}

export async function promoOptions(scope: PromoScope) {
  return (await readPromoCatalogue(scope.db, scope.tenant)).options;
}

/** A name no other code of the club has, whatever the case, else PROMO_NAME_TAKEN. */
async function ensureNameFree(db: DbExecutor, tenantId: string, name: string, exceptId?: string) {
  const [other] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.tenantId, tenantId),
        sql`lower(${promoCodes.name}) = lower(${name})`,
        exceptId ? ne(promoCodes.id, exceptId) : undefined,
      ),
    );
  if (other) throw nameTaken(name);
}

/** A new code's id: its name in lower case, as promo-codes.json's default, unless that id is taken. */
async function freeId(db: DbExecutor, tenantId: string, name: string): Promise<string> {
  const base = name.toLowerCase();
  const taken = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.id, base)));
  return taken.length === 0 ? base : `${base}-${randomUUID().slice(0, 8)}`;
}

/** Two requests racing for one name: the unique index decides, and the loser hears PROMO_NAME_TAKEN. */
function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause?.code === '23505';
}

const insertValues = (tenantId: string, row: CompiledPromoCode, now: Date) => ({
  ...row,
  tenantId,
  createdAt: now,
});

/** Creates one code; audited (`promo.create`) with the row written. */
export async function createPromoCode(
  scope: PromoScope,
  staff: Staff,
  input: { name: string; rules: PromoRules },
) {
  const tenantId = scope.tenant.slug;
  try {
    const id = await scope.db.transaction(async (tx) => {
      const catalogue = await readPromoCatalogue(tx, scope.tenant);
      await ensureNameFree(tx, tenantId, input.name);
      const id = await freeId(tx, tenantId, input.name);
      const compiled = compileCode(catalogue, { id, name: input.name, rules: input.rules, active: true });
      const [written] = await tx
        .insert(promoCodes)
        .values(insertValues(tenantId, compiled, scope.now))
        .returning();
      await writeAudit(tx, {
        tenantId,
        staff: whoOf(staff),
        action: 'promo.create',
        targetType: 'promo_code',
        targetId: id,
        after: written ? auditedCode(written) : null,
        now: scope.now,
      });
      return id;
    });
    return (await loadPromoCode(scope, id)).code;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/** Replaces a code's name and rules, keeping its id, uses and active flag; audited with before and after. */
export async function updatePromoCode(
  scope: PromoScope,
  staff: Staff,
  id: string,
  input: { name: string; rules: PromoRules },
) {
  const tenantId = scope.tenant.slug;
  try {
    await scope.db.transaction(async (tx) => {
      const before = await codeRow(tx, tenantId, id, true);
      const catalogue = await readPromoCatalogue(tx, scope.tenant);
      await ensureNameFree(tx, tenantId, input.name, id);
      const compiled = compileCode(catalogue, {
        id,
        name: input.name,
        rules: input.rules,
        active: before.isActive,
      });
      const [after] = await tx
        .update(promoCodes)
        .set(compiled)
        .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.id, id)))
        .returning();
      await writeAudit(tx, {
        tenantId,
        staff: whoOf(staff),
        action: 'promo.update',
        targetType: 'promo_code',
        targetId: id,
        before: auditedCode(before),
        after: after ? auditedCode(after) : null,
        now: scope.now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return (await loadPromoCode(scope, id)).code;
}

/**
 * Disables a code (the checkout then refuses it as PROMO_DOES_NOT_EXISTS, its uses kept) or
 * enables it again; audited (`promo.disable` / `promo.enable`). Setting the state it has changes
 * nothing and writes no audit row.
 */
export async function setPromoCodeActive(scope: PromoScope, staff: Staff, id: string, active: boolean) {
  const tenantId = scope.tenant.slug;
  await scope.db.transaction(async (tx) => {
    const before = await codeRow(tx, tenantId, id, true);
    if (before.isActive === active) return;
    await tx
      .update(promoCodes)
      .set({ isActive: active })
      .where(and(eq(promoCodes.tenantId, tenantId), eq(promoCodes.id, id)));
    await writeAudit(tx, {
      tenantId,
      staff: whoOf(staff),
      action: active ? 'promo.enable' : 'promo.disable',
      targetType: 'promo_code',
      targetId: id,
      before: { isActive: before.isActive },
      after: { isActive: active },
      now: scope.now,
    });
  });
  return (await loadPromoCode(scope, id)).code;
}

/** Rounds of drawing names for the codes a batch still misses (each collision is one in 10^14). */
const MAX_DRAWS = 5;

/**
 * Creates `count` single-use codes (usage limit 1) named PREFIX-XXXXXXXXXX with the same rules,
 * none colliding with a name the club has (checked, then the unique index on insert). One
 * transaction: the batch row, its codes, and one audit row (`promo.batch_create`) listing them.
 */
export async function createPromoBatch(
  scope: PromoScope,
  staff: Staff,
  input: { prefix: string; count: number; rules: PromoRules },
) {
  const tenantId = scope.tenant.slug;
  const batchId = randomUUID();
  const prefix = input.prefix.toUpperCase();
  const rules = { ...input.rules, usageLimit: 1 };
  await scope.db.transaction(async (tx) => {
    const catalogue = await readPromoCatalogue(tx, scope.tenant);
    // The rules once, with a name of the batch's shape: its problems are every code's.
    const template = compileCode(catalogue, {
      id: 'batch',
      name: batchCodeName(prefix),
      rules,
      active: true,
    });
    await tx.insert(promoBatches).values({
      tenantId,
      id: batchId,
      prefix,
      size: input.count,
      createdBy: staff.id,
      createdAt: scope.now,
    });
    const made: string[] = [];
    for (let draw = 0; draw < MAX_DRAWS && made.length < input.count; draw += 1) {
      const wanted = new Set<string>();
      while (wanted.size < input.count - made.length) wanted.add(batchCodeName(prefix));
      const taken = new Set(
        (
          await tx.execute(sql`select lower(name) as name from promo_codes
            where tenant_id = ${tenantId} and lower(name) = any(${sql.param([...wanted].map((n) => n.toLowerCase()))}::text[])`)
        ).rows.map((r) => String((r as { name: string }).name)),
      );
      const names = [...wanted].filter((name) => !taken.has(name.toLowerCase()));
      if (names.length === 0) continue;
      const inserted = await tx
        .insert(promoCodes)
        .values(
          names.map((name) =>
            insertValues(tenantId, { ...template, id: name.toLowerCase(), name }, scope.now),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: promoCodes.id, name: promoCodes.name });
      made.push(...inserted.map((row) => row.name));
      if (inserted.length > 0)
        await tx
          .insert(promoBatchCodes)
          .values(inserted.map((row) => ({ tenantId, batchId, promoCodeId: row.id })));
    }
    if (made.length < input.count) throw new Error('could not draw enough distinct promo code names');
    const { id: _id, name: _name, ...sharedRules } = template;
    await writeAudit(tx, {
      tenantId,
      staff: whoOf(staff),
      action: 'promo.batch_create',
      targetType: 'promo_batch',
      targetId: batchId,
      after: { prefix, size: input.count, rules: sharedRules, codes: made },
      now: scope.now,
    });
  });
  return loadPromoBatch(scope, batchId);
}

/** One batch of this club with its codes (in name order), for the CSV. */
export async function loadPromoBatch(scope: PromoScope, batchId: string) {
  const tenantId = scope.tenant.slug;
  const [batch] = await scope.db
    .select()
    .from(promoBatches)
    .where(and(eq(promoBatches.tenantId, tenantId), eq(promoBatches.id, batchId)));
  if (!batch) throw promoNotFound();
  const rows = await scope.db
    .select({ code: promoCodes })
    .from(promoBatchCodes)
    .innerJoin(
      promoCodes,
      and(eq(promoCodes.tenantId, promoBatchCodes.tenantId), eq(promoCodes.id, promoBatchCodes.promoCodeId)),
    )
    .where(and(eq(promoBatchCodes.tenantId, tenantId), eq(promoBatchCodes.batchId, batchId)))
    .orderBy(promoCodes.name);
  const ids = rows.map((r) => r.code.id);
  const stats = ids.length > 0 ? await readPromoStats(scope.db, tenantId, scope.now, ids) : new Map();
  const context = await viewContext(scope.db, scope);
  return {
    id: batch.id,
    prefix: batch.prefix,
    size: batch.size,
    createdAt: batch.createdAt.toISOString(),
    codes: rows.map((r) => promoView(r.code, { ...context, batchId }, stats.get(r.code.id))),
  };
}

/** The club's batches, newest first. */
export async function listPromoBatches(scope: PromoScope) {
  const rows = await scope.db
    .select()
    .from(promoBatches)
    .where(eq(promoBatches.tenantId, scope.tenant.slug))
    .orderBy(desc(promoBatches.createdAt));
  return rows.map((b) => ({
    id: b.id,
    prefix: b.prefix,
    size: b.size,
    createdAt: b.createdAt.toISOString(),
  }));
}
