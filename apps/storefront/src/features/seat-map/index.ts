/**
 * The seat map for event and pack pages. Typical use (client component, seats of the open block
 * from GraphQL `blocks(blockIds, eventId)`; `layout` is `venueLayout(arena, blocks)`, worked out
 * on the server: venue-layout.ts):
 *
 *   <StadiumOverview arena={{ ...arena, pitch: toPitchKind(arena.pitch) }} layout={layout}
 *     blocks={blocks} selectedBlockId={blockId} onSelectBlock={openBlock} formatPrice={formatPrice} />
 *   <BlockSeats block={block} seats={block.seats} selectedSeatIds={ticketSeatIds}
 *     heldByCartSeatIds={heldIds} onToggleSeat={toggleSeat} formatPrice={formatPrice} />
 *   <BestAvailableButton seats={block.seats} count={ticketCount} categoryId={categoryId} onPick={assignSeats} />
 *   <MapLegend categories={categoriesWithPrices} formatPrice={formatPrice} />
 *
 * The view from a block (`seat-view.tsx`: the club's photo, else a drawing from the outlines) is
 * not exported here: pages load it on its own chunk when a block is chosen, with its path reader.
 *
 * All text comes from the `seatMap` messages, so every component needs next-intl's provider;
 * none needs Chakra's (CSS modules on Chakra's tokens, ADR 0017).
 */
export { BestAvailableButton, type BestAvailableButtonProps } from './best-available-button';
export {
  bestAvailableGroups,
  type BestAvailableOptions,
  bestAvailableSeats,
  type CandidateSeat,
} from './best-available';
export { BlockSeats, type BlockSeatsProps } from './block-seats';
export { MapLegend, type MapLegendProps, SEAT_SYMBOLS } from './map-legend';
export { StadiumOverview, type StadiumOverviewProps } from './stadium-overview';
export {
  type Arena,
  type FormatPrice,
  type LegendCategory,
  type MapBlock,
  type MapSeat,
  type PitchKind,
  toPitchKind,
  type VenueLayout,
} from './types';
