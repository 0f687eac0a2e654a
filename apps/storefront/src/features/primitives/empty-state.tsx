import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing yet, with a hint of what to do. */
export function EmptyState({ icon, text }: { icon?: ReactNode; text: string }) {
  return (
    <div className={styles.empty}>
      {icon}
      <p className={styles.text}>{text}</p>
    </div>
  );
}
