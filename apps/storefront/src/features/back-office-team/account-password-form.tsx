'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import { callTeamRoute } from './team-request';
import { STAFF_PASSWORD } from './team-routes';
import { useTeamErrorText } from './use-team-error-text';

/** One's own password: the current one, the new one twice, and a code of the authenticator. */
export function AccountPasswordForm() {
  const t = useTranslations('boTeam.account.password');
  const hint = useTranslations('boTeam.invitation');
  const errorText = useTeamErrorText();
  const [fields, setFields] = useState({ current: '', next: '', again: '', code: '' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((was) => ({ ...was, [name]: event.target.value }));
  return (
    <form
      className={staff.form}
      aria-labelledby="account-password-title"
      data-testid="account-password"
      onSubmit={async (event) => {
        event.preventDefault();
        if (fields.next !== fields.again) {
          setNotice({ status: 'error', text: t('mismatch') });
          return;
        }
        setBusy(true);
        const result = await callTeamRoute(STAFF_PASSWORD, {
          currentPassword: fields.current,
          newPassword: fields.next,
          code: fields.code,
        });
        setBusy(false);
        if (result.ok) setFields({ current: '', next: '', again: '', code: '' });
        else setFields((was) => ({ ...was, code: '' }));
        setNotice(
          result.ok
            ? { status: 'success', text: t('done') }
            : { status: 'error', text: errorText(result.code, result.problems) },
        );
      }}
    >
      <h2 id="account-password-title" className={staff.sectionTitle}>
        {t('title')}
      </h2>
      <div aria-live="polite" className={staff.notice}>
        {notice && (
          <Alert status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        )}
      </div>
      <div className={staff.field}>
        <label htmlFor="account-current">{t('current')}</label>
        <input
          id="account-current"
          type="password"
          className={staff.input}
          autoComplete="current-password"
          value={fields.current}
          onChange={set('current')}
          required
        />
      </div>
      <div className={staff.field}>
        <label htmlFor="account-new">{t('new')}</label>
        <input
          id="account-new"
          type="password"
          className={staff.input}
          autoComplete="new-password"
          value={fields.next}
          onChange={set('next')}
          aria-describedby="account-new-hint"
          minLength={10}
          required
        />
        <p id="account-new-hint" className={staff.hint}>
          {hint('passwordHint')}
        </p>
      </div>
      <div className={staff.field}>
        <label htmlFor="account-again">{t('confirm')}</label>
        <input
          id="account-again"
          type="password"
          className={staff.input}
          autoComplete="new-password"
          value={fields.again}
          onChange={set('again')}
          required
        />
      </div>
      <div className={staff.field}>
        <label htmlFor="account-code">{t('code')}</label>
        <input
          id="account-code"
          className={staff.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          value={fields.code}
          onChange={set('code')}
          required
        />
      </div>
      <div>
        <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
