import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { moneyFormatter } from '@/features/formatting/format-money';
import { Badge } from '@/features/primitives/badge';
import { buttonClass } from '@/features/primitives/button-class';
import { formatStaffDate } from '@/features/staff/staff-format';
import styles from '@/features/staff/staff.module.css';
import type { BackOfficePromoCodesQuery, BackOfficePromoState } from '@/gql/graphql';
import { promoBatchCsvHref } from './promo-routes';
import { appliesWords, givesWords, STATE_PALETTE, usesWords, validityWords } from './promo-words';
import own from './promo.module.css';

export const PROMO_STATES = ['ACTIVE', 'NOT_YET_VALID', 'EXPIRED', 'USED_UP', 'DISABLED'] as const;

/** `/staff/promo-codes`: the club's codes as a dense table, filters in the address (a GET form). */
export async function PromoList(props: {
  data: BackOfficePromoCodesQuery;
  state: BackOfficePromoState | null;
  search: string;
  canEdit: boolean;
  timeZone: string;
  /** The club's currency (ISO 4217). */
  currency: string;
  /** Whether the codes of batches are listed one by one (else only their batches, below). */
  batchCodes: boolean;
}) {
  const t = await getTranslations('boPromo');
  const locale = await getLocale();
  const money = moneyFormatter(locale, props.currency);
  const all = props.data.backOfficePromoCodes;
  const filtered = Boolean(props.state || props.search);
  // A sponsor's 500 single-use codes would bury the club's own codes: they are listed by batch
  // unless asked for, or a filter looks for them.
  const showBatchCodes = props.batchCodes || filtered;
  const codes = showBatchCodes ? all : all.filter((code) => !code.batchId);
  const hiddenBatchCodes = all.length - codes.length;
  return (
    <section className={styles.panel} aria-labelledby="promo-title">
      <div className={own.titleRow}>
        <h1 id="promo-title" className={styles.heading}>
          {t('list.title')}
        </h1>
        {props.canEdit && (
          <div className={styles.buttons}>
            <Link href="/staff/promo-codes/new" className={buttonClass({ palette: 'brand', size: 'sm' })}>
              {t('list.newCode')}
            </Link>
            <Link
              href="/staff/promo-codes/new?kind=batch"
              className={buttonClass({ variant: 'outline', size: 'sm' })}
            >
              {t('list.newBatch')}
            </Link>
          </div>
        )}
      </div>
      <form
        method="get"
        action="/staff/promo-codes"
        className={own.filters}
        role="search"
        aria-label={t('list.filters')}
      >
        <div className={styles.field}>
          <label htmlFor="promo-state">{t('list.state')}</label>
          <select id="promo-state" name="state" defaultValue={props.state ?? ''} className={styles.input}>
            <option value="">{t('list.anyState')}</option>
            {PROMO_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`state.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="promo-search">{t('list.search')}</label>
          <input
            id="promo-search"
            name="q"
            defaultValue={props.search}
            className={styles.input}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={buttonClass({ variant: 'outline', size: 'sm' })}>
          {t('list.apply')}
        </button>
        {filtered && (
          <Link href="/staff/promo-codes" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('list.reset')}
          </Link>
        )}
        <p className={`${styles.hint} ${own.count}`} aria-live="polite">
          {t('list.count', { count: codes.length })}
          {hiddenBatchCodes > 0 && (
            <>
              {' · '}
              <Link href="/staff/promo-codes?batchCodes=1">
                {t('list.showBatchCodes', { count: hiddenBatchCodes })}
              </Link>
            </>
          )}
        </p>
      </form>
      {codes.length === 0 ? (
        <p data-testid="promo-empty">{filtered ? t('list.noMatch') : t('list.empty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="promo-title">
          <table className={styles.table} data-testid="promo-table">
            <thead>
              <tr>
                <th scope="col">{t('list.code')}</th>
                <th scope="col">{t('list.gives')}</th>
                <th scope="col">{t('list.appliesTo')}</th>
                <th scope="col">{t('list.validity')}</th>
                <th scope="col" className={styles.num}>
                  {t('list.uses')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('list.revenue')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('list.discount')}
                </th>
                <th scope="col">{t('list.status')}</th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.id} data-testid="promo-row" data-code={code.name}>
                  <td className={styles.mono}>
                    <Link href={`/staff/promo-codes/${encodeURIComponent(code.id)}`}>{code.name}</Link>
                  </td>
                  <td className={own.nowrap}>{givesWords(t, code, money)}</td>
                  <td className={own.applies}>{appliesWords(t, code, props.data.backOfficePromoOptions)}</td>
                  <td>{validityWords(t, code)}</td>
                  <td className={`${styles.num} ${own.nowrap}`} data-testid="promo-uses">
                    {usesWords(t, code)}
                  </td>
                  <td className={styles.num}>{money(code.revenue)}</td>
                  <td className={styles.num}>{money(code.discount)}</td>
                  <td>
                    <Badge palette={STATE_PALETTE[code.state]}>{t(`state.${code.state}`)}</Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {props.data.backOfficePromoBatches.length > 0 && (
        <>
          <h2 className={styles.sectionTitle} id="promo-batches">
            {t('list.batches')}
          </h2>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="promo-batches">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('list.batch')}</th>
                  <th scope="col">{t('list.created')}</th>
                  <th scope="col" className={styles.num}>
                    {t('list.size')}
                  </th>
                  <th scope="col">
                    <span className={own.visuallyHidden}>{t('list.download')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {props.data.backOfficePromoBatches.map((batch) => (
                  <tr key={batch.id}>
                    <td className={styles.mono}>{batch.prefix}</td>
                    <td>{formatStaffDate(batch.createdAt, locale, props.timeZone)}</td>
                    <td className={styles.num}>{batch.size}</td>
                    <td>
                      {props.canEdit && (
                        <a
                          href={promoBatchCsvHref(batch.id)}
                          download
                          aria-label={t('list.downloadBatch', { prefix: batch.prefix })}
                        >
                          {t('list.download')}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
