import type { Tenant } from '@stadio/tenants';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageContainer } from '@/features/layout/page-container';
import type { StaffMemberView } from './staff-api';
import { StaffLogoutButton } from './staff-logout-button';
import styles from './staff.module.css';

/** The frame of every staff page: the club's staff bar (who is signed in, sign out), then the page. */
export async function StaffShell({
  tenant,
  member,
  children,
}: {
  tenant: Tenant;
  member?: StaffMemberView;
  children: ReactNode;
}) {
  const t = await getTranslations('staff');
  const a = await getTranslations('staffAnomalies');
  const g = await getTranslations('staffScan');
  // Only the sections the member's role opens (docs/staff-roles.md).
  const sections = member
    ? [
        { href: '/staff/orders', label: t('header.orders'), permission: 'ORDER_VIEW' },
        { href: '/staff/anomalies', label: a('title'), permission: 'ANOMALY_VIEW' },
        { href: '/staff/scan', label: g('title'), permission: 'TICKET_SCAN' },
      ].filter((section) => member.permissions.includes(section.permission))
    : [];
  return (
    <PageContainer>
      <div className={styles.shell} data-testid="staff-shell" data-staff-area>
        <div className={styles.bar}>
          <span className={styles.barTitle}>
            {member ? <a href="/staff">{t('header.title')}</a> : t('header.title')}
            <span className={styles.muted}>· {tenant.clientShortName}</span>
          </span>
          {member && (
            <span className={styles.who}>
              <span data-testid="staff-who">
                {t('header.signedInAs', {
                  email: member.email,
                  role: t(`roles.${member.role.toLowerCase() as 'admin'}`),
                })}
              </span>
              <StaffLogoutButton />
            </span>
          )}
        </div>
        {sections.length > 0 && (
          // Plain links, each a full page load: a page's Permissions-Policy is the one its document
          // was loaded with, and only the gate scanner may use the camera (docs/security.md).
          <nav aria-label={t('header.sections')} className={styles.sections}>
            {sections.map((section) => (
              <a key={section.href} href={section.href}>
                {section.label}
              </a>
            ))}
          </nav>
        )}
        {children}
      </div>
    </PageContainer>
  );
}
