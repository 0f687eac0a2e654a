import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { gateApi } from '@/features/gate/gate-api';
import { GateScanner } from '@/features/gate/gate-scanner';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('staff');
  const s = await getTranslations('staffScan');
  return {
    title: `${s('title')} · ${t('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/scan`: the stewards' gate scanner (docs/product.md#gate-scanning, ADR 0028). */
export default async function StaffScanPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('staffScan');
  if (!member.permissions.includes('TICKET_SCAN'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('errors.forbidden')}</Alert>
      </StaffShell>
    );
  const locale = await getLocale();
  const events = await gateApi(tenant.slug, { locale }).events(session);
  if (!events.ok) throw new Error(`staff gate events failed: ${events.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <GateScanner club={tenant.slug} locale={locale} timeZone={tenant.timeZone} events={events.data} />
    </StaffShell>
  );
}
