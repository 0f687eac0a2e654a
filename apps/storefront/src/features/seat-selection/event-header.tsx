import { MapPin } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { SaleStateBadge } from '@/features/catalogue/sale-state-badge';
import type { SaleState } from '@/features/catalogue/sale-state';
import { TeamBadge } from '@/features/catalogue/team-badge';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import styles from './event-header.module.css';

type Team = { displayName: string; logoUrl: string | null };

export interface EventHeaderProps {
  name: string;
  startDatetime: string | null;
  competitionName: string | null;
  venueName: string | null;
  homeTeam: Team | null;
  opponent: Team | null;
  saleState: SaleState;
  /** The club's time zone, in which the date is written. */
  timeZone: string;
}

/**
 * The top of an event page: teams (or name), date, competition, venue and sale state. Server HTML
 * (no script, no Chakra, ADR 0017).
 */
export function EventHeader({
  name,
  startDatetime,
  competitionName,
  venueName,
  homeTeam,
  opponent,
  saleState,
  timeZone,
}: EventHeaderProps) {
  const t = useTranslations('catalogue');
  const ts = useTranslations('selection');
  const locale = useLocale();
  return (
    <header className={styles.header} data-testid="event-header">
      <div className={styles.row}>
        {competitionName && <p className={cx(text.small, text.muted)}>{competitionName}</p>}
        <SaleStateBadge state={saleState} timeZone={timeZone} />
      </div>
      <h1 className={cx(text.heading, text.pageTitle)}>
        {homeTeam && opponent ? (
          <span className={styles.teams}>
            {/* One "vs" for eyes and screen readers alike; the spaces keep the words apart in its name. */}
            <TeamBadge team={homeTeam} /> <span className={styles.versus}>{t('versus')}</span>{' '}
            <TeamBadge team={opponent} />
          </span>
        ) : (
          name
        )}
      </h1>
      <div className={styles.facts}>
        {startDatetime && (
          <p className={styles.date} data-testid="event-date">
            {formatEventDate(startDatetime, locale, timeZone)}
          </p>
        )}
        {venueName && (
          <span className={styles.venue}>
            <MapPin aria-hidden="true" size={16} />
            <span>
              <span className={text.srOnly}>{`${ts('venue')}: `}</span>
              {venueName}
            </span>
          </span>
        )}
      </div>
    </header>
  );
}
