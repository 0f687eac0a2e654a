import styles from './button.module.css';
import { cx } from './class-names';
import palettes from './palette.module.css';

export type Palette = 'brand' | 'accent' | 'gray' | 'green' | 'red' | 'blue' | 'purple' | 'orange';

/**
 * The class of a Chakra-looking button (its recipe in button.module.css) for a `<button>` or a
 * link: `variant` and `size` as Chakra names them, `palette` as its `colorPalette`.
 */
export function buttonClass(options: {
  variant?: 'solid' | 'outline' | 'ghost';
  size?: 'xs' | 'sm' | 'md' | 'lg';
  palette?: Palette;
  icon?: boolean;
  /** Takes the whole width of its container. */
  full?: boolean;
  className?: string;
}): string {
  const { variant = 'solid', size = 'md', palette, icon, full, className } = options;
  return cx(
    styles.button,
    styles[size],
    styles[variant],
    icon && styles.icon,
    full && styles.full,
    palette && palettes[palette],
    className,
  );
}
