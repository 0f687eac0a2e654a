'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import type { ClosureReason } from './seats-reasons';
import { failureKey } from './seats-failure-text';
import { callSeatsRoute } from './seats-request';
import { SEATS_REOPEN } from './seats-routes';
import styles from './seats.module.css';

export interface ClosureRow {
  seatId: string;
  blockId: string;
  place: string;
  rowName: string;
  seatNumber: string;
  reason: ClosureReason;
  note: string | null;
  staffEmail: string | null;
  /** Already in the club's time zone. */
  closedAt: string;
}

/** The seats closed together (one block, reason, note, person and moment): one line of the table. */
interface ClosureGroup {
  key: string;
  first: ClosureRow;
  seats: ClosureRow[];
}

/**
 * The match's closed seats with why, who and when, one line per closing (a whole block closed at
 * once is one line, not hundreds); a line reopens all its seats, or one seat from its list.
 */
export function ClosuresTable(props: { eventId: string; closures: ClosureRow[]; canEdit: boolean }) {
  const t = useTranslations('boSeats');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const groups = useMemo(() => {
    const byKey = new Map<string, ClosureGroup>();
    for (const closure of props.closures) {
      const key = [closure.blockId, closure.reason, closure.note, closure.staffEmail, closure.closedAt].join(
        '|',
      );
      const group = byKey.get(key);
      if (group) group.seats.push(closure);
      else byKey.set(key, { key, first: closure, seats: [closure] });
    }
    return [...byKey.values()];
  }, [props.closures]);

  const reopen = async (seatIds: string[]) => {
    if (seatIds.length === 0) return;
    setBusy(true);
    const result = await callSeatsRoute(SEATS_REOPEN, { eventId: props.eventId, seatIds });
    setBusy(false);
    setNotice(
      result.ok
        ? { status: 'success', text: t('seats.reopenedResult', { count: result.data.reopened }) }
        : { status: 'error', text: t(failureKey(result.code)) },
    );
    router.refresh();
  };
  const seatName = (seat: ClosureRow) =>
    t('seats.chooseClosure', { seat: seat.seatNumber, row: seat.rowName, block: seat.place });

  return (
    <section className={staff.panel} aria-labelledby="closures-title">
      <h2 id="closures-title" className={staff.sectionTitle}>
        {t('seats.closuresTitle')}
      </h2>
      <div aria-live="polite" className={staff.notice}>
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </div>
      {groups.length === 0 ? (
        <p className={staff.muted}>{t('seats.noClosures')}</p>
      ) : (
        <div
          className={`${staff.tableWrap} ${styles.closuresWrap}`}
          tabIndex={0}
          role="region"
          aria-labelledby="closures-title"
        >
          <table className={`${staff.table} ${styles.closuresTable}`}>
            <thead>
              <tr>
                <th scope="col">{t('seats.block')}</th>
                <th scope="col">{t('seats.closed')}</th>
                <th scope="col">{t('seats.reason')}</th>
                <th scope="col">{t('seats.by')}</th>
                <th scope="col">{t('seats.when')}</th>
              </tr>
            </thead>
            <tbody>
              {groups.map(({ key, first, seats }) => (
                <tr key={key} data-closure-group={first.blockId}>
                  <td>{first.place}</td>
                  <td>
                    <details>
                      <summary>{t('seats.seatCount', { count: seats.length })}</summary>
                      <ul className={styles.closedList}>
                        {seats.map((seat) => (
                          <li key={seat.seatId} data-closure={seat.seatId}>
                            {t('seats.row', { row: seat.rowName })} ·{' '}
                            {t('seats.seat', { number: seat.seatNumber })}
                            {props.canEdit && (
                              <button
                                type="button"
                                className={buttonClass({ variant: 'ghost', size: 'xs' })}
                                disabled={busy}
                                onClick={() => reopen([seat.seatId])}
                                aria-label={`${t('seats.reopen')}: ${seatName(seat)}`}
                              >
                                {t('seats.reopen')}
                              </button>
                            )}
                          </li>
                        ))}
                      </ul>
                    </details>
                    {props.canEdit && (
                      <button
                        type="button"
                        className={buttonClass({ variant: 'outline', size: 'xs' })}
                        disabled={busy}
                        onClick={() => reopen(seats.map((seat) => seat.seatId))}
                      >
                        {t('seats.reopenSelected', { count: seats.length })}
                      </button>
                    )}
                  </td>
                  <td>
                    {t(`reasons.${first.reason}`)}
                    {first.note && <div className={staff.muted}>{first.note}</div>}
                  </td>
                  <td>{first.staffEmail ?? '—'}</td>
                  <td className={staff.num}>{first.closedAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
