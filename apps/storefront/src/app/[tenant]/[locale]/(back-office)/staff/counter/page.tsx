import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { CounterEventsTable } from '@/features/back-office-counter/counter-events-table';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boCounter');
  const s = await getTranslations('staff');
  return {
    title: `${t('list.title')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/counter`: the matches the ticket office sells at the counter, to pick one. */
export default async function CounterPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boCounter');
  if (!member.permissions.includes('COUNTER_SALE'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const found = await counterApi(tenant.slug).events(session);
  if (!found.ok) throw new Error(`counter events failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <CounterEventsTable tenant={tenant} events={found.data.map((event) => ({ ...event }))} />
    </StaffShell>
  );
}
