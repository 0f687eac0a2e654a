import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import DataLoader from 'dataloader';
import { buildSeats, type SeatPricing } from './build-seats';
import type { SaleContext } from './catalogue-models';
import type { EventLoaders } from './event-loaders';
import { groupBy } from './group-by';
import { loadBlockSeats, loadSeatsFreeInEvery } from './load-block-seats';
import type { PackLoaders } from './pack-loaders';
import { perSaleContext } from './per-sale-context';

/** The seats of blocks as one sale context shows them (one loader per context and request). */
export type SeatLoader = DataLoader<string, Gql.Seat[]>;

/** Loaders of block seats, one per sale context, scoped to one tenant and one request. */
export function createSeatLoaders(
  db: Database,
  tenantId: string,
  locale: string,
  loaders: EventLoaders & PackLoaders,
): (context: SaleContext) => SeatLoader {
  async function pricing(context: SaleContext, blockIds: readonly string[]): Promise<SeatPricing | null> {
    if (!context) return null;
    const [eventIds, prices] =
      context.kind === 'event'
        ? [[context.id], await loaders.eventPrices.load(context.id)]
        : await Promise.all([loaders.packEventIds.load(context.id), loaders.packPrices.load(context.id)]);
    return { free: await loadSeatsFreeInEvery(db, tenantId, eventIds, blockIds), prices };
  }

  return perSaleContext(
    (context) =>
      new DataLoader<string, Gql.Seat[]>(async (blockIds) => {
        const [planSeats, seatPricing] = await Promise.all([
          loadBlockSeats(db, tenantId, blockIds, locale),
          pricing(context, blockIds),
        ]);
        const seatsByBlock = groupBy(planSeats, (seat) => seat.blockId);
        return blockIds.map((blockId) => buildSeats(seatsByBlock.get(blockId) ?? [], seatPricing));
      }),
  );
}
