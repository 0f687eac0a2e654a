import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { poolOf, runStatement, type NamedStatement } from '../../database/sql-client';
import { CLUB_REVISION } from './club-revision';
import type { CatalogueQueryResolvers } from './resolver-types';

/** How many upcoming instants an edition lists; the storefront asks again long before they run out. */
const UPCOMING_LIMIT = 50;

// $1 club, $2 now. Instants are read as epoch milliseconds so no time-zone setting can shift them.
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const EDITION: NamedStatement = {
  name: 'catalogue_edition',
  text: `
    with instants as (
      select start_datetime + interval '1 millisecond' as at from events where tenant_id = $1
      union select opening_datetime from event_channel_configurations where tenant_id = $1
      union select closing_datetime from event_channel_configurations where tenant_id = $1
      union select early_bird_opening_datetime from event_channel_configurations
        where tenant_id = $1 and early_bird_opening_datetime is not null
      union select opening_datetime from pack_channel_configurations where tenant_id = $1
      union select closing_datetime from pack_channel_configurations where tenant_id = $1
    )
    select
      ${CLUB_REVISION}::text as revision,
      (select ${ms('max(at)')} from instants where at <= $2) as since,
      (select array_agg(${ms('at')} order by at)
         from (select at from instants where at > $2 order by at limit ${UPCOMING_LIMIT}) next) as upcoming,
      (select array_agg(id order by id) from events where tenant_id = $1) as event_ids,
      (select array_agg(id order by id) from campaign_packs where tenant_id = $1) as pack_ids`,
};

/**
 * The edition of a club's catalogue pages (ADR 0013), in one snapshot: the catalogue revision, and
 * the instants at which a page changes without any write. A match is "passed" strictly after its
 * start (event-status.ts), so its instant is the start plus one millisecond; sale windows include
 * their opening and exclude their closing, so those instants are the datetimes themselves.
 */
export async function loadCatalogueEdition(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<Gql.CatalogueEdition> {
  const [row] = await runStatement<{
    revision: string;
    since: number | null;
    upcoming: number[] | null;
    event_ids: string[] | null;
    pack_ids: string[] | null;
  }>(poolOf(db), EDITION, [tenantId, now]);
  if (!row) throw new Error('catalogue edition: no row');
  const iso = (epochMs: number) => new Date(epochMs).toISOString();
  return {
    revision: row.revision,
    since: row.since === null ? null : iso(row.since),
    upcoming: (row.upcoming ?? []).map(iso),
    eventIds: row.event_ids ?? [],
    packIds: row.pack_ids ?? [],
  };
}

/** `Query.catalogueEdition`. */
export const catalogueEditionQueryResolvers = {
  catalogueEdition: (_parent, _args, context) =>
    loadCatalogueEdition(context.db, context.tenant.slug, context.now()),
} satisfies CatalogueQueryResolvers;
