import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { payoutsApi } from '@/features/back-office-payouts/payouts-api';
import { PayoutsView } from '@/features/back-office-payouts/payouts-view';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boPayouts');
  return { title: `${t('meta.title')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/payouts`: resale payouts due, SEPA transfer files, marking them paid (RESALE_PAYOUT; docs/staff-roles.md). */
export default async function PayoutsPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boPayouts');
  if (!member.permissions.includes('RESALE_PAYOUT'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const found = await payoutsApi(tenant.slug).list(session);
  if (!found.ok) throw new Error(`payouts list failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <PayoutsView data={found.data} timeZone={tenant.timeZone} />
    </StaffShell>
  );
}
