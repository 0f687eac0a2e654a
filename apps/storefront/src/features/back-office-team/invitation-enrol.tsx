'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import staff from '@/features/staff/staff.module.css';
import styles from './back-office-team.module.css';
import { callTeamRoute } from './team-request';
import { INVITATION_ACCEPT } from './team-routes';
import { useTeamErrorText } from './use-team-error-text';

/**
 * The e-mailed link's form: an invitation chooses a password (step 1), then adds the account to an
 * authenticator app from the QR code or the key and confirms with its first code (step 2); the
 * account exists only after that. A second-factor link asks the account's password beside the code.
 */
export function InvitationEnrol(props: {
  token: string;
  kind: 'INVITE' | 'TOTP_RESET';
  qrCodeDataUrl: string;
  totpSecret: string;
}) {
  const t = useTranslations('boTeam.invitation');
  const errorText = useTeamErrorText();
  const invite = props.kind === 'INVITE';
  const [step, setStep] = useState<'password' | 'totp' | 'done'>(invite ? 'password' : 'totp');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stepTwo = useRef<HTMLHeadingElement>(null);

  if (step === 'done')
    return (
      <div className={staff.actions} data-testid="invitation-done">
        <Alert status="success" role="status">
          {invite ? t('done') : t('resetDone')}
        </Alert>
        <div>
          <a href="/staff" className={buttonClass({ palette: 'brand' })}>
            {t('signIn')}
          </a>
        </div>
      </div>
    );

  const errorArea = (
    <div aria-live="polite" className={staff.notice}>
      {error && (
        <Alert status="error" role="alert">
          {error}
        </Alert>
      )}
    </div>
  );

  if (step === 'password')
    return (
      <form
        className={staff.form}
        aria-labelledby="invitation-step-password"
        onSubmit={(event) => {
          event.preventDefault();
          if (password !== again) {
            setError(t('mismatch'));
            return;
          }
          setError(null);
          setStep('totp');
          // The next step's title takes the focus, so a keyboard or screen reader lands on it.
          requestAnimationFrame(() => stepTwo.current?.focus());
        }}
      >
        <h2 id="invitation-step-password" className={staff.sectionTitle}>
          {t('stepPassword')}
        </h2>
        {errorArea}
        <div className={staff.field}>
          <label htmlFor="invitation-password">{t('password')}</label>
          <input
            id="invitation-password"
            type="password"
            className={staff.input}
            autoComplete="new-password"
            minLength={10}
            maxLength={128}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="invitation-password-hint"
            required
          />
          <p id="invitation-password-hint" className={staff.hint}>
            {t('passwordHint')}
          </p>
        </div>
        <div className={staff.field}>
          <label htmlFor="invitation-again">{t('confirm')}</label>
          <input
            id="invitation-again"
            type="password"
            className={staff.input}
            autoComplete="new-password"
            value={again}
            onChange={(event) => setAgain(event.target.value)}
            required
          />
        </div>
        <div>
          <button type="submit" className={buttonClass({ palette: 'brand' })}>
            {t('next')}
          </button>
        </div>
      </form>
    );

  return (
    <form
      className={staff.form}
      aria-labelledby="invitation-step-totp"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        const result = await callTeamRoute(INVITATION_ACCEPT, { token: props.token, password, code });
        setBusy(false);
        if (result.ok) {
          setStep('done');
          return;
        }
        setCode('');
        setError(errorText(result.code, result.problems));
        // A weak password is step 1's to fix.
        if (invite && result.code === 'TEAM_WEAK_PASSWORD') setStep('password');
      }}
    >
      <h2 id="invitation-step-totp" className={staff.sectionTitle} ref={stepTwo} tabIndex={-1}>
        {invite ? t('stepTotp') : t('resetTitle')}
      </h2>
      {errorArea}
      <div className={styles.enrol}>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data URL drawn by the API */}
        <img
          src={props.qrCodeDataUrl}
          alt={t('qrAlt')}
          className={styles.qr}
          width={240}
          height={240}
          data-testid="invitation-qr"
        />
        <div className={staff.form}>
          <p className={staff.hint}>{t('scan')}</p>
          <div className={staff.field}>
            <span id="invitation-secret-label" className={staff.hint}>
              {t('secret')}
            </span>
            <code
              className={styles.secret}
              aria-labelledby="invitation-secret-label"
              data-testid="invitation-secret"
            >
              {props.totpSecret}
            </code>
          </div>
          {!invite && (
            <div className={staff.field}>
              <label htmlFor="invitation-current">{t('currentPassword')}</label>
              <input
                id="invitation-current"
                type="password"
                className={staff.input}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
              />
            </div>
          )}
          <div className={staff.field}>
            <label htmlFor="invitation-code">{t('code')}</label>
            <input
              id="invitation-code"
              className={staff.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
            />
          </div>
          <div className={staff.buttons}>
            {invite && (
              <button
                type="button"
                className={buttonClass({ variant: 'outline' })}
                onClick={() => setStep('password')}
              >
                {t('back')}
              </button>
            )}
            <button type="submit" className={buttonClass({ palette: 'brand' })} disabled={busy}>
              {invite ? t('submit') : t('submitReset')}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
