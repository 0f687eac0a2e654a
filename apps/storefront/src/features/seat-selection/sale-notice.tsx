'use client';

import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { SaleState } from '@/features/catalogue/sale-state';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { loginUrl } from '@/features/account/login-url';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import typography from '@/features/primitives/text.module.css';
import { useTenant } from '@/features/tenancy/tenant-context';
import styles from './sale-notice.module.css';

/**
 * Why seats cannot be chosen now, and the way forward: log in (map for members, early-bird sale),
 * or back to the other matches. `state` null means the map is only hidden from anonymous visitors.
 * `loggedIn` undefined means not known yet (the server's HTML): the early-bird login is then
 * marked for anonymous visitors only (selection-or-notice.tsx shows it to them). Plain HTML and
 * CSS, so a page that shows a notice needs no more script than the decision (ADR 0017).
 */
export function SaleNotice({
  state,
  loginRedirect,
  loggedIn,
}: {
  state: SaleState | null;
  loginRedirect: string;
  loggedIn: boolean | undefined;
}) {
  const t = useTranslations('selection');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const date = (iso: string | null) => (iso ? formatEventDate(iso, locale, timeZone) : '');
  const text: { title: string; body: string; login?: string; loginFor?: string } = (() => {
    switch (state?.kind) {
      case undefined:
        return { title: t('loginTitle'), body: t('loginBody'), login: t('logIn') };
      case 'soldOut':
        return { title: t('soldOutTitle'), body: t('soldOutBody') };
      case 'opensLater':
        return { title: t('opensLaterTitle'), body: t('opensLaterBody', { date: date(state.opensAt) }) };
      case 'earlyBird':
        return {
          title: t('earlyBirdTitle'),
          body: t('earlyBirdBody', { date: date(state.publicOpeningAt) }),
          login: loggedIn ? undefined : t('earlyBirdLogin'),
          loginFor: loggedIn === undefined ? 'anonymous' : undefined,
        };
      case 'passed':
        return { title: t('passedTitle'), body: t('passedBody') };
      default:
        return { title: t('closedTitle'), body: t('closedBody') };
    }
  })();
  return (
    <div className={styles.notice} data-testid="sale-notice" data-state={state?.kind ?? 'login'}>
      <h2 className={cx(typography.heading, typography.lg)}>{text.title}</h2>
      <p>{text.body}</p>
      <div className={styles.actions}>
        {text.login && (
          // Not prefetched, like the navbar's login link (account-link.tsx).
          <NextLink
            href={loginUrl(loginRedirect)}
            prefetch={false}
            className={buttonClass({ palette: 'brand' })}
            data-show={text.loginFor}
          >
            {text.login}
          </NextLink>
        )}
        <NextLink href="/" className={buttonClass({ variant: 'outline' })}>
          {t('backToHome')}
        </NextLink>
      </div>
    </div>
  );
}
