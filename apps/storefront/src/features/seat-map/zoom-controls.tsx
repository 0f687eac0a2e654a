'use client';

import { Maximize, Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import styles from './zoom-controls.module.css';
import type { MapZoom } from './use-map-zoom';

/**
 * The +, − and reset buttons of a map; the same keys work on the focused map. A map draws them
 * twice, `over` its corner (tablets and up) and `under` it (phones); CSS shows one.
 */
export function ZoomControls({
  zoom,
  placement,
}: {
  zoom: Pick<MapZoom, 'zoomIn' | 'zoomOut' | 'reset' | 'canZoomIn' | 'canZoomOut'>;
  placement: 'over' | 'under';
}) {
  const t = useTranslations('seatMap');
  const buttons = [
    { label: t('zoomIn'), icon: <Plus />, onClick: zoom.zoomIn, disabled: !zoom.canZoomIn },
    { label: t('zoomOut'), icon: <Minus />, onClick: zoom.zoomOut, disabled: !zoom.canZoomOut },
    { label: t('zoomReset'), icon: <Maximize />, onClick: zoom.reset, disabled: !zoom.canZoomOut },
  ];
  return (
    <div className={cx(styles.controls, styles[placement])} data-testid={`zoom-controls-${placement}`}>
      {buttons.map((b) => (
        <button
          key={b.label}
          type="button"
          aria-label={b.label}
          title={b.label}
          className={buttonClass({ variant: 'ghost', size: 'sm', icon: true, className: styles.button })}
          onClick={b.onClick}
          disabled={b.disabled}
        >
          {b.icon}
        </button>
      ))}
    </div>
  );
}
