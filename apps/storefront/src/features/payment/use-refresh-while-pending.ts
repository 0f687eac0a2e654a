'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Pauses between two looks at a payment in progress: soon at first (the sandbox's pending card
 * settles within a minute, a real bank often within seconds), then every 15 s.
 */
export const PENDING_POLL_DELAYS_MS = [2_000, 3_000, 5_000, 8_000, 10_000, 15_000] as const;

/** The pause before look number `attempt` (0-based). */
export function pendingPollDelay(attempt: number): number {
  return PENDING_POLL_DELAYS_MS[Math.min(attempt, PENDING_POLL_DELAYS_MS.length - 1)] ?? 15_000;
}

/**
 * While `pending`, renders the page again on the server from time to time (`router.refresh()`:
 * the server component reads the payment again and the page updates in place, keeping focus and
 * scroll). A hidden tab waits until it is shown again rather than asking in the background.
 */
export function useRefreshWhilePending(pending: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!pending) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      if (document.visibilityState !== 'visible') return;
      router.refresh();
      schedule();
    };
    const schedule = () => {
      timer = setTimeout(look, pendingPollDelay(attempt));
      attempt += 1;
    };
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      look();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pending, router]);
}
