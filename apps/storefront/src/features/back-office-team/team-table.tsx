import type { AppLocale } from '@stadio/i18n';
import type { Tenant } from '@stadio/tenants';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/features/primitives/badge';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import type { StaffRole } from '@/gql/graphql';
import styles from './back-office-team.module.css';
import type { TeamOverviewView } from './team-api';
import { TeamInviteForm } from './team-invite-form';
import { TeamNoticeProvider } from './team-notice';
import { InvitationActions, MemberActions } from './team-row-actions';

const roleKey = (role: StaffRole) => role.toLowerCase() as 'admin';

/**
 * `/staff/team`: the club's accounts and open invitations in one dense table (e-mail, role,
 * state, last sign-in, second factor, actions), the invite form under it.
 */
export async function TeamTable({ tenant, overview }: { tenant: Tenant; overview: TeamOverviewView }) {
  const t = await getTranslations('boTeam');
  const locale = (await getLocale()) as AppLocale;
  const date = (iso: string) => formatStaffDate(iso, locale, tenant.timeZone);
  const invitations = overview.invitations.filter((row) => row.kind === 'INVITE');
  // A second-factor link belongs to its account's row.
  const enrolLinks = new Map(
    overview.invitations.filter((row) => row.kind === 'TOTP_RESET').map((row) => [row.email, row]),
  );
  const onlyMe = overview.members.length <= 1 && invitations.length === 0;
  return (
    <section className={staff.panel} aria-labelledby="team-title">
      <h1 id="team-title" className={staff.heading}>
        {t('team.title')}
      </h1>
      <p className={staff.hint}>{t('team.intro')}</p>
      <TeamNoticeProvider>
        <p className={staff.hint} data-testid="team-count">
          {t('team.count', { accounts: overview.members.length, invitations: invitations.length })}
        </p>
        <div className={staff.tableWrap} tabIndex={0} role="region" aria-labelledby="team-title">
          <table className={staff.table} data-testid="team-table">
            <thead>
              <tr>
                <th scope="col">{t('team.columns.email')}</th>
                <th scope="col">{t('team.columns.role')}</th>
                <th scope="col">{t('team.columns.state')}</th>
                <th scope="col">{t('team.columns.lastSignIn')}</th>
                <th scope="col">{t('team.columns.secondFactor')}</th>
                <th scope="col">{t('team.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.members.map((member) => {
                const link = enrolLinks.get(member.email);
                return (
                  <tr key={member.id} data-testid="team-member" data-email={member.email}>
                    <td className={staff.mono}>
                      {member.email}
                      {member.isSelf && <span className={styles.sub}>{t('team.you')}</span>}
                    </td>
                    <td className={styles.nowrap}>{t(`roles.${roleKey(member.role)}`)}</td>
                    <td data-testid="team-state">
                      {member.state === 'DISABLED' ? (
                        <Badge palette="gray">{t('team.state.disabled')}</Badge>
                      ) : member.state === 'LOCKED' && member.lockedUntil ? (
                        <Badge palette="red">
                          {t('team.state.locked', { until: date(member.lockedUntil) })}
                        </Badge>
                      ) : (
                        <Badge palette="green">{t('team.state.active')}</Badge>
                      )}
                      {member.disabledAt && <span className={styles.sub}>{date(member.disabledAt)}</span>}
                    </td>
                    <td className={styles.nowrap}>
                      {member.lastSignInAt ? date(member.lastSignInAt) : t('team.never')}
                    </td>
                    <td>
                      {member.totpEnrolled ? (
                        t('team.secondFactor.enrolled')
                      ) : (
                        <>
                          <Badge palette="orange">{t('team.secondFactor.pending')}</Badge>
                          {link && (
                            <span className={styles.sub}>
                              {t('team.state.totpLink', { expires: date(link.expiresAt) })}
                            </span>
                          )}
                        </>
                      )}
                    </td>
                    <td>
                      {/* One's own row too: the API refuses leaving the club without an administrator, and says so. */}
                      <MemberActions
                        staffId={member.id}
                        email={member.email}
                        role={member.role}
                        state={member.state}
                      />
                    </td>
                  </tr>
                );
              })}
              {invitations.map((invitation) => (
                <tr key={invitation.id} data-testid="team-invitation" data-email={invitation.email}>
                  <td className={staff.mono}>
                    {invitation.email}
                    {invitation.invitedByEmail && (
                      <span className={styles.sub}>
                        {t('team.invitedBy', { email: invitation.invitedByEmail })}
                      </span>
                    )}
                  </td>
                  <td className={styles.nowrap}>{t(`roles.${roleKey(invitation.role)}`)}</td>
                  <td data-testid="team-state">
                    <Badge palette={invitation.expired ? 'gray' : 'blue'}>
                      {t(invitation.expired ? 'team.state.inviteExpired' : 'team.state.invited', {
                        expires: date(invitation.expiresAt),
                      })}
                    </Badge>
                  </td>
                  <td>{t('team.never')}</td>
                  <td className={staff.muted}>{t('team.secondFactor.invited')}</td>
                  <td>
                    <InvitationActions invitationId={invitation.id} email={invitation.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {onlyMe && <p className={staff.hint}>{t('team.empty')}</p>}
        <TeamInviteForm locales={tenant.locales as AppLocale[]} locale={locale} />
      </TeamNoticeProvider>
    </section>
  );
}
