import { useTranslations } from 'next-intl';
import { cx } from '@/features/primitives/class-names';
import container from '@/features/primitives/container.module.css';
import type { PublicTenant } from '@/features/tenancy/public-tenant';
import styles from './footer.module.css';
import { SocialIcon } from './social-icon';

/** Club links, documents, social networks and the copyright line: server HTML, no script (ADR 0017). */
export function Footer({
  tenant,
  year,
}: {
  tenant: Pick<PublicTenant, 'footers' | 'documents' | 'socials' | 'clientShortName' | 'clientLongName'>;
  year: number;
}) {
  const t = useTranslations('footer');
  return (
    <footer className={styles.footer} data-testid="footer">
      <div className={cx(container.container, styles.inner)}>
        <div className={styles.columns}>
          {/* A club without links or documents gets no empty heading. */}
          {(tenant.footers.length > 0 || tenant.documents.length > 0) && (
            <div className={styles.column}>
              <h2 className={styles.title}>{t('links')}</h2>
              <ul className={styles.links}>
                {tenant.footers.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={styles.link}>
                      {link.title}
                    </a>
                  </li>
                ))}
                {tenant.documents.map((doc) => (
                  <li key={doc.title}>
                    <a href={doc.href} className={styles.link}>
                      {t(`documents.${doc.title}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {tenant.socials.length > 0 && (
            <div className={cx(styles.column, styles.end)}>
              <h2 className={styles.title}>{t('followUs')}</h2>
              <ul className={styles.socials}>
                {tenant.socials.map((social) => (
                  <li key={social.href}>
                    <a
                      href={social.href}
                      aria-label={t('followOn', { club: tenant.clientShortName, network: social.title })}
                      className={styles.social}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <SocialIcon network={social.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <hr className={styles.separator} />
        <p className={styles.copyright} data-testid="copyright">
          {t('copyright', { year, client: tenant.clientLongName })}
        </p>
      </div>
    </footer>
  );
}
