import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { EXPORT_KINDS, KIND_STATUSES, type ExportKind } from '@/features/back-office-exports/exports-routes';
import { ExportsView } from '@/features/back-office-exports/exports-view';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boExports');
  return { title: `${t('meta.title')} · ${tenant.clientShortName}`, robots: { index: false, follow: false } };
}

/** `/staff/exports?kind=&event=&from=&to=&status=`: the club's data as CSV or XLSX (DATA_EXPORT; docs/product.md#exports). */
export default async function ExportsPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boExports');
  if (!member.permissions.includes('DATA_EXPORT'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const search = await searchParams;
  const asked = queryText(search.kind);
  const kind: ExportKind = EXPORT_KINDS.find((k) => k === asked) ?? 'orders';
  // The match list of the order search; a role without it simply exports every match.
  const events = member.permissions.includes('ORDER_SEARCH')
    ? await counterApi(tenant.slug).searchEvents(session)
    : null;
  const matches = events?.ok ? events.data.map((e) => ({ id: e.id, name: e.name })) : [];
  const day = (value: string | undefined) => (value && DAY.test(value) ? value : null);
  const status = queryText(search.status);
  const filters = {
    event: matches.find((e) => e.id === queryText(search.event))?.id ?? null,
    from: day(queryText(search.from)),
    to: day(queryText(search.to)),
    status: status && KIND_STATUSES[kind].includes(status) ? status : null,
  };
  return (
    <StaffShell tenant={tenant} member={member}>
      <ExportsView
        kind={kind}
        filters={filters}
        matches={matches}
        currency={tenant.currency}
        timeZone={tenant.timeZone}
      />
    </StaffShell>
  );
}
