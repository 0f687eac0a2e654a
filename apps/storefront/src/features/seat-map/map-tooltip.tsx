'use client';

import type { ReactNode } from 'react';
import styles from './map-tooltip.module.css';

/**
 * A floating card next to a point of a map (pointer or focused item). Hidden from screen readers:
 * the item's accessible name already says the same. Flips to the left on the right half so it
 * never leaves the map on a phone.
 */
export function MapTooltip(props: {
  x: number;
  y: number;
  containerWidth: number;
  testId: string;
  children: ReactNode;
}) {
  const alignRight = props.x > props.containerWidth / 2;
  return (
    <div
      aria-hidden="true"
      data-testid={props.testId}
      className={styles.tooltip}
      style={{
        left: `${props.x}px`,
        top: `${props.y}px`,
        transform: `translate(${alignRight ? 'calc(-100% - 14px)' : '14px'}, -50%)`,
      }}
    >
      {props.children}
    </div>
  );
}
