import styles from './skip-link.module.css';

/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main" className={styles.skipLink}>
      {label}
    </a>
  );
}
