/**
 * The seat map for event and pack pages. Typical use (client component, seats of the open block
 * from GraphQL `blocks(blockIds, eventId)`):
 *
 *   <StadiumOverview arena={{ ...arena, pitch: toPitchKind(arena.pitch) }} blocks={blocks}
 *     selectedBlockId={blockId} onSelectBlock={openBlock} formatPrice={formatPrice} />
 *   <BlockSeats block={block} seats={block.seats} selectedSeatIds={ticketSeatIds}
 *     heldByCartSeatIds={heldIds} onToggleSeat={toggleSeat} formatPrice={formatPrice} />
 *   <BestAvailableButton seats={block.seats} count={ticketCount} categoryId={categoryId} onPick={assignSeats} />
 *   <SeatView arena={arena} block={block} />
 *   <MapLegend categories={categoriesWithPrices} formatPrice={formatPrice} />
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
export { MapLegend, type MapLegendProps } from './map-legend';
export { SeatView, type SeatViewProps } from './seat-view';
export { StadiumOverview, type StadiumOverviewProps } from './stadium-overview';
export {
  type Arena,
  type FormatPrice,
  type LegendCategory,
  type MapBlock,
  type MapSeat,
  type PitchKind,
  toPitchKind,
} from './types';
