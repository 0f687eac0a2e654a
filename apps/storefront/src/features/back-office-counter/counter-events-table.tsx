import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import { formatStaffDate } from '@/features/staff/staff-format';
import typography from '@/features/primitives/text.module.css';
import styles from '@/features/staff/staff.module.css';

/** A match as the counter lists it. */
export interface CounterEventRow {
  id: string;
  name: string;
  startDatetime: string;
  saleChannelId: string;
  openingDatetime: string;
  closingDatetime: string;
  onSale: boolean;
}

/**
 * The matches the counter sells, soonest first, with the window it sells them in: the box office's
 * when the season gives one, else the web shop's (said so: the club has no box-office window).
 */
export async function CounterEventsTable({ tenant, events }: { tenant: Tenant; events: CounterEventRow[] }) {
  const t = await getTranslations('boCounter');
  const locale = await getLocale();
  const date = (iso: string) => formatStaffDate(iso, locale, tenant.timeZone);
  return (
    <section className={styles.panel} aria-labelledby="counter-title">
      <h1 id="counter-title" className={styles.heading}>
        {t('list.title')}
      </h1>
      <p className={styles.hint}>{t('list.intro')}</p>
      {events.length === 0 ? (
        <p data-testid="counter-empty">{t('list.empty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="counter-title">
          <table className={styles.table} data-testid="counter-events">
            <thead>
              <tr>
                <th scope="col">{t('list.match')}</th>
                <th scope="col">{t('list.date')}</th>
                <th scope="col">{t('list.window')}</th>
                <th scope="col">{t('list.state')}</th>
                <th scope="col">
                  <span className={typography.srOnly}>{t('list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>{event.name}</td>
                  <td>{date(event.startDatetime)}</td>
                  <td>
                    {t('list.windowDates', {
                      from: date(event.openingDatetime),
                      to: date(event.closingDatetime),
                    })}
                    <div className={styles.muted}>
                      {event.saleChannelId === 'box_office' ? t('list.boxOffice') : t('list.webWindow')}
                    </div>
                  </td>
                  <td>
                    <Badge palette={event.onSale ? 'green' : 'gray'}>
                      {event.onSale ? t('list.onSale') : t('list.notOnSale')}
                    </Badge>
                  </td>
                  <td>
                    {event.onSale && (
                      <Link
                        href={`/staff/counter/${encodeURIComponent(event.id)}`}
                        className={buttonClass({ size: 'sm', palette: 'brand' })}
                        aria-label={t('list.sellMatch', { match: event.name })}
                      >
                        {t('list.sell')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
