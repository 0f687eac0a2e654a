import 'server-only';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { busyRetryAfter } from '@/features/api/busy';
import { logger } from '@/lib/logger';
import { type BlockAnswer, type BlockRequest, VIEW_IMAGE_URL } from './block-request';
import { mergeResaleSeats } from './merge-resale-seats';

graphql(`
  fragment BlockSeatsFields on Block {
    id
    isOpenSeating
    availability
    viewImageUrl
    seats {
      id
      row
      column
      rowName
      seatNumber
      x
      y
      isAccessible
      isRestrictedView
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
`);

// An event's block and its resale listings in one call: the map asks for a block every few seconds
// per fan, and each call to the API costs both sides more than the fields it carries.
const EventBlockQuery = graphql(`
  query EventBlock($eventId: ID!, $blockId: ID!) {
    blocks(blockIds: [$blockId], eventId: $eventId) {
      ...BlockSeatsFields
    }
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

const PackBlockQuery = graphql(`
  query PackBlock($packId: ID!, $blockId: ID!) {
    blocks(blockIds: [$blockId], packId: $packId) {
      ...BlockSeatsFields
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
  const { blockId, eventId, packId } = request;
  const result = eventId
    ? await client.query(EventBlockQuery, { eventId, blockId }).toPromise()
    : packId
      ? await client.query(PackBlockQuery, { packId, blockId }).toPromise()
      : null;
  if (!result) return null;
  const busy = busyRetryAfter(result.error);
  if (busy !== null) throw new CatalogueBusyError(busy);
  if (result.error || !result.data) throw new CatalogueUnavailableError(result.error?.message ?? 'no data');
  const block = result.data.blocks[0];
  if (!block) return null;
  const resaleOffers = ('resaleOffers' in result.data ? result.data.resaleOffers : []).map((offer) => ({
    ...offer,
    description: offer.description ?? null,
  }));
  const seats = mergeResaleSeats(block.seats, resaleOffers);
  const viewImageUrl = block.viewImageUrl ?? '';
  // A picture from anywhere else would not be shown by the page (blockAnswerSchema): left out here.
  if (viewImageUrl && !VIEW_IMAGE_URL.test(viewImageUrl))
    logger.warn(
      { tenant: tenantSlug, blockId: block.id },
      'block view picture ignored: not an asset or https URL',
    );
  return {
    blockId: block.id,
    isOpenSeating: block.isOpenSeating,
    availability: block.availability,
    ...(VIEW_IMAGE_URL.test(viewImageUrl) ? { viewImageUrl } : {}),
    seats,
    resaleOffers,
  };
}
