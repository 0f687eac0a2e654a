import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/formatting/format-money';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import type { OrderStatus } from '@/gql/graphql';
import { formatStaffDate } from './staff-format';
import styles from './staff.module.css';

/** A row of the search's results. */
export interface StaffOrderRow {
  orderId: string;
  status: OrderStatus;
  createdAt: string;
  customerEmail: string;
  customerName?: string | null;
  items: string[];
  totalAmount: number;
}

export const STATUS_PALETTE = {
  CONFIRMED: 'green',
  CANCELLED: 'red',
  ONHOLD: 'orange',
  ABANDONED: 'gray',
} as const satisfies Record<OrderStatus, string>;

/** The search form (a GET: the query is in the address, so a result can be shared and reloaded) and its results. */
export async function StaffOrderSearch(props: {
  tenant: Tenant;
  query: string;
  results: StaffOrderRow[] | null;
  /** The club's matches, to search within one. */
  matches?: Array<{ id: string; name: string }>;
  eventId?: string | null;
}) {
  const t = await getTranslations('staff');
  const c = await getTranslations('boCounter');
  const locale = await getLocale();
  return (
    <section className={styles.panel} aria-labelledby="staff-search-title">
      <h1 id="staff-search-title" className={styles.heading}>
        {t('search.title')}
      </h1>
      <form method="get" action="/staff/orders" className={styles.searchRow} role="search">
        <div className={styles.field}>
          <label htmlFor="staff-query">{t('search.label')}</label>
          <input
            id="staff-query"
            name="q"
            className={styles.input}
            defaultValue={props.query}
            aria-describedby="staff-query-hint"
            autoComplete="off"
            required
          />
        </div>
        {props.matches && props.matches.length > 0 && (
          <div className={styles.field}>
            <label htmlFor="staff-event">{c('search.match')}</label>
            <NativeSelect id="staff-event" name="event" size="md" defaultValue={props.eventId ?? ''}>
              <option value="">{c('search.anyMatch')}</option>
              {props.matches.map((match) => (
                <option key={match.id} value={match.id}>
                  {match.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <button type="submit" className={buttonClass({ palette: 'brand' })}>
          {t('search.submit')}
        </button>
      </form>
      <p id="staff-query-hint" className={styles.hint}>
        {t('search.hint')}
      </p>
      {props.results && (
        <div aria-live="polite">
          {props.results.length === 0 ? (
            <p data-testid="staff-no-result">{t('search.empty', { query: props.query })}</p>
          ) : (
            <>
              <p className={styles.hint}>{t('search.results', { count: props.results.length })}</p>
              <div
                className={styles.tableWrap}
                tabIndex={0}
                role="region"
                aria-labelledby="staff-search-title"
              >
                <table className={styles.table} data-testid="staff-results">
                  <thead>
                    <tr>
                      <th scope="col">{t('search.order')}</th>
                      <th scope="col">{t('search.fan')}</th>
                      <th scope="col">{t('search.items')}</th>
                      <th scope="col" className={styles.num}>
                        {t('search.total')}
                      </th>
                      <th scope="col">{t('search.status')}</th>
                      <th scope="col">{t('search.created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {props.results.map((order) => (
                      <tr key={order.orderId}>
                        <td className={styles.mono}>
                          <Link href={`/staff/orders/${encodeURIComponent(order.orderId)}`}>
                            {order.orderId}
                          </Link>
                        </td>
                        <td>
                          {order.customerName && <div>{order.customerName}</div>}
                          <div className={styles.mono}>{order.customerEmail}</div>
                        </td>
                        <td>{order.items.join(', ')}</td>
                        <td className={styles.num}>
                          {formatMoney(order.totalAmount, locale, props.tenant.currency)}
                        </td>
                        <td>
                          <Badge palette={STATUS_PALETTE[order.status]}>{t(`status.${order.status}`)}</Badge>
                        </td>
                        <td>{formatStaffDate(order.createdAt, locale, props.tenant.timeZone)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
