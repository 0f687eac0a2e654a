import { eventChannelConfigurations, events, saleChannels, type Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { EventModel } from './catalogue-models';
import { nameIn } from './catalogue-names';
import { groupBy } from './group-by';
import { toIsoDateTime, toIsoDateTimeOrNull } from './iso-date-time';
import { webFirst } from './sale-channel';

/**
 * Events of a tenant, soonest first, named in `locale` (ADR 0025), with their channel
 * configurations; `ids` narrows (unknown ids are skipped).
 */
export async function loadEvents(
  db: Database,
  tenantId: string,
  locale: string,
  ids?: readonly string[],
): Promise<EventModel[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.tenantId, tenantId), ids ? inArray(events.id, ids) : undefined))
    .orderBy(asc(events.startDatetime), asc(events.id));
  if (rows.length === 0) return [];
  const channels = await loadChannelConfigurations(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: nameIn(row.name, row.nameTranslations, locale),
    description:
      row.description === null ? null : nameIn(row.description, row.descriptionTranslations, locale),
    startDatetime: toIsoDateTime(row.startDatetime),
    isArchived: row.isArchived,
    saleStatus: row.saleStatus,
    ticketDownloadDaysBefore: row.ticketDownloadDaysBefore,
    arenaId: row.arenaId,
    homeTeamId: row.homeTeamId,
    opponentId: row.opponentId,
    competitionId: row.competitionId,
    channelConfigurations: channels.get(row.id) ?? [],
  }));
}

/** Channel configurations per event, the web shop's first. */
async function loadChannelConfigurations(
  db: Database,
  tenantId: string,
  eventIds: readonly string[],
): Promise<Map<string, Gql.EventChannelConfiguration[]>> {
  const config = eventChannelConfigurations;
  const rows = await db
    .select({
      eventId: config.eventId,
      channelId: saleChannels.id,
      channelName: saleChannels.name,
      openingDatetime: config.openingDatetime,
      closingDatetime: config.closingDatetime,
      earlyBirdOpeningDatetime: config.earlyBirdOpeningDatetime,
      maxIndividualSeatTicketsInCart: config.maxIndividualSeatTicketsInCart,
    })
    .from(config)
    .innerJoin(
      saleChannels,
      and(eq(saleChannels.tenantId, config.tenantId), eq(saleChannels.id, config.saleChannelId)),
    )
    .where(and(eq(config.tenantId, tenantId), inArray(config.eventId, eventIds)))
    .orderBy(asc(config.eventId), asc(config.saleChannelId));
  return groupBy(
    webFirst(rows),
    (row) => row.eventId,
    (row) => ({
      saleChannel: { id: row.channelId, name: row.channelName },
      openingDatetime: toIsoDateTime(row.openingDatetime),
      closingDatetime: toIsoDateTime(row.closingDatetime),
      earlyBirdOpeningDatetime: toIsoDateTimeOrNull(row.earlyBirdOpeningDatetime),
      maxIndividualSeatTicketsInCart: row.maxIndividualSeatTicketsInCart,
    }),
  );
}
