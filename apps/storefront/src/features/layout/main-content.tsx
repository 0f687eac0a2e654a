import type { ReactNode } from 'react';
import styles from './main-content.module.css';

/** The page's main landmark, target of the skip link. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
