import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { webhooksApi } from '@/features/back-office-webhooks/webhooks-api';
import { WebhooksView } from '@/features/back-office-webhooks/webhooks-view';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boWebhooks');
  return { title: `${t('meta.title')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/webhooks`: the club's webhook endpoints and their delivery logs (INTEGRATIONS_MANAGE; docs/staff-roles.md). */
export default async function WebhooksPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boWebhooks');
  if (!member.permissions.includes('INTEGRATIONS_MANAGE'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const api = webhooksApi(tenant.slug);
  const found = await api.endpoints(session);
  if (!found.ok) throw new Error(`webhook endpoints failed: ${found.failure.body.code}`);
  // A club has a handful of endpoints: one log query each.
  const endpoints = await Promise.all(
    found.data.map(async (endpoint) => {
      const log = await api.deliveries(session, endpoint.id);
      if (!log.ok) throw new Error(`webhook deliveries failed: ${log.failure.body.code}`);
      return { endpoint, deliveries: log.data };
    }),
  );
  return (
    <StaffShell tenant={tenant} member={member}>
      <WebhooksView endpoints={endpoints} timeZone={tenant.timeZone} />
    </StaffShell>
  );
}
