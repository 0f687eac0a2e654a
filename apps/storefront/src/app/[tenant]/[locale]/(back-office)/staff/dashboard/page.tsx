import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { dashboardApi } from '@/features/back-office-dashboard/dashboard-api';
import { DashboardView } from '@/features/back-office-dashboard/dashboard-view';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: Promise<{ match?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boDashboard');
  return { title: `${t('meta.title')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/dashboard[?match=<event id>]`: the season's or one match's sales (DASHBOARD_VIEW; docs/staff-roles.md). */
export default async function DashboardPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boDashboard');
  if (!member.permissions.includes('DASHBOARD_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const asked = (await searchParams).match;
  const eventId = typeof asked === 'string' && asked.trim() !== '' ? asked.trim().slice(0, 100) : null;
  let found = await dashboardApi(tenant.slug, await getLocale()).load(session, eventId);
  // A match that is not the club's (an old bookmark, a typed address): the season instead.
  if (!found.ok && eventId && found.failure.status === 404)
    found = await dashboardApi(tenant.slug, await getLocale()).load(session, null);
  if (!found.ok) throw new Error(`dashboard failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <DashboardView data={found.data} timeZone={tenant.timeZone} />
    </StaffShell>
  );
}
