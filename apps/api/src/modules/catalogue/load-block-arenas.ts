import { blocks, type Database } from '@stadio/db';
import { and, eq, inArray } from 'drizzle-orm';

/** The arenas the given blocks belong to (unknown block ids are ignored). */
export async function loadBlockArenaIds(
  db: Database,
  tenantId: string,
  blockIds: readonly string[],
): Promise<string[]> {
  if (blockIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ arenaId: blocks.arenaId })
    .from(blocks)
    .where(and(eq(blocks.tenantId, tenantId), inArray(blocks.id, blockIds)));
  return rows.map((row) => row.arenaId);
}
