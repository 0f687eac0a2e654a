import type { Tenant } from '@stadio/tenants';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import type { OrderAnomalyCode, OrderAnomalyStatus } from '@/gql/graphql';
import { formatMoney } from '@/features/formatting/format-money';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import { enumValues } from '@/lib/enum-values';
import type { AnomalyView } from './anomaly-api';
import { AnomalyStatusButtons } from './anomaly-status-buttons';
import { ANOMALY_STATUS_VALUES } from './anomaly-statuses';
import styles from './anomalies.module.css';

export const ANOMALY_CODE_VALUES = enumValues<OrderAnomalyCode>()([
  'INSTALLMENT_NOT_PAID',
  'OVERPAID_TRANSACTION_NOT_REFUNDED',
  'REFUND_REQUIRED',
  'PAYMENT_REQUIRED',
  'TRANSACTION_DETAILS_UNBALANCED',
  'WRONG_STATUS',
  'EMPTY',
]);
const STATUS_PALETTE = {
  OPEN: 'red',
  ACKNOWLEDGED: 'orange',
  IN_PROGRESS: 'blue',
  SOLVED: 'green',
} as const satisfies Record<OrderAnomalyStatus, string>;

/** The list's filters as the address gives them (anything else is no filter). */
export interface AnomalyFilterView {
  code: OrderAnomalyCode | null;
  status: OrderAnomalyStatus | null;
  from: string | null;
  to: string | null;
}

/** The keys the API writes in an anomaly's details, worded in `staffAnomalies.detail`. */
const DETAIL_KEYS = [
  'eventId',
  'ticketId',
  'reason',
  'amountCents',
  'askedCents',
  'notifiedCents',
  'orderTotalCents',
  'paymentCents',
  'unpaidCents',
  'paymentStatus',
  'refusal',
  'provider',
  'failure',
  'idempotencyKey',
  'refundedAt',
  'refundReference',
  'rank',
  'attempts',
  'lastError',
  'detail',
] as const;
type DetailKey = (typeof DETAIL_KEYS)[number];
/** The `reason` values of the details, worded in `staffAnomalies.detailReason`. */
const DETAIL_REASONS = [
  'seats_unavailable',
  'order_closed',
  'already_paid',
  'order_changed',
  'event_cancelled_other_matches',
  'event_cancelled_refund_failed',
  'event_cancelled_not_cancellable',
] as const;
type DetailReason = (typeof DETAIL_REASONS)[number];

/** What was seen, as the raw pairs the API stored (an unreadable value leaves the list empty). */
function detailEntries(details: string): Array<[string, unknown]> {
  try {
    const parsed: unknown = JSON.parse(details);
    if (!parsed || typeof parsed !== 'object') return [];
    return Object.entries(parsed as Record<string, unknown>).filter(([, value]) => value !== null);
  } catch {
    return [];
  }
}

/**
 * The ticket office's anomaly list: a GET form of filters (so a filtered list can be shared and
 * reloaded) and a table of anomalies, newest first, with their status buttons.
 */
