import type { Database } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import DataLoader from 'dataloader';
import { buildSeats, type SeatPricing } from './build-seats';
import type { SaleContext } from './catalogue-models';
import type { EventLoaders } from './event-loaders';
import { groupBy } from './group-by';
import { loadBlockSeats, loadSeatStatus } from './load-block-seats';
import type { PackLoaders } from './pack-loaders';
import { perSaleContext } from './per-sale-context';
import { planSeatsCacheOf } from './plan-seats-cache';
import { connectionPoolOf } from '../../database/sql-client';

/** The seats of blocks as one sale context shows them (one loader per context and request). */
export type SeatLoader = DataLoader<string, Gql.Seat[]>;

/**
 * Loaders of block seats, one per sale context, scoped to one tenant and one request. What is free
 * is read every time; the plan of a block (its seats and categories) comes from the process's
 * cache when the club is still at the revision it was read at (plan-seats-cache.ts).
 */
export function createSeatLoaders(
  db: Database,
  tenantId: string,
  locale: string,
  loaders: EventLoaders & PackLoaders,
): (context: SaleContext) => SeatLoader {
  const cache = planSeatsCacheOf(connectionPoolOf(db));

  async function plans(blockIds: readonly string[], revision: number) {
    const found = cache.plans(tenantId, revision, locale, blockIds);
    const missing = blockIds.filter((blockId) => !found.has(blockId));
    if (missing.length === 0) return found;
    const read = groupBy(await loadBlockSeats(db, tenantId, missing, locale), (seat) => seat.blockId);
    const loaded = new Map(missing.map((blockId) => [blockId, read.get(blockId) ?? []] as const));
    cache.keep(tenantId, revision, locale, loaded);
    return new Map([...found, ...loaded]);
  }

  return perSaleContext(
    (context) =>
      new DataLoader<string, Gql.Seat[]>(async (blockIds) => {
        const eventIds = !context
          ? []
          : context.kind === 'event'
            ? [context.id]
            : await loaders.packEventIds.load(context.id);
        const [status, prices] = await Promise.all([
          loadSeatStatus(db, tenantId, eventIds, blockIds),
          !context
            ? null
            : context.kind === 'event'
              ? loaders.eventPrices.load(context.id)
              : loaders.packPrices.load(context.id),
        ]);
        const planOf = await plans(blockIds, status.revision);
        const pricing: SeatPricing | null = prices ? { free: status.free, prices } : null;
        return blockIds.map((blockId) => buildSeats(planOf.get(blockId) ?? [], pricing));
      }),
  );
}
