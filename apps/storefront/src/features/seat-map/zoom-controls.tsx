'use client';

import { IconButton, Stack } from '@chakra-ui/react';
import { Maximize, Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { MapZoom } from './use-map-zoom';

/** The +, − and reset buttons over a map; the same keys work on the focused map. */
export function ZoomControls({
  zoom,
}: {
  zoom: Pick<MapZoom, 'zoomIn' | 'zoomOut' | 'reset' | 'canZoomIn' | 'canZoomOut'>;
}) {
  const t = useTranslations('seatMap');
  const buttons = [
    { label: t('zoomIn'), icon: <Plus />, onClick: zoom.zoomIn, disabled: !zoom.canZoomIn },
    { label: t('zoomOut'), icon: <Minus />, onClick: zoom.zoomOut, disabled: !zoom.canZoomOut },
    { label: t('zoomReset'), icon: <Maximize />, onClick: zoom.reset, disabled: !zoom.canZoomOut },
  ];
  return (
    <Stack
      position="absolute"
      top="2"
      right="2"
      gap="0"
      bg="bg"
      borderWidth="1px"
      rounded="l2"
      shadow="sm"
      overflow="hidden"
      zIndex="1"
    >
      {buttons.map((b) => (
        <IconButton
          key={b.label}
          aria-label={b.label}
          title={b.label}
          variant="ghost"
          size="sm"
          rounded="0"
          onClick={b.onClick}
          disabled={b.disabled}
        >
          {b.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
