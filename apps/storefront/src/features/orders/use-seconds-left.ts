'use client';

import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** Seconds until `expiry`, ticking every second; null without an expiry or before the first tick. */
export function useSecondsLeft(expiry: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
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
