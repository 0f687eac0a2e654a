'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { pitchShape, pointsAttr, seatCamera, type StandQuad, standQuads } from './seat-view-geometry';
import { SURFACES } from './seat-view-surface';
import type { Arena, MapBlock } from './types';
import { useTokenVars } from './use-token-vars';

export interface SeatViewProps {
  /** The venue: its size and playing surface place the camera. */
  arena: Pick<Arena, 'width' | 'height' | 'pitch'>;
  /** The block the view is from: its label point is the camera, its names label the picture. */
  block: Pick<MapBlock, 'name' | 'standName' | 'labelX' | 'labelY'>;
}

const WIDTH = 320;
const HEIGHT = 180;

/**
 * An illustration of what a fan sees from a block: the playing surface and the stands opposite in
 * perspective, from the block's place around the pitch and its height in the bowl.
 */
export function SeatView({ arena, block }: SeatViewProps) {
  const t = useTranslations('seatMap');
  const vars = useTokenVars();
  const skyId = useId();
  const scene = useMemo(() => {
    const camera = seatCamera(arena, { x: block.labelX, y: block.labelY }, WIDTH, HEIGHT);
    const stands = standQuads(arena, camera);
    return {
      far: stands.filter((q) => q.depth >= camera.centreDepth),
      near: stands.filter((q) => q.depth < camera.centreDepth),
      surface: SURFACES[arena.pitch]().map((shape) => ({
        ...shape,
        screen: pitchShape(camera, shape.points),
      })),
    };
  }, [arena, block.labelX, block.labelY]);
  const standColour = (tier: number) =>
    `color-mix(in srgb, ${vars.brand} ${tier ? 18 : 28}%, ${tier ? '#5B6472' : '#454C58'})`;
  const stand = (quad: StandQuad, i: number) => (
    <polygon
      key={i}
      points={pointsAttr(quad.points)}
      fill={standColour(quad.tier)}
      stroke={standColour(quad.tier)}
      strokeWidth={0.6}
      strokeLinejoin="round"
    />
  );

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 'var(--chakra-radii-l2)' }}
      role="img"
      aria-label={t('seatViewLabel', { block: block.name, stand: block.standName })}
      data-testid="seat-view"
    >
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1C2433" />
          <stop offset="1" stopColor="#46536A" />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${skyId})`} />
      {scene.far.map(stand)}
      {scene.surface.map((shape, i) =>
        shape.screen.length ? (
          <polygon
            key={i}
            points={pointsAttr(shape.screen)}
            fill={
              shape.fill === 'brand'
                ? `color-mix(in srgb, ${vars.brand} 70%, #DAA76A)`
                : (shape.fill ?? 'none')
            }
            stroke={shape.line === 'brand' ? vars.brand : (shape.line ?? 'none')}
            strokeWidth={1}
            strokeLinejoin="round"
          />
        ) : null,
      )}
      {scene.near.map(stand)}
      {/* Seat backs of the row in front, so it reads as a view from a seat. */}
      <path
        d={`M0 ${HEIGHT} V${HEIGHT - 10} ${Array.from({ length: 12 }, (_, i) => {
          const x = (i * WIDTH) / 12;
          return `Q${x + WIDTH / 48} ${HEIGHT - 26} ${x + WIDTH / 24} ${HEIGHT - 12} T${x + WIDTH / 12} ${HEIGHT - 10}`;
        }).join(' ')} V${HEIGHT}Z`}
        fill="#1A1F29"
        opacity={0.92}
      />
    </svg>
  );
}
