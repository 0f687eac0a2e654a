import Image, { type StaticImageData } from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarDays, MapPin, Ticket } from 'lucide-react';
import type { HeroMatch } from '@/features/catalogue/hero-event';
import { LiveHeroAction } from '@/features/catalogue/live-hero-action';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { formatMatchDay } from '@/features/formatting/format-match-day';
import { formatMoney } from '@/features/formatting/format-money';
import { cx } from '@/features/primitives/class-names';
import container from '@/features/primitives/container.module.css';
import text from '@/features/primitives/text.module.css';
import styles from './match-hero.module.css';

/** Image quality (docs/product.md#business-constants). */
const IMAGE_QUALITY = 75;

function Crest({ team }: { team: { displayName: string; logoUrl: string | null } }) {
  return (
    <span className={styles.team}>
      <span className={styles.crest}>
        {team.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a team's SVG crest (often a data: URL), served as is
          <img src={team.logoUrl} alt="" width={72} height={72} className={styles.crestImage} />
        ) : (
          <span aria-hidden="true" className={styles.initials}>
            {team.displayName.slice(0, 2)}
          </span>
        )}
      </span>
      <span className={styles.teamName}>{team.displayName}</span>
    </span>
  );
}

/**
 * The top of a club's home page: the next home match on the club's artwork (teams with their
 * crests, date, venue, price from and one way in). Server HTML (ADR 0017); the way in is the one
 * island, corrected by live stock (ADR 0013). The artwork is the page's largest paint, so it is
 * preloaded at high priority; the club's title stays the page's h1.
 */
export function MatchHero(props: {
  clubTitle: string;
  match: HeroMatch;
  image: string | StaticImageData;
  timeZone: string;
  /** The club's currency (ISO 4217). */
  currency: string;
}) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  const { match, timeZone } = props;
  const day = formatMatchDay(match.startDatetime, locale, timeZone);
  return (
    <section
      className={styles.hero}
      aria-labelledby="hero-match"
      data-testid="match-hero"
      data-event-id={match.id}
    >
      <div className={styles.media}>
        <Image
          src={props.image}
          alt=""
          fill
          preload
          fetchPriority="high"
          quality={IMAGE_QUALITY}
          sizes="(min-width: 64rem) 62vw, 100vw"
          className={styles.image}
        />
      </div>
      <div className={cx(container.container, styles.inner)}>
        <div className={styles.panel}>
          <h1 className={styles.club}>{props.clubTitle}</h1>
          <p className={styles.kicker}>
            {t('nextHomeMatch')}
            {match.competitionName && <span className={styles.competition}> · {match.competitionName}</span>}
          </p>
          <h2 id="hero-match" className={styles.matchup}>
            {match.homeTeam && match.opponent ? (
              <>
                <Crest team={match.homeTeam} />
                <span className={styles.versus}>{t('versus')}</span>
                <Crest team={match.opponent} />
              </>
            ) : (
              <span className={styles.eventName}>{match.name}</span>
            )}
          </h2>
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt className={text.srOnly}>{t('dateLabel')}</dt>
              <dd>
                <CalendarDays aria-hidden="true" className={styles.icon} />
                <time
                  dateTime={match.startDatetime}
                  title={formatEventDate(match.startDatetime, locale, timeZone)}
                >
                  <span className={styles.longDay}>{day.longDay}</span> · {day.time}
                </time>
              </dd>
            </div>
            {match.venueName && (
              <div className={styles.fact}>
                <dt className={text.srOnly}>{t('venueLabel')}</dt>
                <dd>
                  <MapPin aria-hidden="true" className={styles.icon} />
                  {match.venueName}
                </dd>
              </div>
            )}
            {match.minPrice !== null && (
              <div className={styles.fact}>
                <dt className={text.srOnly}>{t('priceLabel')}</dt>
                <dd className={styles.price}>
                  <Ticket aria-hidden="true" className={styles.icon} />
                  {t('priceFrom', { price: formatMoney(match.minPrice, locale, props.currency) })}
                </dd>
              </div>
            )}
          </dl>
          <div className={styles.action}>
            <LiveHeroAction
              eventId={match.id}
              eventName={match.name}
              state={match.saleState}
              opensOn={
                match.saleState.kind === 'opensLater'
                  ? formatEventDate(match.saleState.opensAt, locale, timeZone)
                  : null
              }
            />
          </div>
        </div>
      </div>
    </section>
  );
}
