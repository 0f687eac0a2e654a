import type { ReactNode } from 'react';
import styles from './card-grid.module.css';

/** Cards in one column on phones, two on tablets, three on desktops. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <ul className={styles.grid} data-testid={testId}>
      {children}
    </ul>
  );
}
