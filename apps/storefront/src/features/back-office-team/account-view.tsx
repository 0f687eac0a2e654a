import type { AppLocale } from '@stadio/i18n';
import type { Tenant } from '@stadio/tenants';
import { getLocale, getTranslations } from 'next-intl/server';
import { Badge } from '@/features/primitives/badge';
import { formatStaffDate } from '@/features/staff/staff-format';
import staff from '@/features/staff/staff.module.css';
import styles from './back-office-team.module.css';
import { AccountPasswordForm } from './account-password-form';
import type { OwnAccountView } from './team-api';

const REASONS = ['unknown_account', 'password', 'code', 'code_reused', 'throttled', 'locked'] as const;

/** `/staff/account`: one's own role, recent sign-ins, and the password change. */
export async function AccountView({ tenant, account }: { tenant: Tenant; account: OwnAccountView }) {
  const t = await getTranslations('boTeam');
  const locale = (await getLocale()) as AppLocale;
  const date = (iso: string) => formatStaffDate(iso, locale, tenant.timeZone);
  const reason = (code: string | null | undefined) =>
    code && (REASONS as readonly string[]).includes(code)
      ? t(`account.reasons.${code as 'password'}`)
      : (code ?? '');
  return (
    <div className={styles.twoColumns}>
      <section className={staff.panel} aria-labelledby="account-title">
        <h1 id="account-title" className={staff.heading}>
          {t('account.title')}
        </h1>
        <dl className={staff.facts}>
          <div>
            <dt>{t('account.email')}</dt>
            <dd className={staff.mono}>{account.email}</dd>
          </div>
          <div>
            <dt>{t('account.role')}</dt>
            <dd data-testid="account-role">{t(`roles.${account.role.toLowerCase() as 'admin'}`)}</dd>
          </div>
          <div>
            <dt>{t('account.since')}</dt>
            <dd>{date(account.createdAt)}</dd>
          </div>
        </dl>
        <h2 id="account-recent" className={staff.sectionTitle}>
          {t('account.recent')}
        </h2>
        <p className={staff.hint}>{t('account.recentHint')}</p>
        {account.recentSignIns.length === 0 ? (
          <p>{t('account.noSignIns')}</p>
        ) : (
          <div className={staff.tableWrap} tabIndex={0} role="region" aria-labelledby="account-recent">
            <table className={`${staff.table} ${styles.compact}`}>
              <thead>
                <tr>
                  <th scope="col">{t('account.when')}</th>
                  <th scope="col">{t('account.result')}</th>
                  <th scope="col">{t('account.address')}</th>
                </tr>
              </thead>
              <tbody>
                {account.recentSignIns.map((signIn, index) => (
                  <tr key={`${signIn.at}-${index}`}>
                    <td className={styles.nowrap}>{date(signIn.at)}</td>
                    <td>
                      {signIn.ok ? (
                        <Badge palette="green">{t('account.ok')}</Badge>
                      ) : (
                        <Badge palette="red">{t('account.failed', { reason: reason(signIn.reason) })}</Badge>
                      )}
                    </td>
                    <td className={staff.mono}>{signIn.clientAddress ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={staff.panel}>
        <AccountPasswordForm />
      </section>
    </div>
  );
}
