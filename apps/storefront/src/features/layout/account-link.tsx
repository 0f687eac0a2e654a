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
 */
export function AccountLink() {
  const t = useTranslations('nav');
  const customer = useSessionHint();
  const path = useBrowserPath();
  if (customer) {
    return (
      <NextLink
        href="/profile?tab=infos"
        aria-label={t('account', { firstName: customer.firstName })}
        data-testid="account-button"
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
      >
        <CircleUser aria-hidden="true" />
        <span className={styles.wide}>{customer.firstName}</span>
      </NextLink>
    );
  }
  // Not prefetched: the login page is rendered per request, and on every page a logged-out fan
  // opens the router would ask for it (once for the server's plain link, again once the link
  // names this page), i.e. server renders and main-thread work for a page most fans never open.
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
