'use client';

import { usePathname } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';
import { useTenant } from '@/features/tenancy/tenant-context';
import { readSessionHint, type SessionHint } from './session-hint';

const CHANGED = 'stadio:session-changed';

// Reading document.cookie asks the browser's network process each time, and React reads the
// snapshot at every render of every component using the hint: one read per run of script is enough
// (a cookie changed by an answer is read by the next one, and a change announced comes with an event).
let cookieRead: string | null = null;
const browserCookies = () => {
  if (cookieRead === null) {
    cookieRead = document.cookie;
    queueMicrotask(() => {
      cookieRead = null;
    });
  }
  return cookieRead;
};
const serverCookies = () => null;

function subscribe(onChange: () => void) {
  const changed = () => {
    cookieRead = null;
    onChange();
  };
  window.addEventListener(CHANGED, changed);
  // Logged in or out in another tab: the cookie is shared, the page was not told.
  window.addEventListener('focus', changed);
  return () => {
    window.removeEventListener(CHANGED, changed);
    window.removeEventListener('focus', changed);
  };
}

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