export async function AnomalyList(props: {
  tenant: Tenant;
  filter: AnomalyFilterView;
  anomalies: AnomalyView[];
  canUpdate: boolean;
  canViewOrders: boolean;
}) {
  const t = await getTranslations('staffAnomalies');
  const locale = await getLocale();
  const { filter } = props;
  // Details in the staff member's words: known keys labelled, amounts as money, dates in the club's zone.
  const detailLabel = (key: string) =>
    DETAIL_KEYS.includes(key as DetailKey) ? t(`detail.${key as DetailKey}`) : key;
  const detailValue = (key: string, value: unknown): string => {
    if (key.endsWith('Cents') && typeof value === 'number')
      return formatMoney(value, locale, props.tenant.currency);
    if (key === 'refundedAt' && typeof value === 'string')
      return formatStaffDate(value, locale, props.tenant.timeZone);
    if (key === 'reason' && DETAIL_REASONS.includes(value as DetailReason))
      return t(`detailReason.${value as DetailReason}`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return (
    <section className={staff.panel} aria-labelledby="anomalies-title">
      <h1 id="anomalies-title" className={staff.heading}>
        {t('title')}
      </h1>
      <p className={staff.hint}>{t('intro')}</p>
      <form method="get" action="/staff/anomalies" className={styles.filters} aria-label={t('filters')}>
        <div className={staff.field}>
          <label htmlFor="anomaly-code">{t('filter.code')}</label>
          <select id="anomaly-code" name="code" defaultValue={filter.code ?? ''}>
            <option value="">{t('filter.any')}</option>
            {ANOMALY_CODE_VALUES.map((code) => (
              <option key={code} value={code}>
                {t(`code.${code}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={staff.field}>
          <label htmlFor="anomaly-status">{t('filter.status')}</label>
          <select id="anomaly-status" name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t('filter.any')}</option>
            {ANOMALY_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={staff.field}>
          <label htmlFor="anomaly-from">{t('filter.from')}</label>
          <input
            id="anomaly-from"
            name="from"
            type="date"
            className={staff.input}
            defaultValue={filter.from ?? ''}
          />
        </div>
        <div className={staff.field}>
          <label htmlFor="anomaly-to">{t('filter.to')}</label>
          <input
            id="anomaly-to"
            name="to"
            type="date"
            className={staff.input}
            defaultValue={filter.to ?? ''}
          />
        </div>
        <div className={styles.filterButtons}>
          <button type="submit" className={buttonClass({ palette: 'brand' })}>
            {t('filter.submit')}
          </button>
          <Link href="/staff/anomalies" className={buttonClass({ variant: 'ghost' })}>
            {t('filter.clear')}
          </Link>
        </div>
      </form>
      <div aria-live="polite">
        {props.anomalies.length === 0 ? (
          <p data-testid="anomalies-empty">{t('empty')}</p>
        ) : (
          <>
            <p className={staff.hint}>{t('count', { count: props.anomalies.length })}</p>
            <div className={staff.tableWrap} tabIndex={0} role="region" aria-labelledby="anomalies-title">
              <table className={staff.table} data-testid="anomalies">
                <thead>
                  <tr>
                    <th scope="col">{t('column.found')}</th>
                    <th scope="col">{t('column.order')}</th>
                    <th scope="col">{t('column.code')}</th>
                    <th scope="col">{t('column.details')}</th>
                    <th scope="col">{t('column.status')}</th>
                    {props.canUpdate && <th scope="col">{t('column.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {props.anomalies.map((anomaly) => {
                    const last = anomaly.history.at(-1);
                    return (
                      <tr key={anomaly.id} data-testid="anomaly-row" data-code={anomaly.code}>
                        <td>{formatStaffDate(anomaly.createdAt, locale, props.tenant.timeZone)}</td>
                        <td className={staff.mono} id={`anomaly-${anomaly.id}-order`}>
                          {props.canViewOrders ? (
                            <Link href={`/staff/orders/${encodeURIComponent(anomaly.orderId)}`}>
                              {anomaly.orderId}
                            </Link>
                          ) : (
                            anomaly.orderId
                          )}
                        </td>
                        <td>
                          <div>{t(`code.${anomaly.code}`)}</div>
                          <div className={staff.muted}>{t(`explain.${anomaly.code}`)}</div>
                        </td>
                        <td>
                          <dl className={styles.details}>
                            {detailEntries(anomaly.details).map(([key, value]) => (
                              <div key={key} className={styles.detailRow}>
                                <dt>{detailLabel(key)}</dt>
                                <dd
                                  className={
                                    key.endsWith('Id') || key === 'idempotencyKey' ? staff.mono : undefined
                                  }
                                >
                                  {detailValue(key, value)}
                                </dd>
                              </div>
                            ))}
                          </dl>
                        </td>
                        <td>
                          <Badge palette={STATUS_PALETTE[anomaly.status]}>
                            {t(`status.${anomaly.status}`)}
                          </Badge>
                          {last && (
                            <div className={staff.muted}>
                              {t('lastChange', {
                                who: last.staffEmail ?? t('system'),
                                date: formatStaffDate(last.createdAt, locale, props.tenant.timeZone),
                              })}
                            </div>
                          )}
                        </td>
                        {props.canUpdate && (
                          <td>
                            <AnomalyStatusButtons
                              anomalyId={anomaly.id}
                              describedBy={`anomaly-${anomaly.id}-order`}
                              status={anomaly.status}
                            />
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
