import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMatchDay } from '@/features/formatting/format-match-day';
import { formatMoney } from '@/features/formatting/format-money';
import styles from './event-card.module.css';
import { LiveChooseSeats, LiveSaleStateBadge } from './live-sale-state';
import type { SaleState } from './sale-state';
import { SaleStateBadge } from './sale-state-badge';

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

function Side({ team }: { team: { displayName: string; logoUrl: string | null } }) {
  return (
    <span className={styles.side}>
      <span className={styles.crest}>
        {team.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- the team's SVG crest, served as is
          <img
            src={team.logoUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className={styles.crestImage}
          />
        )}
      </span>
      <span className={styles.teamName}>{team.displayName}</span>
    </span>
  );
}

/**
 * A match on the home page, shaped like a ticket: kick-off, teams with their crests, the state of
 * the sale at a glance (the card's colour bar and look follow its badge, live), price from and the
 * way in. Server HTML on the home page (ADR 0017) but for two islands, the badge and the way in,
 * which follow live stock (ADR 0013); the theme preview renders it in the browser.
 */
export function EventCard({
  event,
  timeZone,
  currency,
}: {
  event: EventCardData;
  timeZone: string;
  /** The club's (ISO 4217): this card renders on the server too, outside the tenant context. */
  currency: string;
}) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const day = formatMatchDay(event.startDatetime, locale, timeZone);
  const state = event.saleState;
  return (
    <article className={styles.card} data-testid="event-card" data-event-id={event.id}>
      <div className={styles.head}>
        <p className={styles.when}>
          <span className={styles.day}>{day.day}</span>
          <span className={styles.time}>{day.time}</span>
        </p>
        <LiveSaleStateBadge
          eventId={event.id}
          state={state}
          timeZone={timeZone}
          badge={<SaleStateBadge state={state} timeZone={timeZone} />}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.competition}>{event.competitionName ?? t('match')}</p>
        {event.homeTeam && event.opponent ? (
          <h3 className={styles.teams}>
            <Side team={event.homeTeam} />
            <span className={styles.versus}>{t('versus')}</span>
            <Side team={event.opponent} />
          </h3>
        ) : (
          <h3 className={styles.name}>{event.name}</h3>
        )}
        <p className={styles.date} data-testid="event-date">
          {formatEventDate(event.startDatetime, locale, timeZone)}
        </p>
        {state.kind === 'earlyBird' && state.publicOpeningAt && (
          <p className={styles.note}>
            {t('publicSaleOn', { date: formatEventDate(state.publicOpeningAt, locale, timeZone) })}
          </p>
        )}
      </div>
      <div className={styles.foot}>
        <p className={styles.price}>
          {event.minPrice !== null && state.kind !== 'passed' && state.kind !== 'closed'
            ? t('priceFrom', { price: formatMoney(event.minPrice, locale, currency) })
            : null}
        </p>
        <LiveChooseSeats eventId={event.id} eventName={event.name} state={state} />
      </div>
    </article>
  );
}
