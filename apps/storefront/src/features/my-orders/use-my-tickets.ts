'use client';

import { useCallback, useEffect, useState } from 'react';
import type { MyTicketGroup, MyTicketsPage, TicketFilter } from './my-tickets-model';

/** What the orders page shows for a filter: the groups loaded so far and where loading stands. */
export interface MyTicketsState {
  groups: MyTicketGroup[];
  status: 'loading' | 'ready' | 'error';
  /** A "load more" is running. */
  loadingMore: boolean;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

async function fetchPage(filter: TicketFilter, after: string | null): Promise<MyTicketsPage> {
  const query = new URLSearchParams({ filter });
  if (after) query.set('after', after);
  const response = await fetch(`/api/tickets?${query}`, { cache: 'no-store' });
  // The session ended in another tab: log in again and come back here.
  if (response.status === 401) {
    window.location.assign(`/login?redirectUrl=${encodeURIComponent('/orders')}`);
    throw new Error('login required');
  }
  if (!response.ok) throw new Error(`tickets: HTTP ${response.status}`);
  return (await response.json()) as MyTicketsPage;
}

/**
 * Loads the customer's ticket groups page by page for `filter`. The caller keys its component by
 * the filter, so another filter starts from a fresh state.
 */
export function useMyTickets(filter: TicketFilter): MyTicketsState {
  const [groups, setGroups] = useState<MyTicketGroup[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [status, setStatus] = useState<MyTicketsState['status']>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchPage(filter, null).then(
      (page) => {
        if (!current) return;
        setGroups(page.groups);
        setCursor(page.nextCursor ?? null);
        setStatus('ready');
      },
      () => current && setStatus('error'),
    );
    return () => {
      current = false;
    };
  }, [filter, attempt]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    fetchPage(filter, cursor)
      .then(
        (page) => {
          setGroups((loaded) => [...loaded, ...page.groups]);
          setCursor(page.nextCursor ?? null);
        },
        () => setStatus('error'),
      )
      .finally(() => setLoadingMore(false));
  }, [cursor, filter, loadingMore]);

  return {
    groups,
    status,
    loadingMore,
    hasMore: cursor !== null,
    loadMore,
    retry: () => {
      setStatus('loading');
      setAttempt((n) => n + 1);
    },
  };
}
