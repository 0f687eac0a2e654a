import type { ReactNode } from 'react';
import styles from './badge.module.css';
import type { Palette } from './button-class';
import { cx } from './class-names';
import palettes from './palette.module.css';

/** A Chakra-looking badge without Chakra: usable from server and client components. */
export function Badge({ palette, children }: { palette: Palette; children: ReactNode }) {
  return <span className={cx(styles.badge, palettes[palette])}>{children}</span>;
}
