'use client';

import { WaitingRoomGate } from '@/features/waiting-room/waiting-room-gate';
import { SeatSelection } from './seat-selection';
import type { SelectionData } from './selection-data';

/**
 * The seat selection with its waiting room, as one lazily loaded chunk: the page's first load
 * carries only what decides whether it is shown (selection-or-notice.tsx). The server renders it
 * into the HTML; the browser fetches it after hydration and hydrates it then (ADR 0017).
 */
export default function SelectionIsland({ data }: { data: SelectionData }) {
  return (
    <WaitingRoomGate eventId={data.subject.id} waitingRoom={data.waitingRoom}>
      <SeatSelection data={data} />
    </WaitingRoomGate>
  );
}
