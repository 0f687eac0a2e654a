'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import { failureKey } from './seats-failure-text';
import { callSeatsRoute } from './seats-request';
import { SEATS_CANCEL_EVENT, SEATS_CONTINUE_CANCEL, type CancellationProgress } from './seats-routes';
import styles from './seats.module.css';

/**
 * The cancel page's action: the opponent's name typed to confirm, then the match is cancelled and
 * its orders processed a batch per call while the page stays open (the API's cancel is idempotent:
 * a second click or tab refunds nothing twice). Progress is what the API answers after each batch.
 */
export function CancelPanel(props: {
  eventId: string;
  /** What must be typed: the opponent's name (the match's when it has none). */
  expected: string;
  initial: CancellationProgress;
  /** Who cancelled and when, in the club's time zone. */
  startedLine: string | null;
  timeZone: string;
}) {
  const t = useTranslations('boSeats');
  const locale = useLocale();
  const [progress, setProgress] = useState<CancellationProgress>(props.initial);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const started = progress.startedAt !== null;

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setError(null);
    try {
      for (;;) {
        const result = await callSeatsRoute(SEATS_CONTINUE_CANCEL, { eventId: props.eventId });
        if (!result.ok) {
          setError(t(failureKey(result.code)));
          return;
        }
        setProgress(result.data);
        if (result.data.remaining === 0) return;
      }
    } finally {
      running.current = false;
    }
  }, [props.eventId, t]);

  // A cancellation left half done (the page was closed) goes on as soon as the page is open again.
  useEffect(() => {
    if (props.initial.startedAt !== null && props.initial.remaining > 0) void drain();
  }, [drain, props.initial.startedAt, props.initial.remaining]);

  const cancel = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const result = await callSeatsRoute(SEATS_CANCEL_EVENT, { eventId: props.eventId, confirmation: typed });
    setBusy(false);
    if (!result.ok) {
      setError(t(failureKey(result.code)));
      return;
    }
    setProgress(result.data);
    if (result.data.remaining > 0) await drain();
  };

  const done = progress.cancelled + progress.flagged + progress.failed;
  const total = done + progress.remaining;
  if (!started)
    return (
      <form
        className={staff.form}
        onSubmit={(event) => {
          event.preventDefault();
          void cancel();
        }}
      >
        <div className={staff.field}>
          <label htmlFor="cancel-confirmation">{t('cancel.confirmLabel', { name: props.expected })}</label>
          <input
            id="cancel-confirmation"
            className={staff.input}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby="cancel-confirmation-hint"
            style={{ maxWidth: '24rem' }}
          />
          <p id="cancel-confirmation-hint" className={staff.hint}>
            {t('cancel.confirmHint')}
          </p>
        </div>
        <div aria-live="polite" className={staff.notice}>
          {error && (
            <Alert status="error" role="alert">
              {error}
            </Alert>
          )}
        </div>
        <div className={staff.buttons}>
          <button type="submit" className={buttonClass({ palette: 'red' })} disabled={busy || !typed.trim()}>
            {busy ? t('cancel.working') : t('cancel.button')}
          </button>
        </div>
      </form>
    );
  return (
    <section className={staff.panel} aria-labelledby="progress-title">
      <h2 id="progress-title" className={staff.sectionTitle}>
        {t('cancel.progressTitle')}
      </h2>
      {props.startedLine && <p className={staff.hint}>{props.startedLine}</p>}
      <progress
        className={styles.progress}
        max={Math.max(total, 1)}
        value={total === 0 ? 1 : done}
        aria-label={t('cancel.progress', { done, total })}
      />
      <p role="status" data-testid="cancel-progress">
        {t('cancel.progress', { done, total })}
      </p>
      <dl className={staff.facts}>
        <div>
          <dt>{t('cancel.cancelled')}</dt>
          <dd data-fact="cancelled">{progress.cancelled}</dd>
        </div>
        <div>
          <dt>{t('cancel.flagged')}</dt>
          <dd data-fact="flagged">{progress.flagged}</dd>
        </div>
        <div>
          <dt>{t('cancel.failed')}</dt>
          <dd data-fact="failed">{progress.failed}</dd>
        </div>
        <div>
          <dt>{t('cancel.remaining')}</dt>
          <dd data-fact="remaining">{progress.remaining}</dd>
        </div>
      </dl>
      {progress.remaining === 0 ? (
        <Alert status="success">
          {t('cancel.finished', {
            date: progress.finishedAt ? formatStaffDate(progress.finishedAt, locale, props.timeZone) : '',
          })}
        </Alert>
      ) : (
        <Alert status="info">{t('cancel.keepOpen')}</Alert>
      )}
      {error && (
        <Alert status="error" role="alert">
          {t('cancel.paused', { error })}
        </Alert>
      )}
      <div className={staff.buttons}>
        {progress.remaining > 0 && (
          <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => void drain()}>
            {t('cancel.continue')}
          </button>
        )}
        {progress.flagged + progress.failed > 0 && (
          <Link href="/staff/anomalies" className={buttonClass({ variant: 'outline' })}>
            {t('cancel.anomalies')}
          </Link>
        )}
      </div>
    </section>
  );
}
