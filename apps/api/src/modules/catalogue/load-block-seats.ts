import { categories, eventSeats, seats, type Database, type SeatRow } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { sqlNameIn } from './catalogue-names';

/** A seat of the plan (its row in the seats table) with its category (active or not). */
export type PlanSeat = Pick<
  SeatRow,
  'id' | 'blockId' | 'row' | 'column' | 'rowName' | 'seatNumber' | 'x' | 'y' | 'isAccessible'
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

/** Ids of the seats of `blockIds` that are available in every one of `eventIds` (one event: simply available). */
export async function loadSeatsFreeInEvery(
  db: Database,
  tenantId: string,
  eventIds: readonly string[],
  blockIds: readonly string[],
): Promise<Set<string>> {
  if (eventIds.length === 0 || blockIds.length === 0) return new Set();
  const rows = await db
    .select({ seatId: eventSeats.seatId })
    .from(eventSeats)
    .where(
      and(
        eq(eventSeats.tenantId, tenantId),
        inArray(eventSeats.eventId, eventIds),
        inArray(eventSeats.blockId, blockIds),
        eq(eventSeats.status, 'available'),
      ),
    )
    .groupBy(eventSeats.seatId)
    .having(sql`${count()} = ${eventIds.length}`);
  return new Set(rows.map((row) => row.seatId));
}
