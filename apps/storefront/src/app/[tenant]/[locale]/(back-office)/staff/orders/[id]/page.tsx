import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { staffApi } from '@/features/staff/staff-api';
import { StaffOrderView } from '@/features/staff/staff-order-view';
import { RefundTicketAction } from '@/features/back-office-counter/refund-ticket-action';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const t = await getTranslations('staff');
  return {
    title: `${t('order.title', { orderId: id })} · ${t('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/orders/{id}`: one order of this club, whole; another club's or none is 404. */
export default async function StaffOrderPage({ params }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('staff');
  const found = await staffApi(tenant.slug).order(session, decodeURIComponent(id).slice(0, 100));
  if (!found.ok) {
    const { code } = found.failure.body;
    if (code === 'STAFF_ORDER_NOT_FOUND' || code === 'BAD_USER_INPUT') notFound();
    if (code === 'STAFF_FORBIDDEN')
      return (
        <StaffShell tenant={tenant} member={member}>
          <Alert status="warning">{t('errors.forbidden')}</Alert>
        </StaffShell>
      );
    throw new Error(`staff order failed: ${code}`);
  }
  return (
    <StaffShell tenant={tenant} member={member}>
      <StaffOrderView tenant={tenant} order={found.data} TicketAction={RefundTicketAction} />
    </StaffShell>
  );
}
