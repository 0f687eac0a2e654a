'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ROUTE_PROGRESS_END, ROUTE_PROGRESS_START } from './route-progress-events';
import { useCurrentPath } from './use-current-path';
import styles from './route-progress.module.css';

/** Is this click a same-tab navigation to another page of this site? */
function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * A bar at the top of the page from the click on a link (or a Continue button's start) until the
 * new page is shown. The App Router has no navigation events, so the start is a link click or a
 * button's event and the end is the URL change, or the button's end on a refusal.
 * Plain CSS, no Chakra: it is in every page's first load (ADR 0017).
 */
export function RouteProgress() {
  const t = useTranslations('common');
  // Read without useSearchParams, so the bar needs no Suspense boundary and is listening as soon
  // as the layout is hydrated (a boundary of its own hydrates later, and missed early clicks).
  const currentUrl = useCurrentPath();
  // The URL a navigation started from; the bar shows until the URL differs (the new page is rendered).
  const [startedFrom, setStartedFrom] = useState<string | null>(null);
  const active = startedFrom === currentUrl;

  useEffect(() => {
    // Back/forward is served from the router cache at once, so only link clicks start the bar.
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setStartedFrom(`${window.location.pathname}${window.location.search}`);
    };
    // Capture phase: Next's <Link> cancels the click's default action in React's own listener.
    document.addEventListener('click', onClick, true);
    // Continue buttons navigate without a link, and may stop on a refusal (route-progress-events.ts).
    const onStart = () => setStartedFrom(`${window.location.pathname}${window.location.search}`);
    const onEnd = () => setStartedFrom(null);
    window.addEventListener(ROUTE_PROGRESS_START, onStart);
    window.addEventListener(ROUTE_PROGRESS_END, onEnd);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(ROUTE_PROGRESS_START, onStart);
      window.removeEventListener(ROUTE_PROGRESS_END, onEnd);
    };
  }, []);

  // Never leave a bar stuck if a navigation was cancelled.
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setStartedFrom(null), 15_000);
    return () => clearTimeout(timer);
  }, [active]);

  if (!active) return null;
  return (
    <div
      role="progressbar"
      aria-label={t('pageLoading')}
      data-testid="route-progress"
      className={styles.track}
    >
      <div className={styles.bar} />
    </div>
  );
}
