import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/features/account/search-params';
import { auditFilter, auditQueryValid, readAuditQuery } from '@/features/back-office-team/audit-filter';
import { AuditLogView } from '@/features/back-office-team/audit-log-view';
import { teamApi } from '@/features/back-office-team/team-api';
import { Alert } from '@/features/primitives/alert';
import { requireStaffPage } from '@/features/staff/staff-access';
import { StaffShell } from '@/features/staff/staff-shell';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boTeam');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.audit')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
  };
}

/** `/staff/audit?who=&action=&targetType=&targetId=&from=&to=&after=`: the club's audit log (CLUB_AUDIT_VIEW). */
export default async function StaffAuditPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const { member, session } = await requireStaffPage(tenant.slug);
  const t = await getTranslations('boTeam');
  if (!member.permissions.includes('CLUB_AUDIT_VIEW'))
    return (
      <StaffShell tenant={tenant} member={member}>
        <Alert status="warning">{t('audit.forbidden')}</Alert>
      </StaffShell>
    );
  const query = readAuditQuery(await searchParams);
  let log = null;
  if (auditQueryValid(query)) {
    const found = await teamApi(tenant.slug).auditLog(session, auditFilter(query), query.after || null);
    // A stale or edited cursor, or a day that is no day, is the reader's to correct, not an error page.
    if (
      !found.ok &&
      found.failure.body.code !== 'TEAM_NOT_APPLICABLE' &&
      found.failure.body.code !== 'BAD_USER_INPUT'
    )
      throw new Error(`audit log failed: ${found.failure.body.code}`);
    log = found.ok ? found.data : null;
  }
  // Staff targets are named by their e-mail where the reader may list the accounts.
  const team = member.permissions.includes('STAFF_MANAGE')
    ? await teamApi(tenant.slug).overview(session)
    : null;
  const staffEmails = new Map(team?.ok ? team.data.members.map((row) => [row.id, row.email] as const) : []);
  return (
    <StaffShell tenant={tenant} member={member}>
      <AuditLogView tenant={tenant} query={query} log={log} staffEmails={staffEmails} />
    </StaffShell>
  );
}
