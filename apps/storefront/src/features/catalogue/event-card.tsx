import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMoney } from '@/features/formatting/format-money';
import { buttonClass } from '@/features/primitives/button-class';
import card from '@/features/primitives/card.module.css';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import styles from './event-card.module.css';
import { canBuy, type SaleState } from './sale-state';
import { SaleStateBadge } from './sale-state-badge';
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
 * HTML on the home page (no script, ADR 0015); the theme preview renders it in the browser.
 */
export function EventCard({ event, timeZone }: { event: EventCardData; timeZone: string }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const label = t('chooseSeatsFor', { event: event.name });
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
          <SaleStateBadge state={event.saleState} timeZone={timeZone} />
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
        {canBuy(event.saleState) || event.saleState.kind === 'earlyBird' ? (
          <NextLink
            href={`/event/${event.id}`}
            aria-label={label}
            className={buttonClass({ size: 'sm', palette: 'brand' })}
          >
            {t('chooseSeats')}
          </NextLink>
        ) : (
          <button
            type="button"
            disabled
            aria-label={label}
            className={buttonClass({ size: 'sm', variant: 'outline' })}
          >
            {t('chooseSeats')}
          </button>
        )}
      </div>
    </article>
  );
}
