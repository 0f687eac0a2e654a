import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { counterApi } from '@/features/back-office-counter/counter-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { staffApi } from '@/features/staff/staff-api';
import { StaffOrderSearch } from '@/features/staff/staff-order-search';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('staff');
  return {
    title: `${t('search.title')} · ${t('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/**
 * `/staff/orders?q=&event=`: the ticket office's order search (order id, ticket number, fan e-mail
 * or name, seat as printed), optionally within one match; both filters live in the address.
 */
export default async function StaffOrdersPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('staff');
  if (!member.permissions.includes('ORDER_SEARCH'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('search.forbidden')}</Alert>
      </StaffShell>
    );
  const search = await searchParams;
  const query = (queryText(search.q) ?? '').trim().slice(0, 254);
  const events = await counterApi(tenant.slug).searchEvents(session);
  const matches = events.ok ? events.data.map((e) => ({ id: e.id, name: e.name })) : [];
  const eventId = matches.find((e) => e.id === queryText(search.event))?.id ?? null;
  let results = null;
  if (query) {
    const found = await staffApi(tenant.slug).search(session, query, eventId);
    if (!found.ok) throw new Error(`staff search failed: ${found.failure.body.code}`);
    results = found.data;
  }
  return (
    <StaffShell tenant={tenant} member={member}>
      <StaffOrderSearch tenant={tenant} query={query} results={results} matches={matches} eventId={eventId} />
    </StaffShell>
  );
}
