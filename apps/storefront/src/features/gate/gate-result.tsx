'use client';

import { Ban, CalendarX2, CircleCheckBig, OctagonX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import staff from '@/features/staff/staff.module.css';
import type { GateRefusal } from './gate-store';
import type { GateScan } from './gate-verify';
import styles from './gate.module.css';

/** A scan as the page shows it; its verdict may change when the server answers the sync. */
export interface ShownScan extends GateScan {
  id: number;
  /** The queued entry of a VALID scan. */
  entryId?: string;
  /** Set after a sync: another gate came first, or the server refused the entry. */
  later?: 'DUPLICATE' | 'NOT_VALID';
  /** Why the server refused it: the ticket changed since the list, or the scan proved nothing. */
  laterRefusal?: GateRefusal;
  at: string;
}

const ICONS = {
  VALID: CircleCheckBig,
  ALREADY_USED: Ban,
  INVALID: OctagonX,
  WRONG_EVENT: CalendarX2,
} as const;

type Verdict = keyof typeof ICONS;

/** What the steward reads: a refused entry after the sync turns the scan into its real verdict. */
function shownVerdict(scan: ShownScan): Verdict {
  if (scan.later === 'DUPLICATE') return 'ALREADY_USED';
  if (scan.later === 'NOT_VALID') return 'INVALID';
  return scan.verdict;
}

/** "Block S14, row 3, seat 12", or the block alone for standing and unnumbered places. */
function SeatText({ ticket }: { ticket: NonNullable<GateScan['ticket']> }) {
  const t = useTranslations('staffScan');
  return ticket.rowName && ticket.seatNumber
    ? t('seat', { block: ticket.blockName, row: ticket.rowName, seat: ticket.seatNumber })
    : t('openSeat', { block: ticket.blockName });
}

/** The last scan in one big word with its icon, the seat, and why when it is not VALID. */
export function GateResult({ scan, time }: { scan: ShownScan; time: (iso: string) => string }) {
  const t = useTranslations('staffScan');
  const verdict = shownVerdict(scan);
  const Icon = ICONS[verdict];
  return (
    <div className={`${styles.result} ${styles[verdict]}`} data-testid="gate-result" data-verdict={verdict}>
      <Icon className={styles.resultIcon} aria-hidden="true" />
      <p className={styles.word}>{t(`verdict.${verdict}`)}</p>
      {scan.ticket && verdict !== 'WRONG_EVENT' && (
        <p className={styles.seat} data-testid="gate-seat">
          <SeatText ticket={scan.ticket} />
          <span className={styles.category}>{scan.ticket.categoryName}</span>
        </p>
      )}
      {verdict === 'ALREADY_USED' && scan.firstScannedAt && (
        <p className={styles.detail}>
          {scan.later === 'DUPLICATE'
            ? t('duplicateLater', { time: time(scan.firstScannedAt) })
            : t('firstEntry', { time: time(scan.firstScannedAt) })}
        </p>
      )}
      {verdict === 'INVALID' && (
        <p className={styles.detail}>
          {scan.later === 'NOT_VALID'
            ? t(
                !scan.laterRefusal || scan.laterRefusal === 'NOT_ADMITTED'
                  ? 'notValidLater'
                  : 'notProvenLater',
              )
            : t(`reason.${scan.reason ?? 'MALFORMED'}`)}
        </p>
      )}
      {verdict === 'WRONG_EVENT' && <p className={styles.detail}>{t('wrongEvent')}</p>}
      {scan.byNumber && <p className={styles.detail}>{t('byNumber')}</p>}
    </div>
  );
}

/** The scans before the last one, newest first. */
export function GateHistory({ scans, time }: { scans: ShownScan[]; time: (iso: string) => string }) {
  const t = useTranslations('staffScan');
  return (
    <section aria-labelledby="gate-history">
      <h2 id="gate-history" className={staff.sectionTitle}>
        {t('history')}
      </h2>
      <ol className={styles.history}>
        {scans.map((scan) => (
          <li key={scan.id}>
            <span className={styles.historyTime}>{time(scan.at)}</span>{' '}
            <strong>{t(`verdict.${shownVerdict(scan)}`)}</strong>
            {scan.ticket && (
              <span>
                {' · '}
                <SeatText ticket={scan.ticket} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
