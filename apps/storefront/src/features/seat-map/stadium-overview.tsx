'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import { blockAppearances } from './block-appearance';
import { BlockTooltip } from './block-tooltip';
import { BLOCK_CLASS, BlockHighlights, BlockLabels, BlockPaths, SoldOutPattern } from './overview-blocks';
import { markAfterPaint, PAINT_MARKS } from './paint-marks';
import { PitchMarkings } from './pitch-markings';
import { isArrowKey, nearestInDirection } from './spatial-nav';
import { blockLabelSize, hatchSize } from './overview-labels';
import type { Arena, FormatPrice, MapBlock, VenueLayout } from './types';
import { useBlockText } from './use-block-text';
import { useMapZoom } from './use-map-zoom';
import styles from './stadium-overview.module.css';
import { useTokenVars } from './use-token-vars';
import { ZoomControls } from './zoom-controls';

export interface StadiumOverviewProps {
  /** Drawing space, playing surface and categories (blocks take their main category's colour). */
  arena: Arena;
  /** Where the playing surface goes, what to fit, how big blocks are: `venueLayout(arena, blocks)`. */
  layout: VenueLayout;
  /** Every block of the venue, in the order Home and End should reach first and last. */
  blocks: readonly MapBlock[];
  /** The open block, outlined; null when none is. */
  selectedBlockId: string | null;
  /** Click, tap, Enter or Space on a block that is not sold out. */
  onSelectBlock: (blockId: string) => void;
  /** Cents to the buyer's currency text (formatMoney with the page's locale). */
  formatPrice: FormatPrice;
  /** Puts keyboard focus on the selected (or first) block when the map appears (back from a block). */
  autoFocus?: boolean;
}

const MAX_ZOOM = 6;

type Hint = { id: string; via: 'pointer'; x: number; y: number } | { id: string; via: 'focus' };

const blockIdOf = (target: EventTarget) =>
  target instanceof Element ? target.closest<SVGElement>(`.${BLOCK_CLASS}`)?.dataset.blockId : undefined;

/**
 * The whole venue: the playing surface and every block coloured by price, sold-out blocks hatched.
 * One tab stop; arrow keys walk to the nearest block in that direction, Enter or Space chooses it.
 */
