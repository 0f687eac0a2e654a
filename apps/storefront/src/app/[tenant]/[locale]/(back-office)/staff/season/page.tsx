import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { seasonApi } from '@/features/back-office-season/season-api';
import { stateOfQuery } from '@/features/back-office-season/season-labels';
import { SeasonList } from '@/features/back-office-season/season-list';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boSeason');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.season')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/season?state=on_sale&competition=league`: the club's matches (SEASON_VIEW). */
export default async function SeasonPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boSeason');
  if (!member.permissions.includes('SEASON_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('forbidden')}</Alert>
      </StaffShell>
    );
  const query = await searchParams;
  const state = stateOfQuery(queryText(query.state));
  const competitionId = queryText(query.competition)?.slice(0, 200) || undefined;
  const found = await seasonApi(tenant.slug, await getLocale()).season(session, { state, competitionId });
  if (!found.ok) throw new Error(`season failed: ${found.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <SeasonList
        season={found.data}
        state={state}
        competitionId={competitionId}
        canEdit={member.permissions.includes('SEASON_EDIT')}
        currency={tenant.currency}
      />
    </StaffShell>
  );
}
