import {
  campaignPackEvents,
  campaignPacks,
  events,
  packChannelConfigurations,
  saleChannels,
  type Database,
} from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PackModel } from './catalogue-models';
import { nameIn } from './catalogue-names';
import { groupBy } from './group-by';
import { toIsoDateTime } from './iso-date-time';
import { webFirst } from './sale-channel';

const PACK_TYPE: Record<'pack' | 'season', Gql.CampaignPackType> = { pack: 'PACK', season: 'SEASON' };

/** Packs and season subscriptions of a tenant, named in `locale`, in display order; `ids` narrows (unknown ids are skipped). */
export async function loadPacks(
  db: Database,
  tenantId: string,
  locale: string,
  ids?: readonly string[],
): Promise<PackModel[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(campaignPacks)
    .where(and(eq(campaignPacks.tenantId, tenantId), ids ? inArray(campaignPacks.id, ids) : undefined))
    .orderBy(asc(campaignPacks.sort), asc(campaignPacks.name), asc(campaignPacks.id));
  if (rows.length === 0) return [];
  const channels = await loadPackChannels(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: nameIn(row.name, row.nameTranslations, locale),
    type: PACK_TYPE[row.type],
    description:
      row.description === null ? null : nameIn(row.description, row.descriptionTranslations, locale),
    imageUrl: row.imageUrl,
    arenaId: row.arenaId,
    channelConfigurations: channels.get(row.id) ?? [],
  }));
}

/** Channel configurations per pack, the web shop's first. */
async function loadPackChannels(
  db: Database,
  tenantId: string,
  packIds: readonly string[],
): Promise<Map<string, Gql.PackChannelConfiguration[]>> {
  const config = packChannelConfigurations;
  const rows = await db
    .select({
      packId: config.packId,
      channelId: saleChannels.id,
      channelName: saleChannels.name,
      openingDatetime: config.openingDatetime,
      closingDatetime: config.closingDatetime,
      maxCampaignPacksInCart: config.maxCampaignPacksInCart,
    })
    .from(config)
    .innerJoin(
      saleChannels,
      and(eq(saleChannels.tenantId, config.tenantId), eq(saleChannels.id, config.saleChannelId)),
    )
    .where(and(eq(config.tenantId, tenantId), inArray(config.packId, packIds)))
    .orderBy(asc(config.packId), asc(config.saleChannelId));
  return groupBy(
    webFirst(rows),
    (row) => row.packId,
    (row) => ({
      saleChannel: { id: row.channelId, name: row.channelName },
      openingDatetime: toIsoDateTime(row.openingDatetime),
      closingDatetime: toIsoDateTime(row.closingDatetime),
      maxCampaignPacksInCart: row.maxCampaignPacksInCart,
    }),
  );
}

/** The events of each pack, soonest first. */
export async function loadPackEventIds(
  db: Database,
  tenantId: string,
  packIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ packId: campaignPackEvents.packId, eventId: campaignPackEvents.eventId })
    .from(campaignPackEvents)
    .innerJoin(
      events,
      and(eq(events.tenantId, campaignPackEvents.tenantId), eq(events.id, campaignPackEvents.eventId)),
    )
    .where(and(eq(campaignPackEvents.tenantId, tenantId), inArray(campaignPackEvents.packId, packIds)))
    .orderBy(asc(events.startDatetime), asc(events.id));
  return groupBy(
    rows,
    (row) => row.packId,
    (row) => row.eventId,
  );
}
