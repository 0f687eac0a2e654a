'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import text from '@/features/primitives/text.module.css';
import staff from '@/features/staff/staff.module.css';
import type { ClosureReason } from './seats-reasons';
import { failureKey } from './seats-failure-text';
import { callSeatsRoute } from './seats-request';
import { SEATS_REOPEN } from './seats-routes';

export interface ClosureRow {
  seatId: string;
  place: string;
  rowName: string;
  seatNumber: string;
  reason: ClosureReason;
  note: string | null;
  staffEmail: string | null;
  /** Already in the club's time zone. */
  closedAt: string;
}

/** The match's closed seats with why, who and when; ticked ones (or one) are reopened. */
export function ClosuresTable(props: { eventId: string; closures: ClosureRow[]; canEdit: boolean }) {
  const t = useTranslations('boSeats');
  const router = useRouter();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

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
    setChosen(new Set());
    router.refresh();
  };

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
      {props.closures.length === 0 ? (
        <p className={staff.muted}>{t('seats.noClosures')}</p>
      ) : (
        <>
          <div className={staff.tableWrap}>
            <table className={staff.table}>
              <thead>
                <tr>
                  {props.canEdit && (
                    <th scope="col">
                      <span className={text.srOnly}>{t('seats.reopen')}</span>
                    </th>
                  )}
                  <th scope="col">{t('seats.block')}</th>
                  <th scope="col">{t('seats.row', { row: '' }).trim()}</th>
                  <th scope="col">{t('seats.seat', { number: '' }).trim()}</th>
                  <th scope="col">{t('seats.reason')}</th>
                  <th scope="col">{t('seats.by')}</th>
                  <th scope="col">{t('seats.when')}</th>
                  {props.canEdit && (
                    <th scope="col">
                      <span className={text.srOnly}>{t('seats.reopen')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {props.closures.map((closure) => (
                  <tr key={closure.seatId} data-closure={closure.seatId}>
                    {props.canEdit && (
                      <td>
                        <input
                          type="checkbox"
                          checked={chosen.has(closure.seatId)}
                          disabled={busy}
                          aria-label={t('seats.chooseClosure', {
                            seat: closure.seatNumber,
                            row: closure.rowName,
                            block: closure.place,
                          })}
                          onChange={(event) =>
                            setChosen((current) => {
                              const next = new Set(current);
                              if (event.target.checked) next.add(closure.seatId);
                              else next.delete(closure.seatId);
                              return next;
                            })
                          }
                        />
                      </td>
                    )}
                    <td>{closure.place}</td>
                    <td>{closure.rowName}</td>
                    <td>{closure.seatNumber}</td>
                    <td>
                      {t(`reasons.${closure.reason}`)}
                      {closure.note && <div className={staff.muted}>{closure.note}</div>}
                    </td>
                    <td>{closure.staffEmail ?? '—'}</td>
                    <td className={staff.num}>{closure.closedAt}</td>
                    {props.canEdit && (
                      <td>
                        <button
                          type="button"
                          className={buttonClass({ variant: 'outline', size: 'xs' })}
                          disabled={busy}
                          onClick={() => reopen([closure.seatId])}
                          aria-label={`${t('seats.reopen')}: ${t('seats.chooseClosure', {
                            seat: closure.seatNumber,
                            row: closure.rowName,
                            block: closure.place,
                          })}`}
                        >
                          {t('seats.reopen')}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {props.canEdit && (
            <div className={staff.buttons}>
              <button
                type="button"
                className={buttonClass({ variant: 'outline' })}
                disabled={busy || chosen.size === 0}
                onClick={() => reopen([...chosen])}
              >
                {t('seats.reopenSelected', { count: chosen.size })}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
