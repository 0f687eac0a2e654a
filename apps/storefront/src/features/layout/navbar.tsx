import { ArrowLeft } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { LANGUAGE_NAMES } from '@stadio/i18n';
import type { Locale } from '@stadio/tenants/client';
import { CartButton } from '@/features/orders/cart-button';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import container from '@/features/primitives/container.module.css';
import { AccountLink } from './account-link';
import { LanguageSelect } from './language-select';
import { MenuButton } from './menu-button';
import styles from './navbar.module.css';

/**
 * The shop's top bar: club logo, back-to-home, language, account, cart and the phone menu. The bar
 * itself is server HTML; only the language select, the account link, the cart button and the menu
 * button are client islands, and Chakra loads only when the cart or the menu is opened (ADR 0017).
 */
export function Navbar({
  tenant,
}: {
  tenant: { clientShortName: string; logoUrl: string; locales: readonly Locale[] };
}) {
  const t = useTranslations('nav');
  const tCommon = useTranslations('common');
  return (
    <header className={styles.header}>
      <div className={cx(container.container, styles.inner)}>
        <nav aria-label={t('mainNavigation')} className={styles.nav}>
          <NextLink href="/" data-testid="navbar-logo" className={styles.logoLink}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the club's SVG, served as is */}
            <img
              src={tenant.logoUrl}
              alt={t('logoAlt', { club: tenant.clientShortName })}
              width={100}
              height={100}
              className={styles.logo}
            />
          </NextLink>
          <NextLink
            href="/"
            aria-label={tCommon('backToHome')}
            data-testid="back-home"
            className={buttonClass({ variant: 'ghost', size: 'sm', className: styles.backHome })}
          >
            <ArrowLeft aria-hidden="true" />
            <span className={styles.wide}>{tCommon('backToHome')}</span>
          </NextLink>
          <div className={styles.actions}>
            <LanguageSelect
              label={t('language')}
              options={tenant.locales.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
            />
            {/* The fan's own entries, hidden on staff pages (staff.module.css). */}
            <div className={styles.fanActions} data-fan-only>
              <AccountLink />
              <CartButton />
              <MenuButton />
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
