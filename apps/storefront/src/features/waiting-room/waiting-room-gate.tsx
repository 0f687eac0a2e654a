'use client';

import type { ReactNode } from 'react';
import { AdmittedBanner } from './admitted-banner';
import { useWaitingRoom } from './use-waiting-room';
import { WaitingRoomPanel } from './waiting-room-panel';

/** An event's waiting room as the public catalogue describes it (GraphQL `Event.waitingRoom`). */
export interface WaitingRoomInfo {
  opensAt: string;
  admitPerMinute: number;
}

/**
 * Puts the seat selection of an event behind its waiting room (ADR 0014). The match page is the
 * same cached HTML for every fan (ADR 0013), so whether this visitor may choose seats is decided
 * here, in the browser: the page asks the BFF for the visitor's place and shows the queue until
 * their turn comes, then `children`. Skipping this in the browser gains nothing: the hold route
 * refuses seats of such an event without the admission the BFF keeps in an httpOnly cookie.
 */
export function WaitingRoomGate({
  eventId,
  waitingRoom,
  children,
}: {
  eventId: string;
  waitingRoom: WaitingRoomInfo | null | undefined;
  children: ReactNode;
}) {
  if (!waitingRoom) return children;
  return (
    <Gate eventId={eventId} admitPerMinute={waitingRoom.admitPerMinute}>
      {children}
    </Gate>
  );
}

function Gate({
  eventId,
  admitPerMinute,
  children,
}: {
  eventId: string;
  admitPerMinute: number;
  children: ReactNode;
}) {
  const { view, rejoin } = useWaitingRoom(eventId);
  // A passing outage does not take the seats away from a fan already admitted.
  const status = view.kind === 'status' ? view.status : view.kind === 'unreachable' ? view.last : null;
  if (status?.state === 'CLOSED') return children;
  if (status?.state === 'ADMITTED')
    return (
      <>
        {status.admittedUntil && <AdmittedBanner until={status.admittedUntil} />}
        {children}
      </>
    );
  return <WaitingRoomPanel eventId={eventId} view={view} admitPerMinute={admitPerMinute} onRejoin={rejoin} />;
}
