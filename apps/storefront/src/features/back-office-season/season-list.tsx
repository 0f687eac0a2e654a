import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { moneyFormatter } from '@/features/formatting/format-money';
import type { AppLocale } from '@stadio/i18n';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import type { SeasonMatchState } from '@/gql/graphql';
import type { SeasonOverviewView } from './season-api';
import { STATE_PALETTE, STATES } from './season-labels';
import styles from './season.module.css';

/**
 * `/staff/season`: the season as one dense table, filters in the address (a GET form: a filtered
 * list can be shared and reloaded). Each row opens the match's edit page.
 */
export async function SeasonList(props: {
  season: SeasonOverviewView;
  state?: SeasonMatchState;
  competitionId?: string;
  canEdit: boolean;
  /** The club's currency (ISO 4217). */
  currency: string;
}) {
  const t = await getTranslations('boSeason');
  const locale = (await getLocale()) as AppLocale;
  const { season } = props;
  const filtered = Boolean(props.state || props.competitionId);
  const money = moneyFormatter(locale, props.currency);
  const n = (value: number) => value.toLocaleString(locale);
  const total = season.matches.reduce(
    (sum, m) => ({
      sold: sum.sold + m.seatsSold,
      held: sum.held + m.seatsHeld,
      free: sum.free + m.seatsFree,
      closed: sum.closed + m.seatsClosed,
      revenue: sum.revenue + m.revenueCents,
    }),
    { sold: 0, held: 0, free: 0, closed: 0, revenue: 0 },
  );
  return (
    <section className={staff.panel} aria-labelledby="season-title">
      <div className={styles.titleBar}>
        <div>
          <h1 id="season-title" className={staff.heading}>
            {t('list.title')}
          </h1>
          <p className={staff.hint}>{t('list.intro', { timeZone: season.timeZone })}</p>
        </div>
        {props.canEdit && (
          <Link
            href="/staff/season/new"
            className={buttonClass({ palette: 'brand' })}
            data-testid="season-new"
          >
            {t('list.newMatch')}
          </Link>
        )}
      </div>
      <form method="get" action="/staff/season" className={styles.filters} aria-label={t('list.filters')}>
        <label className={styles.filter}>
          {t('list.state')}
          <NativeSelect name="state" defaultValue={props.state?.toLowerCase() ?? ''}>
            <option value="">{t('list.anyState')}</option>
            {STATES.map((s) => (
              <option key={s} value={s.toLowerCase()}>
                {t(`state.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={styles.filter}>
          {t('list.competition')}
          <NativeSelect name="competition" defaultValue={props.competitionId ?? ''}>
            <option value="">{t('list.anyCompetition')}</option>
            {season.competitions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <button type="submit" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('list.apply')}
        </button>
        {filtered && (
          <Link href="/staff/season" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('list.clear')}
          </Link>
        )}
        <span className={styles.count} aria-live="polite">
          {t('list.count', { count: season.matches.length })}
        </span>
      </form>
      {season.matches.length === 0 ? (
        <p className={staff.hint} data-testid="season-empty">
          {filtered ? t('list.emptyFiltered') : t('list.empty')}
        </p>
      ) : (
        <div className={staff.tableWrap} tabIndex={0} role="region" aria-labelledby="season-title">
          <table className={`${staff.table} ${styles.wide}`} data-testid="season-table">
            <thead>
              <tr>
                <th scope="col">{t('list.kickOff')}</th>
                <th scope="col">{t('list.match')}</th>
                <th scope="col">{t('list.competition')}</th>
                <th scope="col">{t('list.stateColumn')}</th>
                <th scope="col">{t('list.sale')}</th>
                <th scope="col" className={staff.num}>
                  {t('list.sold')}
                </th>
                <th scope="col" className={staff.num}>
                  {t('list.held')}
                </th>
                <th scope="col" className={staff.num}>
                  {t('list.free')}
                </th>
                <th scope="col" className={staff.num}>
                  {t('list.closed')}
                </th>
                <th scope="col" className={staff.num}>
                  {t('list.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {season.matches.map((m) => (
                <tr key={m.id} data-testid="season-row" data-event-id={m.id}>
                  <td className={styles.nowrap}>{formatStaffDate(m.kickOff, locale, season.timeZone)}</td>
                  <td>
                    <Link href={`/staff/season/${encodeURIComponent(m.id)}`} className={styles.matchLink}>
                      {m.opponent?.name ?? m.name}
                    </Link>
                    <span className={styles.sub}>
                      {m.name} · {m.arena.name}
                    </span>
                  </td>
                  <td>{m.competition?.name ?? t('list.none')}</td>
                  <td>
                    <Badge palette={STATE_PALETTE[m.state]}>{t(`state.${m.state}`)}</Badge>
                  </td>
                  <td className={styles.nowrap}>
                    <span
                      className={`${styles.dot} ${m.saleOpen ? styles.dotOpen : styles.dotClosed}`}
                      aria-hidden="true"
                    />
                    {m.saleOpen ? t('list.saleOpen') : t('list.saleClosed')}
                  </td>
                  <td className={staff.num}>{n(m.seatsSold)}</td>
                  <td className={staff.num}>{n(m.seatsHeld)}</td>
                  <td className={staff.num}>{n(m.seatsFree)}</td>
                  <td className={staff.num}>{n(m.seatsClosed)}</td>
                  <td className={staff.num}>{money(m.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totals}>
                <td colSpan={5}>{t('list.totals')}</td>
                <td className={staff.num}>{n(total.sold)}</td>
                <td className={staff.num}>{n(total.held)}</td>
                <td className={staff.num}>{n(total.free)}</td>
                <td className={staff.num}>{n(total.closed)}</td>
                <td className={staff.num}>{money(total.revenue)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
