import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { PromoActiveToggle } from '@/features/back-office-promo/promo-active-toggle';
import { PromoForm } from '@/features/back-office-promo/promo-form';
import { promoBatchCsvHref } from '@/features/back-office-promo/promo-routes';
import {
  appliesWords,
  givesWords,
  STATE_PALETTE,
  usesWords,
  validityWords,
} from '@/features/back-office-promo/promo-words';
import { moneyFormatter } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { Badge } from '@/features/primitives/badge';
import { requireStaffPage } from '@/features/staff/staff-access';
import { formatStaffDate } from '@/features/staff/staff-format';
import { StaffShell } from '@/features/staff/staff-shell';
import styles from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const t = await getTranslations('boPromo');
  return {
    title: `${t('meta.edit', { name: decodeURIComponent(id).toUpperCase() })} · ${tenant.clientShortName}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/promo-codes/<id>`: a code's facts, its orders, disable / enable and its rules (PROMO_VIEW, PROMO_EDIT to change). */
export default async function PromoCodePage({ params }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boPromo');
  const locale = await getLocale();
  const money = moneyFormatter(locale, tenant.currency);
  if (!member.permissions.includes('PROMO_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const found = await promoApi(tenant.slug).one(session, decodeURIComponent(id));
  if (!found.ok) {
    const code = found.failure.body.code;
    if (code === 'PROMO_CODE_NOT_FOUND' || code === 'BAD_USER_INPUT') notFound();
    throw new Error(`promo code failed: ${code}`);
  }
  const { code, uses } = found.data.backOfficePromoCode;
  const options = found.data.backOfficePromoOptions;
  const canEdit = member.permissions.includes('PROMO_EDIT');
  const canSeeOrders = member.permissions.includes('ORDER_VIEW');
  return (
    <StaffShell tenant={tenant} member={member}>
      <section className={styles.panel} aria-labelledby="promo-code-title">
        <Link href="/staff/promo-codes" className={styles.back}>
          {t('detail.back')}
        </Link>
        <h1 id="promo-code-title" className={styles.heading}>
          <span className={styles.mono}>{code.name}</span>{' '}
          <Badge palette={STATE_PALETTE[code.state]}>{t(`state.${code.state}`)}</Badge>
        </h1>
        <dl className={styles.facts} data-testid="promo-facts">
          <div>
            <dt>{t('detail.gives')}</dt>
            <dd>{givesWords(t, code, money)}</dd>
          </div>
          <div>
            <dt>{t('detail.appliesTo')}</dt>
            <dd>{appliesWords(t, code, options)}</dd>
          </div>
          <div>
            <dt>{t('detail.validity')}</dt>
            <dd>{validityWords(t, code)}</dd>
          </div>
          <div>
            <dt>{t('detail.uses')}</dt>
            <dd data-testid="promo-detail-uses">{usesWords(t, code)}</dd>
          </div>
          <div>
            <dt>{t('detail.revenue')}</dt>
            <dd>{money(code.revenue)}</dd>
          </div>
          <div>
            <dt>{t('detail.discount')}</dt>
            <dd>{money(code.discount)}</dd>
          </div>
          {code.batchId && (
            <div>
              <dt>{t('detail.batch')}</dt>
              <dd>
                {canEdit ? (
                  <a href={promoBatchCsvHref(code.batchId)} download>
                    {t('list.download')}
                  </a>
                ) : (
                  code.batchId
                )}
              </dd>
            </div>
          )}
        </dl>
        {!code.active && <p className={styles.hint}>{t('detail.disabledNote')}</p>}
        {canEdit && <PromoActiveToggle id={code.id} active={code.active} />}
      </section>
      <section className={styles.panel} aria-labelledby="promo-orders-title">
        <h2 id="promo-orders-title" className={styles.sectionTitle}>
          {t('detail.ordersTitle')}
        </h2>
        {uses.length === 0 ? (
          <p>{t('detail.noOrders')}</p>
        ) : (
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="promo-orders-title">
            <table className={styles.table} data-testid="promo-uses-table">
              <thead>
                <tr>
                  <th scope="col">{t('detail.order')}</th>
                  <th scope="col">{t('detail.orderStatus')}</th>
                  <th scope="col">{t('detail.fan')}</th>
                  <th scope="col">{t('detail.usedAt')}</th>
                  <th scope="col" className={styles.num}>
                    {t('detail.total')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('detail.orderDiscount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {uses.map((use) => (
                  <tr key={use.orderId}>
                    <td className={styles.mono}>
                      {canSeeOrders ? (
                        <Link href={`/staff/orders/${encodeURIComponent(use.orderId)}`}>{use.orderId}</Link>
                      ) : (
                        use.orderId
                      )}
                    </td>
                    <td>{t(`orderStatus.${use.status}`)}</td>
                    <td>{use.customerEmail}</td>
                    <td>{formatStaffDate(use.usedAt, locale, tenant.timeZone)}</td>
                    <td className={styles.num}>{money(use.total)}</td>
                    <td className={styles.num}>{money(use.discount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {canEdit && (
        <section className={styles.panel} aria-labelledby="promo-edit-title">
          <h2 id="promo-edit-title" className={styles.sectionTitle}>
            {t('detail.edit')}
          </h2>
          <PromoForm kind="single" code={code} options={options} />
        </section>
      )}
    </StaffShell>
  );
}
