'use client';

import { usePathname } from 'next/navigation';
import styles from './back-office-shell.module.css';

/** The shell's links, the current section marked for screen readers and the eye. */
export function StaffNavLinks({ links }: { links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <ul className={styles.navList}>
      {links.map((link) => {
        const current = pathname === link.href || pathname.startsWith(`${link.href}/`);
        return (
          <li key={link.href}>
            {/* Plain links, each a full page load: a page's Permissions-Policy is the one its
                document was loaded with, and only the gate scanner may use the camera. */}
            <a href={link.href} className={styles.navLink} aria-current={current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
