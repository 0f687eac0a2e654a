'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often a match-day dashboard reads its figures again (docs/product.md#sales-dashboard). */
export const LIVE_REFRESH_MS = 30_000;

/**
 * While a match is on, asks the server page for fresh figures every 30 seconds (entries come in
 * as the stewards scan); the page keeps its place, and a hidden tab does not poll.
 */
export function LiveRefresh({ active }: { active: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, router]);
  return null;
}
