import { arenas, type ArenaRow, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray } from 'drizzle-orm';
import type { ArenaModel } from './catalogue-models';
import { nameIn } from './catalogue-names';

/** An arena without its sale context (see {@link ArenaModel}). */
export type ArenaInfo = Omit<ArenaModel, 'context'>;

const PITCH: Record<ArenaRow['pitch'], Gql.PitchKind> = {
  football: 'FOOTBALL',
  hockey: 'HOCKEY',
  basketball: 'BASKETBALL',
  stage: 'STAGE',
};

/** Arenas of a tenant by id, named in `locale` (ADR 0025). */
export async function loadArenas(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  locale: string,
): Promise<Map<string, ArenaInfo>> {
  const rows = await db
    .select()
    .from(arenas)
    .where(and(eq(arenas.tenantId, tenantId), inArray(arenas.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: nameIn(row.name, row.nameTranslations, locale),
        imageUrl: row.imageUrl,
        usePacifa: row.usePacifa,
        width: row.width,
        height: row.height,
        pitch: PITCH[row.pitch],
        websiteMaxTicketsInCart: row.websiteMaxTicketsInCart,
      },
    ]),
  );
}
