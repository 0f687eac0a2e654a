import styles from './button.module.css';
import { cx } from './class-names';
import palettes from './palette.module.css';

export type Palette = 'brand' | 'accent' | 'gray' | 'green' | 'red' | 'blue' | 'purple';

/**
 * The class of a Chakra-looking button (its recipe in button.module.css) for a `<button>` or a
 * link: `variant` and `size` as Chakra names them, `palette` as its `colorPalette`.
 */
export function buttonClass(options: {
  variant?: 'solid' | 'outline' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  palette?: Palette;
  icon?: boolean;
  className?: string;
}): string {
  const { variant = 'solid', size = 'md', palette, icon, className } = options;
  return cx(
    styles.button,
    styles[size],
    styles[variant],
    icon && styles.icon,
    palette && palettes[palette],
    className,
  );
}
