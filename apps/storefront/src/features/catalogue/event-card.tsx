import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMoney } from '@/features/formatting/format-money';
import card from '@/features/primitives/card.module.css';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import styles from './event-card.module.css';
import { LiveChooseSeats, LiveSaleStateBadge } from './live-sale-state';
import type { SaleState } from './sale-state';
import { TeamBadge } from './team-badge';

export interface EventCardData {
  id: string;
  name: string;
  startDatetime: string;
  competitionName: string | null;
  homeTeam: { displayName: string; logoUrl: string | null } | null;
  opponent: { displayName: string; logoUrl: string | null } | null;
  minPrice: number | null;
  saleState: SaleState;
}

/**
 * A match on the home page: teams, date, state of the sale, price from, and the way in. Server
 * HTML on the home page (ADR 0017) but for two islands, the sale state and the way in, which follow
 * live stock (ADR 0013); the theme preview renders it in the browser.
 */
export function EventCard({ event, timeZone }: { event: EventCardData; timeZone: string }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  return (
    <article className={card.root} data-testid="event-card" data-event-id={event.id}>
      <div className={cx(card.body, styles.body)}>
        <div className={styles.top}>
          <div className={styles.when}>
            <p className={cx(text.small, text.muted, text.truncate)}>{event.competitionName ?? t('match')}</p>
            <p className={styles.date} data-testid="event-date">
              {formatEventDate(event.startDatetime, locale, timeZone)}
            </p>
          </div>
          <LiveSaleStateBadge eventId={event.id} state={event.saleState} timeZone={timeZone} />
        </div>
        {event.homeTeam && event.opponent ? (
          <div className={styles.teams}>
            <TeamBadge team={event.homeTeam} />
            <p className={styles.versus}>{t('versus')}</p>
            <TeamBadge team={event.opponent} />
          </div>
        ) : (
          <h3 className={styles.name}>{event.name}</h3>
        )}
      </div>
      <div className={card.footer}>
        <div>
          {event.minPrice !== null && event.saleState.kind !== 'passed' && (
            <p className={cx(text.small, text.muted)}>
              {t('priceFrom', { price: formatMoney(event.minPrice, locale) })}
            </p>
          )}
        </div>
        <LiveChooseSeats eventId={event.id} eventName={event.name} state={event.saleState} />
      </div>
    </article>
  );
}
