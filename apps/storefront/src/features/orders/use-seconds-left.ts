'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Seconds until `expiry`, ticking every second; null without an expiry or before the first tick,
 * unless `atRender`: then counted from the first render (the server's, for a server render).
 */
export function useSecondsLeft(expiry: string | null, { atRender = false } = {}): number | null {
  const [now, setNow] = useState<number | null>(() => (atRender ? Date.now() : null));
  useEffect(() => {
    if (!expiry) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [expiry]);
  return expiry && now !== null ? secondsLeft(expiry, now) : null;
}
