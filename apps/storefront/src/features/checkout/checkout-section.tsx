'use client';

import { type ReactNode, useId } from 'react';
import styles from './checkout-section.module.css';

/** A card of a checkout step with its heading (a landmark-free section named by the heading). */
export function CheckoutSection({
  title,
  intro,
  icon,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  icon?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section} data-testid={testId}>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          {icon}
          <h2 className={styles.title} id={id}>
            {title}
          </h2>
        </div>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </section>
  );
}
