import { waitingRooms, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiContext } from '../../graphql/api-context';
import { mapLoader } from '../catalogue/map-loader';

/** Waiting rooms of a club's events, by event id. */
async function loadWaitingRooms(db: Database, tenantId: string, eventIds: readonly string[]) {
  const rows = await db
    .select({
      eventId: waitingRooms.eventId,
      opensAt: waitingRooms.opensAt,
      admitPerMinute: waitingRooms.admitPerMinute,
      admissionMinutes: waitingRooms.admissionMinutes,
    })
    .from(waitingRooms)
    .where(and(eq(waitingRooms.tenantId, tenantId), inArray(waitingRooms.eventId, [...eventIds])));
  return new Map<string, Gql.WaitingRoom>(
    rows.map(({ eventId, opensAt, ...room }) => [
      eventId,
      { ...room, opensAt: new Date(opensAt).toISOString() },
    ]),
  );
}

// One loader per request (the context lives exactly as long as it), like the catalogue's loaders.
const perRequest = new WeakMap<ApiContext, DataLoader<string, Gql.WaitingRoom | null>>();

/** The request's loader of waiting rooms: every event of a query in one statement. */
export function waitingRoomLoader(context: ApiContext): DataLoader<string, Gql.WaitingRoom | null> {
  let loader = perRequest.get(context);
  if (!loader) {
    loader = mapLoader((ids) => loadWaitingRooms(context.db, context.tenant.slug, ids), null);
    perRequest.set(context, loader);
  }
  return loader;
}
