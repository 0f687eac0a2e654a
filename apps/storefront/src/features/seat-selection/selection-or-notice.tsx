'use client';

import { withLiveStock, type SaleState } from '@/features/catalogue/sale-state';
import { useLiveSelection } from '@/features/live/use-live-selection';
import { LiveProvider } from '@/features/live/use-live-query';
import { useSessionHint } from '@/features/session/use-session-hint';
import { useTenant } from '@/features/tenancy/tenant-context';
import { WaitingRoomGate } from '@/features/waiting-room/waiting-room-gate';
import { SaleNotice } from './sale-notice';
import { SeatSelection } from './seat-selection';
import { SelectionSkeleton } from './selection-skeleton';
import type { SelectionData } from './selection-data';

/**
 * The body of an event or pack page: the seat selection when the sale is open to this visitor,
 * else why not (sale state, or a map kept for logged-in fans) with a login that comes back to `path`.
 * The page is the same for every fan (ADR 0013), so who this visitor is (logged in, early bird) is
 * read in the browser; while that matters and is not known yet, a skeleton holds the place. Stock
 * is live too: the map follows the light offers query, and a sale that sells out says so.
 */
export function SelectionOrNotice(props: SelectionOrNoticeProps) {
  return (
    <LiveProvider>
      <SelectionOrNoticeBody {...props} />
    </LiveProvider>
  );
}

interface SelectionOrNoticeProps {
  /** The state for a visitor who is not an early bird. */
  state: SaleState;
  /** The state for an early-bird customer (differs only in an early-bird-only window). */
  earlyBirdState: SaleState;
  path: string;
  data: SelectionData;
}

function SelectionOrNoticeBody(props: SelectionOrNoticeProps) {
  const { path } = props;
  const { seatmapAccessibleWhenLoggedOut } = useTenant();
  const fan = useSessionHint();
  const sessionMatters =
    props.state.kind === 'earlyBird' || (props.state.kind === 'onSale' && !seatmapAccessibleWhenLoggedOut);
  const waiting = sessionMatters && fan === undefined;
  const loggedIn = Boolean(fan);
  const pageState = fan?.isEarlyBird ? props.earlyBirdState : props.state;
  // Stock matters while the sale is open, and to a sold-out sale that may get seats back.
  const stockMatters = pageState.kind === 'onSale' || pageState.kind === 'soldOut';
  const live = useLiveSelection(props.data, waiting || !stockMatters);
  const data = live.data;
  if (waiting) return <SelectionSkeleton />;
  const state = withLiveStock(pageState, live.soldOut);
  if (state.kind !== 'onSale') return <SaleNotice state={state} loginRedirect={path} loggedIn={loggedIn} />;
  if (!seatmapAccessibleWhenLoggedOut && !loggedIn)
    return <SaleNotice state={null} loginRedirect={path} loggedIn={false} />;
  return (
    <WaitingRoomGate eventId={data.subject.id} waitingRoom={data.waitingRoom}>
      <SeatSelection data={data} />
    </WaitingRoomGate>
  );
}
