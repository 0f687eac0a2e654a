'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/features/primitives/class-names';
import { MapTooltip } from './map-tooltip';
import styles from './map-tooltip.module.css';
import type { FormatPrice, MapSeat } from './types';

/** Row, seat, category and price of the seat under the mouse, and what is special about it. */
export function SeatTooltip(props: {
  seat: MapSeat;
  state: string;
  x: number;
  y: number;
  containerWidth: number;
  formatPrice: FormatPrice;
}) {
  const t = useTranslations('seatMap');
  const { seat } = props;
  return (
    <MapTooltip x={props.x} y={props.y} containerWidth={props.containerWidth} testId="seat-tooltip">
      <p className={styles.bold}>{t('seatPosition', { row: seat.rowName, seat: seat.seatNumber })}</p>
      <p>
        {seat.categoryName}
        {seat.price != null && ` · ${props.formatPrice(seat.price)}`}
      </p>
      <p className={cx(styles.muted, styles.xs)}>
        {[
          props.state,
          seat.isAccessible && t('wheelchairSpace'),
          seat.isResale && t('resale'),
          seat.isRestrictedView && t('restrictedView'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </MapTooltip>
  );
}
