'use client';

import { Hourglass, Users } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import spinners from '@/features/primitives/spinner.module.css';
import { useTenant } from '@/features/tenancy/tenant-context';
import { formatWait } from './format-wait';
import { queueProgress } from './queue-progress';
import type { WaitingRoomView } from './use-waiting-room';
import styles from './waiting-room-panel.module.css';

/**
 * The waiting room as a fan sees it while not admitted (ADR 0014): when the line opens, their
 * place and the estimated wait (a polite live region, so screen readers hear it move), how fast
 * fans are let in, or that their turn has passed with a way to join again. In the club's colours.
 */
export function WaitingRoomPanel({
  eventId,
  view,
  admitPerMinute,
  onRejoin,
}: {
  eventId: string;
  view: WaitingRoomView;
  admitPerMinute: number;
  onRejoin(): void;
}) {
  const t = useTranslations('waitingRoom');
  const titleId = useId();
  const status = view.kind === 'checking' ? null : view.kind === 'status' ? view.status : view.last;
  const state = view.kind === 'checking' ? 'CHECKING' : (status?.state ?? 'CHECKING');
  const title =
    state === 'NOT_OPEN' ? t('notOpenTitle') : state === 'EXPIRED' ? t('expiredTitle') : t('waitingTitle');
  return (
    <section aria-labelledby={titleId} className={styles.panel} data-testid="waiting-room" data-state={state}>
      <div className={styles.stripe} />
      <div className={styles.body}>
        <div className={styles.head}>
          <div className={styles.icon}>
            {state === 'NOT_OPEN' ? (
              <Hourglass aria-hidden="true" size={20} />
            ) : (
              <Users aria-hidden="true" size={20} />
            )}
          </div>
          <h2 className={styles.title} id={titleId}>
            {state === 'CHECKING' ? t('region') : title}
          </h2>
        </div>
        {state === 'CHECKING' && (
          <div className={styles.checking} role="status">
            <span className={cx(spinners.spinner, styles.spinner)} />
            <p>{t('checking')}</p>
          </div>
        )}
        {state === 'NOT_OPEN' && status && <NotOpen opensAt={status.opensAt ?? ''} />}
        {state === 'WAITING' && status && (
          <Waiting
            eventId={eventId}
            position={status.position ?? 1}
            waitSeconds={status.estimatedWaitSeconds ?? 0}
          />
        )}
        {state === 'EXPIRED' && (
          <div className={styles.expired}>
            <p>{t('expiredBody')}</p>
            <button
              type="button"
              className={buttonClass({ palette: 'brand' })}
              onClick={onRejoin}
              data-testid="waiting-room-rejoin"
            >
              {t('rejoin')}
            </button>
          </div>
        )}
        {(state === 'WAITING' || state === 'NOT_OPEN') && (
          <div className={styles.notes}>
            <p>{t('rate', { count: admitPerMinute })}</p>
            <p>{t('keepOpen')}</p>
          </div>
        )}
        {view.kind === 'unreachable' && (
          <Alert status="warning" data-testid="waiting-room-unreachable">
            <p>{t('unreachable')}</p>
          </Alert>
        )}
      </div>
    </section>
  );
}

function NotOpen({ opensAt }: { opensAt: string }) {
  const t = useTranslations('waitingRoom');
  const locale = useLocale();
  const { timeZone } = useTenant();
  return <p>{t('notOpenBody', { time: formatEventDate(opensAt, locale, timeZone) })}</p>;
}

function Waiting({
  eventId,
  position,
  waitSeconds,
}: {
  eventId: string;
  position: number;
  waitSeconds: number;
}) {
  const t = useTranslations('waitingRoom');
  const format = useFormatter();
  const locale = useLocale();
  // Rendered only once the browser has an answer (the server renders "checking"), so session
  // storage is there; the first position is remembered once per position seen.
  const progress = useMemo(() => queueProgress(eventId, position), [eventId, position]);
  const wait = formatWait(waitSeconds, locale);
  return (
    <div className={styles.waiting}>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="waiting-room-status">
        <p className={styles.positionLabel}>{t('positionLabel')}</p>
        <p className={styles.position} data-testid="waiting-room-position" data-position={position}>
          {format.number(position)}
        </p>
        <p>{t('ahead', { count: position - 1 })}</p>
        <p className={styles.wait} data-testid="waiting-room-wait">
          {wait ? t('waitAbout', { duration: wait }) : t('waitSoon')}
        </p>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div className={styles.range} style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}
