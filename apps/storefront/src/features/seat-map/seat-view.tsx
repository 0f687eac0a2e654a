'use client';

import type { PitchRect } from '@stadio/venues';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { pitchShape, pointsAttr, seatCamera, type StandQuad, standQuads } from './seat-view-geometry';
import { SURFACES } from './seat-view-surface';
import type { Arena, MapBlock } from './types';
import { useTokenVars } from './use-token-vars';

export interface SeatViewProps {
  /** The venue's playing surface (its kind). */
  arena: Pick<Arena, 'pitch'>;
  /** Where the surface is drawn (`VenueLayout.pitch`): it places the camera's target. */
  pitch: PitchRect;
  /** The block the view is from: its label point is the camera, its names label the picture. */
  block: Pick<MapBlock, 'id' | 'name' | 'standName' | 'labelX' | 'labelY'>;
  /** Every block of the venue: the others are the stands seen from this one. */
  blocks: readonly Pick<MapBlock, 'id' | 'contour'>[];
  /** A photo of the view from the block (`Block.viewImageUrl`), shown instead of the drawing. */
  imageUrl?: string | null;
}

const WIDTH = 320;
const HEIGHT = 180;
const FRAME = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: `${WIDTH} / ${HEIGHT}`,
  borderRadius: 'var(--chakra-radii-l2)',
} as const;

/**
 * What a fan sees from a block: the club's photo of it when the venue has one (loaded when it
 * comes into view), else an illustration, the playing surface and the venue's other blocks in
 * perspective from the block's place and its height in the stands. A photo that fails to load
 * gives way to the illustration.
 */
export function SeatView({ arena, pitch, block, blocks, imageUrl }: SeatViewProps) {
  const t = useTranslations('seatMap');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (imageUrl && imageUrl !== failedUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- the club's asset or its https address, served as is
      <img
        src={imageUrl}
        alt={t('seatViewPhotoAlt', { block: block.name, stand: block.standName })}
        width={WIDTH}
        height={HEIGHT}
        loading="lazy"
        decoding="async"
        style={{ ...FRAME, objectFit: 'cover' }}
        onError={() => setFailedUrl(imageUrl)}
        data-testid="seat-view-photo"
      />
    );
  return <SeatViewDrawing arena={arena} pitch={pitch} block={block} blocks={blocks} />;
}

function SeatViewDrawing({ arena, pitch, block, blocks }: Omit<SeatViewProps, 'imageUrl'>) {
  const t = useTranslations('seatMap');
  const vars = useTokenVars();
  const skyId = useId();
  const scene = useMemo(() => {
    const camera = seatCamera(arena, pitch, { x: block.labelX, y: block.labelY }, WIDTH, HEIGHT);
    const stands = standQuads(camera, blocks, block.id);
    return {
      far: stands.filter((q) => q.depth >= camera.centreDepth),
      near: stands.filter((q) => q.depth < camera.centreDepth),
      surface: SURFACES[arena.pitch]().map((shape) => ({
        ...shape,
        screen: pitchShape(camera, shape.points),
      })),
    };
  }, [arena, pitch, blocks, block.id, block.labelX, block.labelY]);
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
      style={FRAME}
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
