'use client';

import { LANGUAGE_NAMES, type AppLocale } from '@stadio/i18n';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { NativeSelect } from '@/features/primitives/native-select';
import staff from '@/features/staff/staff.module.css';
import styles from './back-office-team.module.css';
import { useTeamNotices } from './team-notice';
import { callTeamRoute } from './team-request';
import { ASSIGNABLE_ROLES } from './team-roles';
import { TEAM_INVITE } from './team-routes';

/** Invites a colleague by e-mail with a role; the e-mail in the language chosen (the page's by default). */
export function TeamInviteForm(props: { locales: readonly AppLocale[]; locale: AppLocale }) {
  const t = useTranslations('boTeam');
  const { run, busy } = useTeamNotices();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<(typeof ASSIGNABLE_ROLES)[number]>('TICKET_OFFICE');
  const [locale, setLocale] = useState<AppLocale>(
    props.locales.includes(props.locale) ? props.locale : (props.locales[0] ?? 'en'),
  );
  return (
    <form
      className={styles.inviteForm}
      aria-labelledby="team-invite-title"
      data-testid="team-invite"
      onSubmit={async (event) => {
        event.preventDefault();
        const sent = await run(
          () => callTeamRoute(TEAM_INVITE, { email, role, locale }),
          (data) => t('team.done.invited', { email: data.email }),
        );
        if (sent) setEmail('');
      }}
    >
      <h2 id="team-invite-title" className={staff.sectionTitle}>
        {t('team.invite.title')}
      </h2>
      <div className={styles.inviteRow}>
        <div className={`${staff.field} ${styles.grow}`}>
          <label htmlFor="team-invite-email">{t('team.invite.email')}</label>
          <input
            id="team-invite-email"
            type="email"
            className={staff.input}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            required
            aria-describedby="team-invite-hint"
          />
        </div>
        <div className={staff.field}>
          <label htmlFor="team-invite-role">{t('team.invite.role')}</label>
          <NativeSelect
            id="team-invite-role"
            size="md"
            value={role}
            onChange={(event) => setRole(event.target.value as (typeof ASSIGNABLE_ROLES)[number])}
          >
            {ASSIGNABLE_ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option.toLowerCase() as 'admin'}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className={staff.field}>
          <label htmlFor="team-invite-locale">{t('team.invite.language')}</label>
          <NativeSelect
            id="team-invite-locale"
            size="md"
            value={locale}
            onChange={(event) => setLocale(event.target.value as AppLocale)}
          >
            {props.locales.map((option) => (
              <option key={option} value={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
          {t('team.invite.submit')}
        </button>
      </div>
      <p id="team-invite-hint" className={staff.hint}>
        {t('team.invite.hint')}
      </p>
    </form>
  );
}
