'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@/features/primitives/alert';
import type { TeamResult } from './team-request';
import { useTeamErrorText } from './use-team-error-text';
import styles from '@/features/staff/staff.module.css';

type Notice = { status: 'success' | 'error'; text: string };
interface TeamNotices {
  /** Runs a team call: its outcome is announced above the table and the page is rendered again. */
  run<T>(call: () => Promise<TeamResult<T>>, success: (data: T) => string): Promise<boolean>;
  busy: boolean;
}

const Context = createContext<TeamNotices | null>(null);

/**
 * One live region for every action of the page (the rows' buttons, the invite form): a dense
 * table has no room for a message per row, and a screen reader hears each outcome once.
 */
export function TeamNoticeProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const errorText = useTeamErrorText();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(call: () => Promise<TeamResult<T>>, success: (data: T) => string) => {
      setBusy(true);
      const result = await call();
      setBusy(false);
      setNotice(
        result.ok
          ? { status: 'success', text: success(result.data) }
          : { status: 'error', text: errorText(result.code, result.problems) },
      );
      if (result.ok) router.refresh();
      return result.ok;
    },
    [errorText, router],
  );
  const value = useMemo(() => ({ run, busy }), [run, busy]);
  return (
    <Context.Provider value={value}>
      <div aria-live="polite" className={styles.notice} data-testid="team-notice">
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </div>
      {children}
    </Context.Provider>
  );
}

export function useTeamNotices(): TeamNotices {
  const value = useContext(Context);
  if (!value) throw new Error('useTeamNotices outside TeamNoticeProvider');
  return value;
}
