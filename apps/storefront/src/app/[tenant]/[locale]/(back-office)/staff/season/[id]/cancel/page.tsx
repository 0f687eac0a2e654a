import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CancelView } from '@/features/back-office-seats/cancel-view';
import { seatsApi } from '@/features/back-office-seats/seats-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boSeats');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.cancel')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/season/{id}/cancel`: cancel a match and refund its orders (EVENT_CANCEL). */
export default async function CancelMatchPage({ params }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boSeats');
  if (!member.permissions.includes('EVENT_CANCEL'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('cancelForbidden')}</Alert>
      </StaffShell>
    );
  const found = await seatsApi(tenant.slug).cancellation(session, decodeURIComponent(id).slice(0, 100));
  if (!found.ok) {
    const { code } = found.failure.body;
    if (code === 'SEASON_SEATS_EVENT_NOT_FOUND' || code === 'BAD_USER_INPUT') notFound();
    throw new Error(`match cancellation failed: ${code}`);
  }
  return (
    <StaffShell tenant={tenant} member={member}>
      <CancelView tenant={tenant} cancellation={found.data} />
    </StaffShell>
  );
}
