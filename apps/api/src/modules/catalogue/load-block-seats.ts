import { categories, seats, type Database, type SeatRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { poolOf, runStatement, type NamedStatement } from '../../database/sql-client';
import { sqlNameIn } from './catalogue-names';
import { CLUB_REVISION } from './club-revision';

/** A seat of the plan (its row in the seats table) with its category (active or not). */
export type PlanSeat = Pick<
  SeatRow,
  | 'id'
  | 'blockId'
  | 'row'
  | 'column'
  | 'rowName'
  | 'seatNumber'
  | 'x'
  | 'y'
  | 'isAccessible'
  | 'isRestrictedView'
> & { category: Gql.Category };

/** Seats of blocks (categories named in `locale`), ordered by block, row and column (index seats_block). */
export async function loadBlockSeats(
  db: Database,
  tenantId: string,
  blockIds: readonly string[],
  locale: string,
): Promise<PlanSeat[]> {
  const rows = await db
    .select({
      id: seats.id,
      blockId: seats.blockId,
      row: seats.row,
      column: seats.column,
      rowName: seats.rowName,
      seatNumber: seats.seatNumber,
      x: seats.x,
      y: seats.y,
      isAccessible: seats.isAccessible,
      isRestrictedView: seats.isRestrictedView,
      categoryId: categories.id,
      categoryName: sqlNameIn<string>(categories.name, categories.nameTranslations, locale),
      categoryDescription: sqlNameIn<string | null>(
        categories.description,
        categories.descriptionTranslations,
        locale,
      ),
      categoryColour: categories.colour,
      categoryIsActive: categories.isActive,
    })
    .from(seats)
    .innerJoin(categories, and(eq(categories.tenantId, seats.tenantId), eq(categories.id, seats.categoryId)))
    .where(and(eq(seats.tenantId, tenantId), inArray(seats.blockId, blockIds)))
    .orderBy(asc(seats.blockId), asc(seats.row), asc(seats.column), asc(seats.id));
  return rows.map(
    ({ categoryId, categoryName, categoryDescription, categoryColour, categoryIsActive, ...seat }) => ({
      ...seat,
      category: {
        id: categoryId,
        name: categoryName,
        description: categoryDescription,
        colour: categoryColour,
        isActive: categoryIsActive,
      },
    }),
  );
}

// $1 club, $2 event ids, $3 block ids. The revision and the free seats come from one snapshot.
const SEAT_STATUS: NamedStatement = {
  name: 'catalogue_seat_status',
  text: `
    select ${CLUB_REVISION}::text as revision,
      coalesce((select array_agg(seat_id) from (
        select seat_id from event_seats
         where tenant_id = $1 and event_id = any($2::text[]) and block_id = any($3::text[])
           and status = 'available'
         group by seat_id having count(*) = cardinality($2::text[])) free), '{}') as free`,
};

/** The club's catalogue revision now, and what is free of the blocks now. */
export interface SeatStatus {
  revision: number;
  /** Ids of the seats of the blocks available in every one of the events (one event: simply available). */
  free: ReadonlySet<string>;
}

/** {@link SeatStatus} of `blockIds` in `eventIds` (none: nothing is free, the revision still read). */
export async function loadSeatStatus(
  db: Database,
  tenantId: string,
  eventIds: readonly string[],
  blockIds: readonly string[],
): Promise<SeatStatus> {
  const [row] = await runStatement<{ revision: string; free: string[] }>(poolOf(db), SEAT_STATUS, [
    tenantId,
    eventIds,
    blockIds,
  ]);
  if (!row) throw new Error('seat status: no row');
  return { revision: Number(row.revision), free: new Set(row.free) };
}
