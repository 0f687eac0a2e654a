import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { MatchPage } from '@/features/back-office-season/match-page';
import { seasonApi } from '@/features/back-office-season/season-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; id: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const s = await getTranslations('staff');
  return {
    title: `${decodeURIComponent(id)} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/season/{id}` (and `?tab=prices`): one match of this club; another club's or none is 404. */
export default async function SeasonMatchPage({ params, searchParams }: Props) {
  const { tenant: slug, id } = await params;
  const tenant = tenantFromParam(slug);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boSeason');
  if (!member.permissions.includes('SEASON_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const found = await seasonApi(tenant.slug, await getLocale()).match(
    session,
    decodeURIComponent(id).slice(0, 200),
  );
  if (!found.ok) {
    const { code } = found.failure.body;
    if (code === 'SEASON_MATCH_NOT_FOUND' || code === 'SEASON_BAD_INPUT') notFound();
    throw new Error(`season match failed: ${code}`);
  }
  const tab = queryText((await searchParams).tab) === 'prices' ? 'prices' : 'details';
  return (
    <StaffShell tenant={tenant} member={member}>
      <MatchPage
        tenant={tenant}
        detail={found.data}
        tab={tab}
        canEdit={member.permissions.includes('SEASON_EDIT')}
      />
    </StaffShell>
  );
}
