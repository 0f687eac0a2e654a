'use client';

import { Alert } from '@/features/primitives/alert';
import styles from './season.module.css';
import type { SeasonNotice as Notice } from './use-season-submit';

/** A form's outcome, announced politely; a refusal lists the catalogue's reasons and ways out. */
export function SeasonNotice({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite" data-testid="season-notice">
      {notice && (
        <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
          {notice.text}
          {notice.status === 'error' && notice.refusals && notice.refusals.length > 0 && (
            <ul className={styles.refusals} data-testid="season-refusals">
              {notice.refusals.map((r, i) => (
                <li key={i}>
                  {r.reason} {r.wayOut}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
