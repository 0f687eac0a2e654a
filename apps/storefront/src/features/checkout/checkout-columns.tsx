import type { ReactNode } from 'react';
import { StickyActionBar } from '@/features/layout/sticky-action-bar';
import styles from './checkout-columns.module.css';

/**
 * Layout of a checkout step (UX.md): on desktop the step on the left and the order with its total
 * and "Continue" on a right panel that follows the scroll; on a phone one column, with total and
 * "Continue" in a bar stuck to the bottom, in thumb reach. `actions` renders both placements; only
 * one shows at a time, the other is display:none and out of the accessibility tree. Plain CSS,
 * for Chakra and CSS-module pages alike (ADR 0017).
 */
export function CheckoutColumns({
  children,
  aside,
  actions,
}: {
  children: ReactNode;
  aside: ReactNode;
  actions: (placement: 'panel' | 'bar') => ReactNode;
}) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.aside}>
        {aside}
        <div className={styles.panelActions}>{actions('panel')}</div>
      </aside>
      <StickyActionBar testId="checkout-bar">{actions('bar')}</StickyActionBar>
    </div>
  );
}
