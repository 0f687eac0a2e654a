import { competitions, teams, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq, inArray } from 'drizzle-orm';
import { sqlNameIn } from './catalogue-names';

/** What a team shows (Gql.Team), named in `locale` (ADR 0025): a value or a statement's placeholder. */
export const teamColumns = (locale: Parameters<typeof sqlNameIn>[2]) => ({
  id: teams.id,
  displayName: sqlNameIn<string>(teams.displayName, teams.displayNameTranslations, locale),
  logoUrl: teams.logoUrl,
});

/** Teams of a tenant by id, named in `locale` (ADR 0025). */
export async function loadTeams(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  locale: string,
): Promise<Map<string, Gql.Team>> {
  const rows = await db
    .select(teamColumns(locale))
    .from(teams)
    .where(and(eq(teams.tenantId, tenantId), inArray(teams.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Competitions of a tenant by id, named in `locale` (ADR 0025). */
export async function loadCompetitions(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  locale: string,
): Promise<Map<string, Gql.Competition>> {
  const rows = await db
    .select({
      id: competitions.id,
      name: sqlNameIn<string>(competitions.name, competitions.nameTranslations, locale),
      description: sqlNameIn<string | null>(
        competitions.description,
        competitions.descriptionTranslations,
        locale,
      ),
    })
    .from(competitions)
    .where(and(eq(competitions.tenantId, tenantId), inArray(competitions.id, ids)));
  return new Map(rows.map((row) => [row.id, row]));
}
