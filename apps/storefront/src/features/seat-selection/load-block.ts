import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { busyRetryAfter } from '@/features/api/busy';
import type { BlockAnswer, BlockRequest } from './block-request';
import { mergeResaleSeats } from './merge-resale-seats';

const BlockSeatsQuery = graphql(`
  query BlockSeats($blockIds: [ID!]!, $eventId: ID, $packId: ID) {
    blocks(blockIds: $blockIds, eventId: $eventId, packId: $packId) {
      id
      isOpenSeating
      availability
      seats {
        id
        row
        column
        rowName
        seatNumber
        x
        y
        isAccessible
        available
        price
        productIds
        category {
          id
          name
          colour
        }
      }
    }
  }
`);

const BlockResaleQuery = graphql(`
  query BlockResale($eventId: ID!, $blockId: ID!) {
    resaleOffers(eventId: $eventId, blockId: $blockId) {
      id
      productId
      description
      seats {
        seatId
        price
      }
    }
  }
`);

/** Thrown when the API cannot answer; the route turns it into a 502. */
export class CatalogueUnavailableError extends Error {}

/** Thrown when the API answered BUSY (saturated, ADR 0015); the route turns it into a 503. */
export class CatalogueBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('the API is busy');
  }
}

/**
 * The seats of one block for an event or a pack, with the event's resale listings merged in.
 * Null when the block does not exist for this club. Category names are in `locale`.
 */
export async function loadBlock(
  tenantSlug: string,
  request: BlockRequest,
  locale?: string,
): Promise<BlockAnswer | null> {
  const client = apiClient(tenantSlug, { locale });
  const [blocks, resale] = await Promise.all([
    client
      .query(BlockSeatsQuery, {
        blockIds: [request.blockId],
        eventId: request.eventId,
        packId: request.packId,
      })
      .toPromise(),
    request.eventId
      ? client.query(BlockResaleQuery, { eventId: request.eventId, blockId: request.blockId }).toPromise()
      : Promise.resolve(null),
  ]);
  const busy = busyRetryAfter(blocks.error) ?? busyRetryAfter(resale?.error);
  if (busy !== null) throw new CatalogueBusyError(busy);
  if (blocks.error || !blocks.data) throw new CatalogueUnavailableError(blocks.error?.message ?? 'no data');
  if (resale?.error) throw new CatalogueUnavailableError(resale.error.message);
  const block = blocks.data.blocks[0];
  if (!block) return null;
  const resaleOffers = (resale?.data?.resaleOffers ?? []).map((offer) => ({
    ...offer,
    description: offer.description ?? null,
  }));
  const seats = mergeResaleSeats(block.seats, resaleOffers);
  return {
    blockId: block.id,
    isOpenSeating: block.isOpenSeating,
    availability: block.availability,
    seats,
    resaleOffers,
  };
}
