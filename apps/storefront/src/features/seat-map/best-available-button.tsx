'use client';

import { Sparkles } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { bestAvailableGroups, type BestAvailableOptions, type CandidateSeat } from './best-available';
import styles from './best-available-button.module.css';

export interface BestAvailableButtonProps extends BestAvailableOptions {
  /** The open block's seats. */
  seats: readonly CandidateSeat[];
  /** How many tickets the buyer wants. */
  count: number;
  /** Receives the chosen seat ids, front row first (ticket 1 first); never called with none. */
  onPick: (seatIds: string[]) => void;
}

type Outcome = { count: number } & (
  { kind: 'together'; row: string } | { kind: 'split'; groups: number } | { kind: 'none' }
);

/**
 * "Best available": picks the best free seats side by side for `count` tickets (see
 * `bestAvailableSeats`) and says what it did in a polite live region, including when the party
 * had to be split or when there are not enough seats.
 */
export function BestAvailableButton({ seats, count, onPick, ...options }: BestAvailableButtonProps) {
  const t = useTranslations('seatMap');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const pick = () => {
    const groups = bestAvailableGroups(seats, count, options);
    const first = groups[0]?.[0];
    if (!first) return setOutcome({ count, kind: 'none' });
    setOutcome(
      groups.length === 1
        ? { count, kind: 'together', row: first.rowName }
        : { count, kind: 'split', groups: groups.length },
    );
    onPick(groups.flatMap((group) => group.map((seat) => seat.id)));
  };

  const message =
    outcome?.kind === 'together'
      ? t('bestAvailableTogether', { count: outcome.count, row: outcome.row })
      : outcome?.kind === 'split'
        ? t('bestAvailableSplit', { count: outcome.count, groups: outcome.groups })
        : outcome?.kind === 'none'
          ? t('bestAvailableNone', { count: outcome.count })
          : '';

  return (
    <div className={styles.stack}>
      <button
        type="button"
        // Neutral: the club's colour is kept for the page's main action and the chosen seats.
        className={buttonClass({ variant: 'outline', palette: 'gray' })}
        onClick={pick}
        disabled={count < 1}
        data-testid="best-available"
      >
        <Sparkles aria-hidden="true" />
        {t('bestAvailable', { count })}
      </button>
      <p role="status" className={styles.status} data-testid="best-available-status">
        {message}
      </p>
    </div>
  );
}
