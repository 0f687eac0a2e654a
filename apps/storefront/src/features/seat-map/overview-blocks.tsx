'use client';

import { memo } from 'react';
import { type BlockAppearance, SOLD_OUT_PATTERN_ID } from './block-appearance';
import { labelMagnification } from './overview-labels';
import type { MapBlock } from './types';
import type { TokenVars } from './use-token-vars';

export const BLOCK_CLASS = 'seat-map-block';

interface BlockPathsProps {
  blocks: readonly MapBlock[];
  appearances: Map<string, BlockAppearance>;
  labels: Map<string, string>;
  rovingId: string | null;
  selectedId: string | null;
  register: (id: string, element: SVGPathElement | null) => void;
}

/**
 * The clickable, focusable blocks. Memoised apart from the zoom so a wheel turn only changes the
 * SVG viewBox, never these 60+ paths. Their outline is drawn by the class (stadium-overview.module.css),
 * not by attributes repeated on every path: the cached match page carries each attribute twice
 * (HTML and its RSC payload), and bytes are what a crowd's page costs to send (ADR 0013).
 */
export const BlockPaths = memo(function BlockPaths(props: BlockPathsProps) {
  return (
    <g>
      {props.blocks.map((block) => {
        const look = props.appearances.get(block.id);
        return (
          <path
            key={block.id}
            ref={(element) => props.register(block.id, element)}
            d={block.contour}
            data-block-id={block.id}
            className={BLOCK_CLASS}
            role="button"
            tabIndex={block.id === props.rovingId ? 0 : -1}
            aria-label={props.labels.get(block.id)}
            aria-pressed={block.id === props.selectedId}
            aria-disabled={look?.selectable ? undefined : true}
            fill={look?.fill}
          />
        );
      })}
    </g>
  );
});

/**
 * Block names, sized in screen pixels whatever the zoom; hidden when too small to read. Written
 * magnified in a group scaled back down when the venue's units are small (overview-labels.ts).
 */
export const BlockLabels = memo(function BlockLabels(props: {
  blocks: readonly MapBlock[];
  appearances: Map<string, BlockAppearance>;
  fontSize: number;
}) {
  const k = labelMagnification(props.fontSize);
  return (
    <g
      aria-hidden="true"
      pointerEvents="none"
      fontSize={Number((props.fontSize * k).toPrecision(4))}
      fontWeight={700}
      textAnchor="middle"
      transform={k > 1 ? `scale(${1 / k})` : undefined}
    >
      {props.blocks.map((block) => (
        <text
          key={block.id}
          x={block.labelX * k}
          y={block.labelY * k}
          dy="0.35em"
          fill={props.appearances.get(block.id)?.text}
        >
          {block.name}
        </text>
      ))}
    </g>
  );
});

/** Outlines drawn above every block, so neighbours never cover the selected or focused one. */
export function BlockHighlights(props: {
  selected: MapBlock | undefined;
  focused: MapBlock | undefined;
  vars: TokenVars;
}) {
  const { selected, focused, vars } = props;
  const ring = (block: MapBlock, colour: string, width: number, key: string) => (
    <g key={key}>
      <path
        d={block.contour}
        fill="none"
        stroke={vars.bg}
        strokeWidth={width + 3}
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={block.contour}
        fill="none"
        stroke={colour}
        strokeWidth={width}
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
  return (
    <g aria-hidden="true" pointerEvents="none" strokeLinejoin="round">
      {selected && ring(selected, vars.fg, 3.5, 'selected')}
      {focused && focused !== selected && ring(focused, vars.fg, 2, 'focused')}
    </g>
  );
}

/**
 * Grey hatching for sold-out blocks: "full" is readable without telling colours apart. `size` is
 * its period in drawing units, from the venue's block size (overview-labels.ts), so any venue's
 * units get a few stripes per block.
 */
export function SoldOutPattern({ vars, size }: { vars: TokenVars; size: number }) {
  return (
    <defs>
      <pattern
        id={SOLD_OUT_PATTERN_ID}
        width={size}
        height={size}
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width={size} height={size} fill={vars.bgMuted} />
        <line x1={0} y1={0} x2={0} y2={size} stroke={vars.border} strokeWidth={(size * 5) / 12} />
      </pattern>
    </defs>
  );
}
