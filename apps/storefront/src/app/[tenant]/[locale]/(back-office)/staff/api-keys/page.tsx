import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { apiKeysApi } from '@/features/back-office-api-keys/api-keys-api';
import { ApiKeysView } from '@/features/back-office-api-keys/api-keys-view';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boApiKeys');
  return { title: `${t('meta.title')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/api-keys`: the club's read-API keys (INTEGRATIONS_MANAGE; docs/staff-roles.md). */
export default async function ApiKeysPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boApiKeys');
  if (!member.permissions.includes('INTEGRATIONS_MANAGE'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const found = await apiKeysApi(tenant.slug).list(session);
  if (!found.ok) throw new Error(`api keys list failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <ApiKeysView keys={found.data} timeZone={tenant.timeZone} />
    </StaffShell>
  );
}
