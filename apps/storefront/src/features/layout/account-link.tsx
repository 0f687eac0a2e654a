'use client';

import { CircleUser } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { loginUrl } from '@/features/account/login-url';
import { buttonClass } from '@/features/primitives/button-class';
import { useSessionHint } from '@/features/session/use-session-hint';
import styles from './navbar.module.css';
import { useBrowserPath } from './use-browser-path';

/**
 * The navbar's account entry: the fan's first name once logged in, else "Log in", which comes
 * back to this page. The server's HTML (shared by every fan, ADR 0013) has the plain login link.
 *
 * Neither link is prefetched: the profile and login pages are rendered per request (the profile
 * with the fan's own data from the API), and on every page the router asked for the one in the
 * navbar up to three times (the server's link, the link once it names this page, the route
 * without its query): server renders and main-thread work while the page loads, for a page
 * most fans never open from there.
 */
export function AccountLink() {
  const t = useTranslations('nav');
  const customer = useSessionHint();
  const path = useBrowserPath();
  if (customer) {
    return (
      <NextLink
        href="/profile?tab=infos"
        prefetch={false}
        aria-label={t('account', { firstName: customer.firstName })}
        data-testid="account-button"
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
      >
        <CircleUser aria-hidden="true" />
        <span className={styles.wide}>{customer.firstName}</span>
      </NextLink>
    );
  }
  return (
    <NextLink
      href={path ? loginUrl(path) : '/login'}
      prefetch={false}
      data-testid="connect-button"
      className={buttonClass({ size: 'sm', palette: 'brand' })}
    >
      {t('connect')}
    </NextLink>
  );
}
