'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import staff from '@/features/staff/staff.module.css';
import { failureKey } from './seats-failure-text';
import { callSeatsRoute } from './seats-request';
import { REASONS } from './seats-reasons';
import { SEATS_CLOSE } from './seats-routes';
import styles from './seats.module.css';

export interface PickerSeat {
  id: string;
  rowName: string;
  seatNumber: string;
  status: 'AVAILABLE' | 'HELD' | 'SOLD' | 'CLOSED';
}

/**
 * One block's seats, row by row: free seats can be ticked and closed with a reason (or the whole
 * block's free seats at once); sold, held and closed seats are shown but cannot be ticked. After a
 * closing the page is rendered again from the API, so what it shows is what happened.
 */
export function SeatPicker(props: {
  eventId: string;
  blockId: string;
  title: string;
  seats: PickerSeat[];
  canEdit: boolean;
}) {
  const t = useTranslations('boSeats');
  const router = useRouter();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState<(typeof REASONS)[number]>('CAMERAS');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error' | 'warning'; lines: string[] } | null>(
    null,
  );
  const rows = useMemo(() => {
    const byRow = new Map<string, PickerSeat[]>();
    for (const seat of props.seats) byRow.set(seat.rowName, [...(byRow.get(seat.rowName) ?? []), seat]);
    return [...byRow];
  }, [props.seats]);
  const statusText = (status: PickerSeat['status']) =>
    ({
      AVAILABLE: t('seats.statusAvailable'),
      HELD: t('seats.statusHeld'),
      SOLD: t('seats.statusSold'),
      CLOSED: t('seats.statusClosed'),
    })[status];

  const toggle = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });

  const close = async (whole: boolean) => {
    if (!whole && chosen.size === 0) {
      setNotice({ status: 'warning', lines: [t('seats.nothingChosen')] });
      return;
    }
    setBusy(true);
    const result = await callSeatsRoute(SEATS_CLOSE, {
      eventId: props.eventId,
      blockId: props.blockId,
      ...(whole ? {} : { seatIds: [...chosen] }),
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      setNotice({ status: 'error', lines: [t(failureKey(result.code))] });
      return;
    }
    const { closed, skippedSold, skippedHeld, skippedClosed } = result.data;
    const skipped = skippedSold + skippedHeld + skippedClosed;
    setNotice({
      status: closed > 0 ? 'success' : 'warning',
      lines: [
        t('seats.closedResult', { closed }),
        ...(skipped > 0
          ? [t('seats.skipped', { sold: skippedSold, held: skippedHeld, already: skippedClosed })]
          : []),
      ],
    });
    setChosen(new Set());
    router.refresh();
  };

  return (
    <section className={staff.panel} aria-labelledby="block-seats-title">
      <h2 id="block-seats-title" className={staff.sectionTitle}>
        {props.title}
      </h2>
      <div aria-live="polite" className={staff.notice}>
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.lines.map((line) => (
              <p key={line} style={{ margin: 0 }}>
                {line}
              </p>
            ))}
          </Alert>
        )}
      </div>
      <div className={styles.rows}>
        {rows.map(([rowName, seats]) => {
          const free = seats.filter((seat) => seat.status === 'AVAILABLE').map((seat) => seat.id);
          const allChosen = free.length > 0 && free.every((id) => chosen.has(id));
          return (
            <fieldset key={rowName} className={styles.row}>
              <legend className={styles.rowName}>{t('seats.row', { row: rowName })}</legend>
              {props.canEdit && (
                <label className={styles.seat} title={t('seats.selectRow', { row: rowName })}>
                  <input
                    type="checkbox"
                    checked={allChosen}
                    disabled={free.length === 0 || busy}
                    onChange={(event) => toggle(free, event.target.checked)}
                    aria-label={t('seats.selectRow', { row: rowName })}
                  />
                  ∀
                </label>
              )}
              {seats.map((seat) => {
                const label = `${t('seats.seat', { number: seat.seatNumber })}, ${statusText(seat.status)}`;
                const free = seat.status === 'AVAILABLE';
                return (
                  <label
                    key={seat.id}
                    className={cx(
                      styles.seat,
                      seat.status === 'CLOSED' && styles.closedSeat,
                      (seat.status === 'SOLD' || seat.status === 'HELD') && styles.taken,
                    )}
                    title={label}
                    data-seat={seat.id}
                    data-status={seat.status}
                  >
                    {props.canEdit && (
                      <input
                        type="checkbox"
                        checked={chosen.has(seat.id)}
                        disabled={!free || busy}
                        onChange={(event) => toggle([seat.id], event.target.checked)}
                        aria-label={label}
                      />
                    )}
                    <span aria-hidden={props.canEdit}>{seat.seatNumber}</span>
                    {!props.canEdit && <span className={staff.muted}>{statusText(seat.status)}</span>}
                    {props.canEdit && !free && (
                      <span aria-hidden="true">{seat.status === 'CLOSED' ? '×' : '•'}</span>
                    )}
                  </label>
                );
              })}
            </fieldset>
          );
        })}
      </div>
      <p className={styles.legend}>
        <span>● {t('seats.statusAvailable')}</span>
        <span>
          • {t('seats.statusSold')} / {t('seats.statusHeld')}
        </span>
        <span>× {t('seats.statusClosed')}</span>
      </p>
      {props.canEdit && (
        <div className={staff.form}>
          <div className={styles.formRow}>
            <div className={staff.field}>
              <label htmlFor="closure-reason">{t('seats.reason')}</label>
              <select
                id="closure-reason"
                className={staff.input}
                value={reason}
                onChange={(event) => setReason(event.target.value as (typeof REASONS)[number])}
              >
                {REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`reasons.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className={staff.field}>
              <label htmlFor="closure-note">{t('seats.note')}</label>
              <input
                id="closure-note"
                className={staff.input}
                value={note}
                maxLength={500}
                onChange={(event) => setNote(event.target.value)}
                aria-describedby="closure-note-hint"
              />
              <p id="closure-note-hint" className={staff.hint}>
                {t('seats.noteHint')}
              </p>
            </div>
          </div>
          <div className={staff.buttons}>
            <button
              type="button"
              className={buttonClass({ palette: 'red' })}
              disabled={busy}
              onClick={() => close(false)}
            >
              {busy ? t('seats.closing') : t('seats.closeSelected', { count: chosen.size })}
            </button>
            <button
              type="button"
              className={buttonClass({ variant: 'outline', palette: 'red' })}
              disabled={busy}
              onClick={() => close(true)}
            >
              {t('seats.closeBlock')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
