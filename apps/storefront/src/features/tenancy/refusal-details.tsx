import { useTranslations } from 'next-intl';
import type { RefusedTenantFile } from '@stadio/tenants';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import styles from './refusal-details.module.css';

/**
 * For the club's staff: which tenant file the shop refused and why, in `tenants:check`'s words,
 * and what to do. Server HTML, no script.
 */
export function RefusalDetails({ refusal }: { refusal: RefusedTenantFile }) {
  const t = useTranslations('clubUnavailable');
  return (
    <Alert status="warning" className={styles.alert} data-testid="tenant-refusal">
      <h2 className={styles.title}>
        {refusal.kept ? t('keptTitle', { file: refusal.file }) : t('staffTitle', { file: refusal.file })}
      </h2>
      <ul className={styles.problems}>
        {refusal.problems.map((problem) => (
          <li key={`${problem.field}|${problem.problem}`}>
            <code>{problem.field}</code> {problem.problem}
          </li>
        ))}
      </ul>
      <p>{t('staffFix')}</p>
    </Alert>
  );
}

/** Staff sign in with STAFF_PREVIEW_SECRET (as for the theme preview) to read why the club is closed. */
export function StaffSignIn() {
  const t = useTranslations('clubUnavailable');
  return (
    <form method="post" action="/api/theme-preview/login" className={styles.form}>
      <label className={styles.label} htmlFor="staff-secret">
        {t('staffSignIn')}
      </label>
      <input
        id="staff-secret"
        className={styles.input}
        name="secret"
        type="password"
        autoComplete="current-password"
        required
      />
      <button type="submit" className={buttonClass({ variant: 'outline' })}>
        {t('staffSubmit')}
      </button>
    </form>
  );
}
