import { useLocale, useTranslations } from 'next-intl';
import type { SaleState } from '@/features/catalogue/sale-state';
import { SaleStateBadge } from '@/features/catalogue/sale-state-badge';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { Badge } from '@/features/primitives/badge';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import styles from './pack-header.module.css';

export interface PackHeaderProps {
  name: string;
  type: 'pack' | 'season';
  description: string | null;
  venueName: string;
  events: { id: string; name: string; startDatetime: string }[];
  saleState: SaleState;
  /** The club's time zone, in which the dates are written. */
  timeZone: string;
}

/**
 * The top of a pack page: its name and kind, the matches it includes, and the sale state. Server
 * HTML (no script, no Chakra, ADR 0017).
 */
export function PackHeader({
  name,
  type,
  description,
  venueName,
  events,
  saleState,
  timeZone,
}: PackHeaderProps) {
  const t = useTranslations('catalogue');
  const ts = useTranslations('selection');
  const locale = useLocale();
  return (
    <header className={styles.header} data-testid="pack-header">
      <div className={styles.row}>
        <Badge palette={type === 'season' ? 'purple' : 'blue'}>
          {type === 'season' ? t('season') : t('pack')}
        </Badge>
        <SaleStateBadge state={saleState} timeZone={timeZone} />
        <p className={cx(text.small, text.muted)}>{venueName}</p>
      </div>
      <h1 className={cx(text.heading, text.pageTitle)}>{name}</h1>
      {description && <p className={text.muted}>{description}</p>}
      <div className={styles.events}>
        <h2 className={cx(text.heading, text.sm)}>
          {ts('packEvents')} ({t('matchCount', { count: events.length })})
        </h2>
        <ul className={styles.list} data-testid="pack-events">
          {events.map((event) => (
            <li key={event.id} className={styles.event}>
              <span className={styles.date}>{formatEventDate(event.startDatetime, locale, timeZone)}</span>
              <span>{event.name}</span>
            </li>
          ))}
        </ul>
        <p className={cx(text.small, text.muted)}>{ts('packSameSeat')}</p>
      </div>
    </header>
  );
}
