import { getLocale, getTranslations } from 'next-intl/server';
import { moneyFormatter } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { Badge } from '@/features/primitives/badge';
import { formatStaffDate } from '@/features/staff/staff-format';
import styles from '@/features/staff/staff.module.css';
import type { BackOfficePayoutsQuery } from '@/gql/graphql';
import { PayoutPaidButton } from './payout-paid-button';
import { PayoutsDueForm, type DueRow } from './payouts-due-form';
import { payoutFileHref } from './payouts-routes';
import own from './payouts.module.css';

type Payouts = BackOfficePayoutsQuery['backOfficePayouts'];

/**
 * `/staff/payouts`: what the club owes resale sellers, the SEPA files made to pay them, and
 * "mark as paid" once the bank executed one (docs/product.md#resale, docs/staff-roles.md).
 */
export async function PayoutsView(props: { data: Payouts; timeZone: string }) {
  const t = await getTranslations('boPayouts');
  const locale = await getLocale();
  const { data } = props;
  const money = moneyFormatter(locale, data.currency);
  const date = (iso: string) => formatStaffDate(iso, locale, props.timeZone);
  const references = new Map(data.batches.map((batch) => [batch.id, batch.reference]));
  const rows: DueRow[] = data.due.map((payout) => ({
    id: payout.id,
    seller: payout.sellerName,
    sellerEmail: payout.sellerEmail,
    ticket: [payout.eventName, payout.seatLabel].filter(Boolean).join(' · '),
    amount: payout.amount,
    amountText: money(payout.amount),
    since: date(payout.dueSince),
    ibanMasked: payout.ibanMasked ?? null,
    batchReference: payout.batchId ? (references.get(payout.batchId) ?? payout.batchId) : null,
  }));
  const canMakeFiles = data.fileAvailability === 'AVAILABLE';
  return (
    <section className={styles.panel} aria-labelledby="payouts-title">
      <h1 id="payouts-title" className={styles.heading}>
        {t('title')}
      </h1>
      <p className={styles.hint}>{t('intro')}</p>
      {data.fileAvailability === 'AVAILABLE' ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t('account')}</dt>
            <dd>
              {data.accountHolder} · <span className={styles.mono}>{data.accountIbanMasked}</span>
            </dd>
          </div>
          <div>
            <dt>{t('due.title')}</dt>
            <dd data-testid="payouts-total">
              {t('due.summary', { count: data.due.length, total: money(data.totalDue) })}
            </dd>
          </div>
        </dl>
      ) : (
        <Alert status="warning" role="status">
          <span data-testid="payouts-unavailable">
            {t(`unavailable.${data.fileAvailability}`, { currency: data.currency })}
          </span>
        </Alert>
      )}
      <h2 id="payouts-due" className={styles.sectionTitle}>
        {t('due.title')}
      </h2>
      <PayoutsDueForm rows={rows} currency={data.currency} canMakeFiles={canMakeFiles} />
      <h2 id="payouts-batches" className={styles.sectionTitle}>
        {t('batches.title')}
      </h2>
      {data.batches.length === 0 ? (
        <p>{t('batches.empty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="payouts-batches">
          <table className={styles.table} data-testid="payout-batches">
            <thead>
              <tr>
                <th scope="col">{t('batches.reference')}</th>
                <th scope="col">{t('batches.created')}</th>
                <th scope="col" className={styles.num}>
                  {t('batches.count')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('batches.total')}
                </th>
                <th scope="col">{t('batches.status')}</th>
                <th scope="col">{t('batches.download')}</th>
              </tr>
            </thead>
            <tbody>
              {data.batches.map((batch) => (
                <tr key={batch.id} data-testid="payout-batch" data-reference={batch.reference}>
                  <td className={styles.mono}>{batch.reference}</td>
                  <td className={own.nowrap}>
                    {date(batch.createdAt)}
                    {batch.createdBy && (
                      <div className={`${styles.muted} ${own.small}`}>{batch.createdBy}</div>
                    )}
                  </td>
                  <td className={styles.num}>{batch.payoutCount}</td>
                  <td className={styles.num}>{money(batch.total)}</td>
                  <td>
                    <div className={own.batchActions}>
                      <Badge palette={batch.status === 'PAID' ? 'green' : 'blue'}>
                        {t(`status.${batch.status}`)}
                      </Badge>
                      {batch.status === 'PAID' && batch.paidAt ? (
                        <span className={`${styles.muted} ${own.small}`}>
                          {t('batches.paidOn', { date: date(batch.paidAt), who: batch.paidBy ?? '—' })}
                        </span>
                      ) : (
                        <PayoutPaidButton
                          batchId={batch.id}
                          reference={batch.reference}
                          count={batch.payoutCount}
                        />
                      )}
                    </div>
                  </td>
                  <td>
                    <a
                      href={payoutFileHref(batch.id)}
                      download
                      aria-label={t('batches.downloadLabel', { reference: batch.reference })}
                    >
                      {t('batches.download')}
                    </a>
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
