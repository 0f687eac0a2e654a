import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { anomalyApi } from '@/features/anomalies/anomaly-api';
import { ANOMALY_CODE_VALUES, AnomalyList, type AnomalyFilterView } from '@/features/anomalies/anomaly-list';
import { ANOMALY_STATUS_VALUES } from '@/features/anomalies/anomaly-statuses';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('staff');
  const a = await getTranslations('staffAnomalies');
  return {
    title: `${a('title')} · ${t('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** Reads the filters of the address; a value that is not one of the list's is no filter. */
function filterOf(query: Record<string, string | string[] | undefined>): AnomalyFilterView {
  const pick = <T extends string>(value: string | undefined, values: readonly T[]): T | null =>
    values.find((candidate) => candidate === value) ?? null;
  const day = (value: string | undefined) => (value && DAY.test(value) ? value : null);
  return {
    code: pick(queryText(query.code), ANOMALY_CODE_VALUES),
    status: pick(queryText(query.status), ANOMALY_STATUS_VALUES),
    from: day(queryText(query.from)),
    to: day(queryText(query.to)),
  };
}

/** `/staff/anomalies`: the order anomalies of the club (docs/product.md#order-anomalies). */
export default async function StaffAnomaliesPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('staffAnomalies');
  if (!member.permissions.includes('ANOMALY_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const filter = filterOf(await searchParams);
  const found = await anomalyApi(tenant.slug).list(session, filter);
  if (!found.ok) throw new Error(`staff anomalies failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <AnomalyList
        tenant={tenant}
        filter={filter}
        anomalies={found.data}
        canUpdate={member.permissions.includes('ANOMALY_UPDATE')}
        canViewOrders={member.permissions.includes('ORDER_VIEW')}
      />
    </StaffShell>
  );
}
