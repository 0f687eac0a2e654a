import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ApiDocsView } from '@/features/back-office-api-keys/api-docs-view';
import { readApiDocument } from '@/features/back-office-api-keys/api-keys-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';
import { requestOrigin } from '@/lib/request-origin';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boApiKeys');
  return {
    title: `${t('meta.docsTitle')} · ${tenant.clientShortName}`,
    robots: { index: false, follow: false },
  };
}

/**
 * `/staff/api-keys/docs`: the read API's reference beside the keys it needs (INTEGRATIONS_MANAGE),
 * for whoever sets up the club's system; the machine-readable document is public at
 * /api/v1/openapi.json (ADR 0053).
 */
export default async function ApiDocsPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boApiKeys');
  if (!member.permissions.includes('INTEGRATIONS_MANAGE'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  // The address the member opened the page on: the club's shop domain, which its systems call.
  const origin = requestOrigin(await headers()) ?? `https://${tenant.domains[0]}`;
  return (
    <StaffShell tenant={tenant} member={member}>
      <ApiDocsView document={await readApiDocument()} origin={origin} />
    </StaffShell>
  );
}
