'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';
import { useTenant } from '@/features/tenancy/tenant-context';
import { readSessionHint, type SessionHint } from './session-hint';

const CHANGED = 'stadio:session-changed';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  // Logged in or out in another tab: the cookie is shared, the page was not told.
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('focus', onChange);
  };
}
const browserCookies = () => document.cookie;
const serverCookies = () => null;

/** Tells the hooks that the session cookie changed without a navigation (e.g. a new first name). */
export function announceSessionChange() {
  window.dispatchEvent(new Event(CHANGED));
}

/**
 * The logged-in fan as a page may show them (first name, early bird), or null; `undefined` until
 * hydrated, since the server's HTML is the same for everyone (ADR 0013).
 */
export function useSessionHint(): SessionHint | null | undefined {
  const { slug } = useTenant();
  // A navigation renders this hook again, which reads the cookie again (logins end in one).
  usePathname();
  const cookie = useSyncExternalStore(subscribe, browserCookies, serverCookies);
  return useMemo(() => (cookie === null ? undefined : readSessionHint(cookie, slug)), [cookie, slug]);
}
