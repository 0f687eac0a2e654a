'use client';

import { cx } from '@/features/primitives/class-names';
import { MapTooltip } from './map-tooltip';
import styles from './map-tooltip.module.css';
import type { BlockText } from './use-block-text';

/** What a block offers: name, stand, price from, seats left, standing / away tags. */
export function BlockTooltip(props: { text: BlockText; x: number; y: number; containerWidth: number }) {
  const { text } = props;
  return (
    <MapTooltip x={props.x} y={props.y} containerWidth={props.containerWidth} testId="block-tooltip">
      <div className={styles.row}>
        <p className={styles.bold}>{text.title}</p>
        <p className={cx(styles.muted, styles.xs)}>{text.stand}</p>
      </div>
      {text.price && <p className={styles.semibold}>{text.price}</p>}
      <p className={styles.muted}>{text.left}</p>
      {text.tags.length > 0 && <p className={styles.tags}>{text.tags.join(' · ')}</p>}
    </MapTooltip>
  );
}
