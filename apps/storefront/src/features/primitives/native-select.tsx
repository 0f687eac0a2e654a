import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './native-select.module.css';

/**
 * A Chakra-looking native `<select>` without Chakra (ADR 0017): the browser's own list, with
 * Chakra's field and chevron. `className` goes on the wrapper (its width).
 */
export function NativeSelect({
  size = 'sm',
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & { size?: 'sm' | 'md' }) {
  return (
    <div className={cx(styles.root, size === 'md' && styles.md, className)}>
      <select className={styles.field} {...props} />
      <span className={styles.indicator} aria-hidden="true">
        <ChevronDown />
      </span>
    </div>
  );
}
