'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { retryWait } from '@/features/formatting/retry-wait';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { callStaffRoute } from './staff-request';
import { STAFF_LOGIN } from './staff-routes';
import styles from './staff.module.css';

/** `/staff`: e-mail, password and the authenticator's current code; then the order search. */
export function StaffLoginForm() {
  const t = useTranslations('staff.login');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const result = await callStaffRoute(STAFF_LOGIN, {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
      code: String(form.get('code') ?? '').replace(/\s/g, ''),
    });
    if (result.ok) return window.location.assign('/staff');
    setPending(false);
    if (result.code === 'THROTTLED') setError(t('throttled', retryWait(result.retryAfterSeconds)));
    else if (result.code === 'BUSY') setError(t('busy'));
    else if (result.code === 'NETWORK' || result.code === 'UNKNOWN') setError(t('network'));
    else setError(t('failed'));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} data-testid="staff-login-form" noValidate>
      {error && (
        <Alert status="error" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.field}>
        <label htmlFor="staff-email">{t('email')}</label>
        <input
          id="staff-email"
          className={styles.input}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-password">{t('password')}</label>
        <input
          id="staff-password"
          className={styles.input}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="staff-code">{t('code')}</label>
        <input
          id="staff-code"
          className={styles.input}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          aria-describedby="staff-code-hint"
          required
        />
        <p id="staff-code-hint" className={styles.hint}>
          {t('codeHint')}
        </p>
      </div>
      <button type="submit" className={buttonClass({ palette: 'brand', full: true })} disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
