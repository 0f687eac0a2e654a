'use client';

import { callRoute } from '@/features/api/route-contract';
import type { ClientLog } from './client-log-schema';
import { CLIENT_LOG } from './errors-routes';

/** Sends a render error to the server log; never throws (reporting must not break the error page). */
export function reportClientError(
  error: Error & { digest?: string },
  level: ClientLog['level'] = 'error',
): void {
  const entry: ClientLog = {
    message: error.message || 'Unknown render error',
    level,
    browserInfo: {
      userAgent: navigator.userAgent.slice(0, 512),
      language: navigator.language,
      url: window.location.href,
      viewport: { width: window.innerWidth, height: window.innerHeight },
    },
    stack: error.stack?.slice(0, 8000),
    digest: error.digest,
  };
  // callRoute never throws: a report that cannot be sent is dropped.
  void callRoute(CLIENT_LOG, entry, { keepalive: true });
}
