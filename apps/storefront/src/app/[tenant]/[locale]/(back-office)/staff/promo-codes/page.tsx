import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { promoApi } from '@/features/back-office-promo/promo-api';
import { PROMO_STATES, PromoList } from '@/features/back-office-promo/promo-list';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boPromo');
  return { title: `${t('meta.list')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/promo-codes?state=&q=`: the club's promo codes (PROMO_VIEW; docs/staff-roles.md). */
export default async function PromoCodesPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boPromo');
  if (!member.permissions.includes('PROMO_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const query = await searchParams;
  const stateText = queryText(query.state) ?? '';
  const state = (PROMO_STATES as readonly string[]).includes(stateText)
    ? (stateText as (typeof PROMO_STATES)[number])
    : null;
  const search = (queryText(query.q) ?? '').trim().slice(0, 40);
  const found = await promoApi(tenant.slug).list(session, {
    ...(state ? { state } : {}),
    ...(search ? { search } : {}),
  });
  if (!found.ok) throw new Error(`promo list failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <PromoList
        data={found.data}
        state={state}
        search={search}
        canEdit={member.permissions.includes('PROMO_EDIT')}
        timeZone={tenant.timeZone}
        currency={tenant.currency}
        batchCodes={queryText(query.batchCodes) === '1'}
      />
    </StaffShell>
  );
}
