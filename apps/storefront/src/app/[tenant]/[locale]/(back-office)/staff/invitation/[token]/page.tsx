import type { AppLocale } from '@stadio/i18n';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import team from '@/features/back-office-team/back-office-team.module.css';
import { InvitationEnrol } from '@/features/back-office-team/invitation-enrol';
import { teamApi } from '@/features/back-office-team/team-api';
import { Alert } from '@/features/primitives/alert';
import { formatStaffDate } from '@/features/staff/staff-format';
import { StaffShell } from '@/features/staff/staff-shell';
import styles from '@/features/staff/staff.module.css';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = tenantFromParam((await params).tenant);
  const t = await getTranslations('boTeam');
  const s = await getTranslations('staff');
  return {
    title: `${t('meta.invitation')} · ${s('meta.title', { club: tenant.clientShortName })}`,
    robots: { index: false, follow: false },
    // The token is in the address: it must not leave as a referrer.
    referrer: 'no-referrer',
  };
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * `/staff/invitation/{token}` (no session): the e-mailed link of an invitation or of a second-factor
 * reset. Valid, it shows the club, the role, and the form; expired, used or unknown, a page that
 * says so and what to do.
 */
export default async function StaffInvitationPage({ params }: Props) {
  const { tenant: slug, token } = await params;
  const tenant = tenantFromParam(slug);
  const t = await getTranslations('boTeam');
  const locale = (await getLocale()) as AppLocale;
  const found = TOKEN.test(token) ? await teamApi(tenant.slug).invitation(token) : null;
  if (
    found &&
    !found.ok &&
    found.failure.body.code !== 'TEAM_LINK_INVALID' &&
    found.failure.body.code !== 'BAD_USER_INPUT'
  )
    throw new Error(`invitation lookup failed: ${found.failure.body.code}`);
  const view = found?.ok ? found.data : null;
  const refusal =
    !view || view.state === 'REVOKED'
      ? { title: t('invitation.invalidTitle'), body: t('invitation.invalidBody') }
      : view.state === 'EXPIRED'
        ? { title: t('invitation.expiredTitle'), body: t('invitation.expiredBody') }
        : view.state === 'USED'
          ? { title: t('invitation.usedTitle'), body: t('invitation.usedBody') }
          : null;
  return (
    <StaffShell tenant={tenant}>
      <section className={`${styles.panel} ${team.invitationPanel}`} aria-labelledby="invitation-title">
        {refusal || !view || !view.qrCodeDataUrl || !view.totpSecret ? (
          <>
            <h1 id="invitation-title" className={styles.heading}>
              {refusal?.title ?? t('invitation.invalidTitle')}
            </h1>
            <Alert status="warning" data-testid="invitation-refused">
              {refusal?.body ?? t('invitation.invalidBody')}
            </Alert>
          </>
        ) : (
          <>
            <h1 id="invitation-title" className={styles.heading}>
              {view.kind === 'INVITE'
                ? t('invitation.title', { club: view.clubName })
                : t('invitation.resetTitle')}
            </h1>
            <p data-testid="invitation-intro">
              {view.kind === 'INVITE'
                ? t('invitation.intro', {
                    role: t(`roles.${view.role.toLowerCase() as 'admin'}`),
                    email: view.email,
                  })
                : t('invitation.resetIntro', { email: view.email })}
            </p>
            <p className={styles.hint}>
              {t('invitation.expires', { date: formatStaffDate(view.expiresAt, locale, tenant.timeZone) })}
            </p>
            <InvitationEnrol
              token={token}
              kind={view.kind}
              qrCodeDataUrl={view.qrCodeDataUrl}
              totpSecret={view.totpSecret}
            />
          </>
        )}
      </section>
    </StaffShell>
  );
}
