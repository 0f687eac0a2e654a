'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { nextPollDelay, retryDelay } from './poll-delay';
import { WAITING_ROOM } from './waiting-room-routes';
import type { WaitingRoomStatus } from './waiting-room-status';

/** What the gate knows: nothing yet, the last answer, or that the line cannot be reached now. */
export type WaitingRoomView =
  | { kind: 'checking' }
  | { kind: 'status'; status: WaitingRoomStatus }
  | { kind: 'unreachable'; last: WaitingRoomStatus | null };

class PollFailure extends Error {
  constructor(readonly retryAfterSeconds: number | null) {
    super('waiting room poll failed');
  }
}

async function askPlace(eventId: string, rejoin: boolean): Promise<WaitingRoomStatus> {
  const answer = await callRoute(WAITING_ROOM, { eventId, rejoin });
  if ('network' in answer) throw new PollFailure(null);
  if (!answer.ok) {
    const retryAfter = Number(answer.retryAfter);
    throw new PollFailure(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  // The schema comes with the first answer, not with the page (ADR 0017).
  const { waitingRoomStatusSchema } = await import('./waiting-room-status');
  const parsed = waitingRoomStatusSchema.safeParse(answer.data);
  if (!parsed.success) throw new PollFailure(null);
  return parsed.data;
}

/**
 * This visitor's place in an event's line, asked at once and then again as poll-delay.ts says
 * (and when the tab becomes visible again); `rejoin` sends a visitor whose admission ended to the
 * end of the line. The place itself lives in the database, so a reload keeps it.
 */
export function useWaitingRoom(eventId: string): { view: WaitingRoomView; rejoin(): void } {
  const [view, setView] = useState<WaitingRoomView>({ kind: 'checking' });
  const ask = useRef<(rejoin: boolean) => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let last: WaitingRoomStatus | null = null;
    const schedule = (delay: number | null) => {
      clearTimeout(timer);
      if (delay !== null && !stopped) timer = setTimeout(() => void poll(false), delay);
    };
    const poll = async (rejoin: boolean) => {
      clearTimeout(timer);
      try {
        const status = await askPlace(eventId, rejoin);
        if (stopped) return;
        failures = 0;
        last = status;
        setView({ kind: 'status', status });
        schedule(nextPollDelay(status, Date.now(), Math.random()));
      } catch (error) {
        if (stopped) return;
        failures += 1;
        setView({ kind: 'unreachable', last });
        schedule(
          retryDelay(failures, error instanceof PollFailure ? error.retryAfterSeconds : null, Math.random()),
        );
      }
    };
    ask.current = (rejoin) => void poll(rejoin);
    // A background tab's timers are slowed down: ask again as soon as the fan looks at it.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && last?.state === 'WAITING') void poll(false);
    };
    document.addEventListener('visibilitychange', onVisible);
    void poll(false);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [eventId]);

  const rejoin = useCallback(() => ask.current(true), []);
  return { view, rejoin };
}
