import type { Tenant } from '@stadio/tenants';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { assetUrl } from '@/features/tenancy/asset-url';
import { BACK_OFFICE_NAV } from './back-office-nav';
import styles from './back-office-shell.module.css';
import type { StaffMemberView } from './staff-api';
import { StaffLogoutButton } from './staff-logout-button';
import { StaffNavLinks } from './staff-nav-links';

/**
 * The frame of every back-office page (ADR 0046): the club's logo small, the tools of the member's
 * role grouped by task, who is signed in; then the page. Desktop-first: a side column from 64em,
 * a bar above the page on a phone (the gate scanner is used there).
 */
export async function StaffShell({
  tenant,
  member,
  children,
}: {
  tenant: Tenant;
  member?: StaffMemberView;
  children: ReactNode;
}) {
  const t = await getTranslations('backOffice');
  const s = await getTranslations('staff');
  const groups = member
    ? BACK_OFFICE_NAV.map(({ group, items }) => ({
        group,
        links: items
          .filter((item) => member.permissions.includes(item.permission))
          .map((item) => ({ href: item.href, label: t(`nav.${item.key}`) })),
      })).filter(({ links }) => links.length > 0)
    : [];
  return (
    <div className={styles.frame} data-testid="staff-shell" data-staff-area>
      <header className={styles.side}>
        <a href={member ? '/staff' : '/'} className={styles.brand}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a club's own SVG, served as is */}
          <img src={assetUrl(tenant.branding.logo)} alt="" className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.club}>{tenant.clientShortName}</span>
            <span className={styles.product}>{t('title')}</span>
          </span>
        </a>
        {groups.length > 0 && (
          <nav aria-label={t('nav.label')} className={styles.nav}>
            {groups.map(({ group, links }) => (
              <div key={group} className={styles.navGroup}>
                <h2 className={styles.navGroupTitle}>{t(`nav.groups.${group}`)}</h2>
                <StaffNavLinks links={links} />
              </div>
            ))}
          </nav>
        )}
        {member && (
          <div className={styles.who}>
            <a href="/staff/account" className={styles.whoLink} data-testid="staff-who">
              {s('header.signedInAs', {
                email: member.email,
                role: s(`roles.${member.role.toLowerCase() as 'admin'}`),
              })}
            </a>
            <StaffLogoutButton />
          </div>
        )}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
