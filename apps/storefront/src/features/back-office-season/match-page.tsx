import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { AppLocale } from '@stadio/i18n';
import { formatMoney } from '@/features/formatting/format-money';
import { Badge } from '@/features/primitives/badge';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import { DetailsForm } from './details-form';
import { MatchPricesForm } from './match-prices-form';
import { MatchTabs } from './match-tabs';
import { SaleControls } from './sale-controls';
import type { SeasonMatchView } from './season-api';
import { STATE_PALETTE } from './season-labels';
import styles from './season.module.css';
import { WindowsForm } from './windows-form';

/**
 * `/staff/season/{id}`: one match, its facts, then "Details & sale" (description, kick-off, sale
 * now, windows) or, at `?tab=prices`, its price table. Read-only for a role without SEASON_EDIT.
 */
export async function MatchPage(props: {
  tenant: Tenant;
  detail: SeasonMatchView;
  tab: 'details' | 'prices';
  canEdit: boolean;
}) {
  const t = await getTranslations('boSeason');
  const locale = (await getLocale()) as AppLocale;
  const { detail, canEdit } = props;
  const { match } = detail;
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const languages = props.tenant.locales.map((l) => ({
    locale: l,
    label: names.of(l) ?? l,
    text: detail.description.find((d) => d.locale === l)?.text ?? '',
  }));
  const n = (value: number) => value.toLocaleString(locale);
  return (
    <div className={staff.shell}>
      <section className={staff.panel} aria-labelledby="match-title">
        <Link href="/staff/season" className={staff.back}>
          ← {t('match.back')}
        </Link>
        <div className={styles.titleBar}>
          <h1 id="match-title" className={staff.heading}>
            {match.name}
          </h1>
          <Badge palette={STATE_PALETTE[match.state]}>{t(`state.${match.state}`)}</Badge>
        </div>
        <dl className={staff.facts}>
          <div>
            <dt>{t('match.kickOff')}</dt>
            <dd>{formatStaffDate(match.kickOff, locale, detail.timeZone)}</dd>
          </div>
          <div>
            <dt>{t('match.competition')}</dt>
            <dd>{match.competition?.name ?? t('list.none')}</dd>
          </div>
          <div>
            <dt>{t('match.arena')}</dt>
            <dd>{match.arena.name}</dd>
          </div>
          <div>
            <dt>{t('match.stock')}</dt>
            <dd>
              {t('match.stockValue', {
                sold: n(match.seatsSold),
                held: n(match.seatsHeld),
                free: n(match.seatsFree),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('match.closedSeats')}</dt>
            <dd>{n(match.seatsClosed)}</dd>
          </div>
          <div>
            <dt>{t('match.revenue')}</dt>
            <dd>{formatMoney(match.revenueCents, locale, props.tenant.currency)}</dd>
          </div>
        </dl>
        {!canEdit && <p className={staff.hint}>{t('match.readOnly')}</p>}
        <MatchTabs eventId={match.id} current={props.tab} />
      </section>
      {props.tab === 'prices' ? (
        <MatchPricesForm
          eventId={match.id}
          categories={detail.categories}
          products={detail.products}
          prices={detail.prices}
          canEdit={canEdit}
        />
      ) : (
        <>
          <SaleControls eventId={match.id} saleOpen={match.saleOpen} canEdit={canEdit} />
          <WindowsForm
            eventId={match.id}
            windows={detail.windows}
            channels={detail.saleChannels}
            kickOffLocal={match.kickOffLocal}
            timeZone={detail.timeZone}
            canEdit={canEdit}
          />
          <DetailsForm
            eventId={match.id}
            languages={languages}
            kickOffLocal={match.kickOffLocal}
            timeZone={detail.timeZone}
            canEdit={canEdit}
          />
        </>
      )}
    </div>
  );
}
