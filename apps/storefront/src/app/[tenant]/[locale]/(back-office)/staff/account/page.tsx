import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountView } from '@/features/back-office-team/account-view';
import { teamApi } from '@/features/back-office-team/team-api';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boTeam');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.account')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/account`: every staff member's own account (role, recent sign-ins, password). */
export default async function StaffAccountPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const account = await teamApi(tenant.slug).ownAccount(session);
  if (!account.ok) throw new Error(`own account failed: ${account.failure.body.code}`);
  return (
    <StaffShell tenant={tenant} member={member}>
      <AccountView tenant={tenant} account={account.data} />
    </StaffShell>
  );
}
