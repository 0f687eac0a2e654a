import { z } from 'zod';

/** Most ids one list argument may carry: enough for any venue, small enough to bound a query. */
export const MAX_IDS = 500;
const MAX_ID_LENGTH = 100;

const id = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_ID_LENGTH, `must be at most ${MAX_ID_LENGTH} characters`);
// Duplicates are dropped: asking twice for a block must not return it twice.
const ids = z
  .array(id)
  .max(MAX_IDS, `must list at most ${MAX_IDS} ids`)
  .transform((list) => [...new Set(list)]);

/** Arguments of `events`. */
export const eventsArgs = z.object({ eventIds: ids.nullish() });

/** Arguments of `campaignPacks`. */
export const campaignPacksArgs = z.object({ campaignIds: ids.nullish() });

/** Arguments of `blocks`: at most one sale context. */
export const blocksArgs = z
  .object({ blockIds: ids, eventId: id.nullish(), packId: id.nullish() })
  .refine((args) => !(args.eventId && args.packId), {
    message: 'give eventId or packId, not both',
    path: ['packId'],
  });

/** Arguments of `resaleOffers`. */
export const resaleOffersArgs = z.object({ eventId: id, blockId: id });

/** Arguments of `cacheIndividualEventOffers` and its light variant. */
export const eventOffersArgs = z.object({ eventId: id, saleChannelId: id.nullish() });

/** Arguments of `cacheCampaignPackOffers` and its light variant. */
export const packOffersArgs = z.object({ campaignPackId: id, saleChannelId: id.nullish() });
