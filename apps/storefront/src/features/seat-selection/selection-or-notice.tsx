'use client';

import type { SaleState } from '@/features/catalogue/sale-state';
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
 * read in the browser; while that matters and is not known yet, a skeleton holds the place.
 */
export function SelectionOrNotice(props: {
  /** The state for a visitor who is not an early bird. */
  state: SaleState;
  /** The state for an early-bird customer (differs only in an early-bird-only window). */
  earlyBirdState: SaleState;
  path: string;
  data: SelectionData;
}) {
  const { path, data } = props;
  const { seatmapAccessibleWhenLoggedOut } = useTenant();
  const fan = useSessionHint();
  const sessionMatters =
    props.state.kind === 'earlyBird' || (props.state.kind === 'onSale' && !seatmapAccessibleWhenLoggedOut);
  if (sessionMatters && fan === undefined) return <SelectionSkeleton />;
  const loggedIn = Boolean(fan);
  const state = fan?.isEarlyBird ? props.earlyBirdState : props.state;
  if (state.kind !== 'onSale') return <SaleNotice state={state} loginRedirect={path} loggedIn={loggedIn} />;
  if (!seatmapAccessibleWhenLoggedOut && !loggedIn)
    return <SaleNotice state={null} loginRedirect={path} loggedIn={false} />;
  return (
    <WaitingRoomGate eventId={data.subject.id} waitingRoom={data.waitingRoom}>
      <SeatSelection data={data} />
    </WaitingRoomGate>
  );
}
