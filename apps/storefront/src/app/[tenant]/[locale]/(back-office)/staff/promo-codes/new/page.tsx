import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { PromoForm } from '@/features/back-office-promo/promo-form';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import styles from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boPromo');
  return { title: `${t('meta.new')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/promo-codes/new[?kind=batch]`: one code or a batch of single-use codes (PROMO_EDIT). */
export default async function NewPromoCodePage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boPromo');
  if (!member.permissions.includes('PROMO_EDIT'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('form.forbidden')}</Alert>
      </StaffShell>
    );
  const options = await promoApi(tenant.slug).options(session);
  if (!options.ok) throw new Error(`promo options failed: ${options.failure.body.code}`);
  const kind = queryText((await searchParams).kind) === 'batch' ? 'batch' : 'single';
  return (
    <StaffShell tenant={tenant} member={member}>
      <section className={styles.panel} aria-labelledby="promo-new-title">
        <h1 id="promo-new-title" className={styles.heading}>
          {t('form.newTitle')}
        </h1>
        <PromoForm kind={kind} options={options.data} />
      </section>
    </StaffShell>
  );
}
