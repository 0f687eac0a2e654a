'use client';

import { useEffect } from 'react';
import { SESSION_HINT_COOKIE } from './session-hint';
import { announceSessionChange } from './use-session-hint';

/**
 * On a page only a logged-out fan sees (the login page lets a live session through), a first name
 * left in the readable hint belongs to a session ended elsewhere ("log out everywhere", a new
 * password): the server's redirect could not clear it, so the browser does, and the navbar follows.
 */
export function ForgetSessionHint() {
  useEffect(() => {
    if (!document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))) return;
    document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
    announceSessionChange();
  }, []);
  return null;
}
