import type { ReactNode } from 'react';
import { cx } from '@/features/primitives/class-names';
import container from '@/features/primitives/container.module.css';
import styles from './page-container.module.css';

/** The content column of a shop page below the navbar (server or client, no Chakra). */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div className={cx(container.container, styles.page)}>
      <div className={styles.stack}>{children}</div>
    </div>
  );
}
