'use client';

import { Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { MapTooltip } from './map-tooltip';
import type { FormatPrice, MapSeat } from './types';

/** Row, seat, category and price of the seat under the mouse. */
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
      <Text fontWeight="bold">{t('seatPosition', { row: seat.rowName, seat: seat.seatNumber })}</Text>
      <Text>
        {seat.categoryName}
        {seat.price != null && ` · ${props.formatPrice(seat.price)}`}
      </Text>
      <Text color="fg.muted" fontSize="xs">
        {[props.state, seat.isAccessible && t('wheelchairSpace'), seat.isResale && t('resale')]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </MapTooltip>
  );
}
