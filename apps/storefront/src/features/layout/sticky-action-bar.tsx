import type { ReactNode } from 'react';
import styles from './sticky-action-bar.module.css';

/**
 * The bar that keeps a page's total and main button in reach on phones: it sticks to the bottom
 * of its container (so it never covers the footer) and is hidden from `lg` up, where the page
 * shows the same actions in its side panel. Plain CSS, for Chakra and CSS-module pages alike.
 */
export function StickyActionBar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <div className={styles.bar} data-testid={testId}>
      {children}
    </div>
  );
}
