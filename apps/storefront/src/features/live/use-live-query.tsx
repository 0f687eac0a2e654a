'use client';

import type { TypedDocumentNode } from '@urql/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider, useQuery, type AnyVariables } from 'urql';
import { liveClient } from './live-client';

/**
 * A live public query (ADR 0013): asked once the page is in the browser, then again every
 * `intervalMs` while the page is visible and at once when it becomes visible again. Undefined until
 * the first answer (or while paused); the last good answer stays while a refresh fails.
 */
export function useLiveQuery<Data, Variables extends AnyVariables>(
  query: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  options: { intervalMs: number; pause?: boolean },
): Data | undefined {
  const { intervalMs, pause = false } = options;
  const key = JSON.stringify(variables);
  // The variables' identity changes every render; their content is what matters.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stableVariables = useMemo(() => variables, [key]);
  const [result, reexecute] = useQuery({ query, variables: stableVariables, pause });
  // A refresh that fails clears urql's data; the last good answer stays on screen meanwhile.
  const [lastGood, setLastGood] = useState<Data | undefined>(undefined);
  if (result.data && result.data !== lastGood) setLastGood(result.data);
  useEffect(() => {
    if (pause) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') reexecute({ requestPolicy: 'network-only' });
    };
    const timer = window.setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [reexecute, intervalMs, pause]);
  return pause ? undefined : (result.data ?? lastGood);
}

/** The urql provider of live queries, for the islands that use them. */
export function LiveProvider({ children }: { children: ReactNode }) {
  return <Provider value={liveClient()}>{children}</Provider>;
}