export function StadiumOverview({
  arena,
  layout,
  blocks,
  selectedBlockId,
  onSelectBlock,
  formatPrice,
  autoFocus = false,
}: StadiumOverviewProps) {
  const t = useTranslations('seatMap');
  const vars = useTokenVars();
  const helpId = useId();
  // The blocks fill the frame (not the drawing's empty edges); the same numbers keep the same
  // object, so a live stock update does not reset the fan's zoom.
  const { x, y, width, height } = layout.bounds;
  const content = useMemo(() => ({ x, y, width, height }), [x, y, width, height]);
  const { attach, ...zoom } = useMapZoom(content, { maxZoom: MAX_ZOOM });
  const describe = useBlockText(formatPrice);
  const appearances = useMemo(() => blockAppearances(blocks, vars), [blocks, vars]);
  const texts = useMemo(() => new Map(blocks.map((b) => [b.id, describe(b)])), [blocks, describe]);
  const labels = useMemo(() => new Map([...texts].map(([id, text]) => [id, text.label])), [texts]);
  const byId = useMemo(() => new Map(blocks.map((b) => [b.id, b])), [blocks]);
  const points = useMemo(() => blocks.map((b) => ({ id: b.id, x: b.labelX, y: b.labelY })), [blocks]);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const [focusVisible, setFocusVisible] = useState(false);
  const elements = useRef(new Map<string, SVGPathElement>());
  const rovingId =
    [activeId, selectedBlockId].find((id) => id && byId.has(id)) ??
    blocks.find((b) => appearances.get(b.id)?.selectable)?.id ??
    blocks[0]?.id ??
    null;

  useEffect(() => markAfterPaint(PAINT_MARKS.overview), []);
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!autoFocus || focusedOnce.current || !rovingId) return;
    focusedOnce.current = true;
    elements.current.get(rovingId)?.focus();
  }, [autoFocus, rovingId]);

  const register = useCallback((id: string, element: SVGPathElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  const choose = (id: string) => {
    setActiveId(id);
    if (appearances.get(id)?.selectable) onSelectBlock(id);
  };

  const moveFocus = (id: string) => {
    const block = byId.get(id);
    setActiveId(id);
    elements.current.get(id)?.focus();
    if (block) zoom.reveal(block.labelX, block.labelY, 80);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const current = rovingId ? byId.get(rovingId) : undefined;
    if (zoom.handleKey(event)) {
      event.preventDefault();
    } else if (isArrowKey(event.key) && current) {
      event.preventDefault();
      const next = nearestInDirection(
        { id: current.id, x: current.labelX, y: current.labelY },
        points,
        event.key,
      );
      if (next) moveFocus(next.id);
    } else if ((event.key === 'Home' || event.key === 'End') && blocks.length > 0) {
      event.preventDefault();
      const edge = event.key === 'Home' ? blocks[0] : blocks[blocks.length - 1];
      if (edge) moveFocus(edge.id);
    } else if ((event.key === 'Enter' || event.key === ' ') && current) {
      event.preventDefault();
      choose(current.id);
    } else if (event.key === 'Escape') {
      setHint(null);
    }
  };

  const hinted = hint ? byId.get(hint.id) : undefined;
  const hintText = hint ? texts.get(hint.id) : undefined;
  const hintAt =
    hint?.via === 'pointer' ? hint : hinted ? zoom.toScreen(hinted.labelX, hinted.labelY) : undefined;
  const focused = focusVisible && activeId ? byId.get(activeId) : undefined;
  const { fontSize, visible: showLabels } = blockLabelSize(zoom.scale, layout.blockSize);

  return (
    <div className={styles.frame}>
      <div
        ref={attach}
        className={cx(styles.overview, zoom.canZoomOut && styles.grab)}
        style={{ aspectRatio: `${arena.width} / ${arena.height}` }}
        data-testid="stadium-overview"
      >
        <svg
          viewBox={zoom.viewBox}
          className={styles.svg}
          role="group"
          aria-label={t('overviewLabel')}
          aria-describedby={helpId}
          onKeyDown={onKeyDown}
          onClick={(event) => {
            const id = blockIdOf(event.target);
            if (!zoom.consumeDrag() && id) choose(id);
          }}
          onFocus={(event) => {
            const id = blockIdOf(event.target);
            if (!id) return;
            setActiveId(id);
            const visible = event.target.matches(':focus-visible');
            setFocusVisible(visible);
            if (visible) setHint({ id, via: 'focus' });
          }}
          onBlur={() => {
            setFocusVisible(false);
            setHint((old) => (old?.via === 'focus' ? null : old));
          }}
          onPointerMove={(event) => {
            if (event.pointerType !== 'mouse' || event.buttons !== 0) return;
            const id = blockIdOf(event.target);
            const box = event.currentTarget.getBoundingClientRect();
            setHint(
              id ? { id, via: 'pointer', x: event.clientX - box.left, y: event.clientY - box.top } : null,
            );
          }}
          onPointerLeave={() => setHint((old) => (old?.via === 'pointer' ? null : old))}
        >
          <SoldOutPattern vars={vars} size={hatchSize(layout.blockSize)} />
          <PitchMarkings arena={arena} rect={layout.pitch} brandColour={vars.brand} stageLabel={t('stage')} />
          <BlockPaths
            blocks={blocks}
            appearances={appearances}
            labels={labels}
            rovingId={rovingId}
            selectedId={selectedBlockId}
            register={register}
          />
          {showLabels && <BlockLabels blocks={blocks} appearances={appearances} fontSize={fontSize} />}
          <BlockHighlights
            selected={selectedBlockId ? byId.get(selectedBlockId) : undefined}
            focused={focused}
            vars={vars}
          />
        </svg>
        <div id={helpId} className={text.srOnly}>
          {t('overviewHelp')}
        </div>
        {hintText && hintAt && (
          <BlockTooltip
            text={hintText}
            x={hintAt.x}
            y={hintAt.y}
            containerWidth={zoom.space.viewport.width}
          />
        )}
        <ZoomControls zoom={zoom} placement="over" />
      </div>
      <ZoomControls zoom={zoom} placement="under" />
    </div>
  );
}
