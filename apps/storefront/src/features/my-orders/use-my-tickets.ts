'use client';

import { useCallback, useEffect, useState } from 'react';
import { callRoute } from '@/features/api/route-contract';
import { MY_TICKETS } from './my-orders-routes';
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
  const answer = await callRoute(MY_TICKETS, after ? { filter, after } : { filter });
  // The session ended in another tab: log in again and come back here.
  if (answer.status === 401) {
    window.location.assign(`/login?redirectUrl=${encodeURIComponent('/orders')}`);
    throw new Error('login required');
  }
  if (!answer.ok) throw new Error(`tickets: HTTP ${answer.status}`);
  return answer.data;
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
