import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { teamApi } from '@/features/back-office-team/team-api';
import { TeamTable } from '@/features/back-office-team/team-table';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boTeam');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.team')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/team`: the club's staff accounts and invitations (STAFF_MANAGE, docs/staff-roles.md). */
export default async function StaffTeamPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boTeam');
  if (!member.permissions.includes('STAFF_MANAGE'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('team.forbidden')}</Alert>
      </StaffShell>
    );
  const overview = await teamApi(tenant.slug).overview(session);
  if (!overview.ok) throw new Error(`team overview failed: ${overview.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <TeamTable tenant={tenant} overview={overview.data} />
    </StaffShell>
  );
}
