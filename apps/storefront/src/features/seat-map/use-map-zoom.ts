'use client';

import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePointerGestures } from './use-pointer-gestures';
import {
  clampView,
  fitScale,
  initialView,
  MIN_ZOOM,
  panBy,
  pixelScale,
  type Rect,
  focusPoint,
  revealPoint,
  type Size,
  toContent,
  toScreen,
  viewBoxOf,
  type ZoomSpace,
  type ZoomView,
  zoomAround,
} from './zoom-math';

const BUTTON_STEP = 1.6;

export interface MapZoom {
  /**
   * Callback ref for the element that receives wheel, drag and pinch gestures and defines the
   * viewport (not named `ref`: the React compiler would then treat the whole object as a ref).
   */
  attach: (element: HTMLElement | null) => void;
  view: ZoomView;
  space: ZoomSpace;
  /** Pixels per content unit. */
  scale: number;
  viewBox: string;
  canZoomIn: boolean;
  canZoomOut: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Pans so this content point is visible with a margin in pixels. */
  reveal: (x: number, y: number, margin?: number) => void;
  /** Centres a content point, zooming in to at least `minScale` pixels per content unit. */
  focus: (x: number, y: number, minScale: number) => void;
  /** +, − and 0 keys; returns whether the key was handled. */
  handleKey: (event: KeyboardEvent) => boolean;
  /** True once after a drag or pinch ended, so the click that follows it is ignored. */
  consumeDrag: () => boolean;
  toScreen: (x: number, y: number) => { x: number; y: number };
  toContent: (px: number, py: number) => { x: number; y: number };
}

export interface ZoomLimits {
  /** Largest zoom factor (1 = the whole content fits). */
  maxZoom?: number;
  /** Or: largest size in pixels of one content unit, whatever the viewport (seat maps). */
  maxScale?: number;
}

/**
 * Zoom and pan for both map views (SVG viewBox and canvas transform): mouse wheel, drag, pinch,
 * buttons and keys. `content` is the area to fit at zoom 1; a new content area resets the view.
 */
export function useMapZoom(content: Rect, limits: ZoomLimits): MapZoom {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [viewport, setViewport] = useState<Size>({ width: 0, height: 0 });
  const { maxZoom: zoomLimit = 4, maxScale } = limits;
  const space = useMemo<ZoomSpace>(() => {
    const fit = fitScale({ viewport, content, maxZoom: 1 });
    const maxZoom = maxScale ? Math.max(2, maxScale / fit) : zoomLimit;
    return { viewport, content, maxZoom };
  }, [viewport, content, zoomLimit, maxScale]);
  // The view remembers the content it was made for: a different block (or stadium) starts fitted
  // rather than at the previous one's zoom. Clamping happens on read, so a resize needs no effect.
  const [state, setState] = useState(() => ({ content, view: initialView(space) }));
  const view = clampView(state.content === content ? state.view : initialView(space), space);
  const live = useRef({ space, content });
  useEffect(() => {
    live.current = { space, content };
  });

  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setViewport((old) => (old.width === width && old.height === height ? old : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  const update = useCallback((change: (view: ZoomView, space: ZoomSpace) => ZoomView) => {
    setState((old) => {
      const { space: now, content: shown } = live.current;
      const from = old.content === shown ? clampView(old.view, now) : initialView(now);
      return { content: shown, view: change(from, now) };
    });
  }, []);

  const consumeDrag = usePointerGestures(element, {
    onPan: (dx, dy) => update((v, s) => panBy(v, s, dx, dy)),
    onZoom: (factor, px, py) => update((v, s) => zoomAround(v, s, factor, px, py)),
  });

  const zoomCentre = useCallback(
    (factor: number) =>
      update((v, s) => zoomAround(v, s, factor, s.viewport.width / 2, s.viewport.height / 2)),
    [update],
  );
  const zoomIn = useCallback(() => zoomCentre(BUTTON_STEP), [zoomCentre]);
  const zoomOut = useCallback(() => zoomCentre(1 / BUTTON_STEP), [zoomCentre]);
  const reset = useCallback(() => update((_, s) => initialView(s)), [update]);
  const reveal = useCallback(
    (x: number, y: number, margin = 40) => update((v, s) => revealPoint(v, s, x, y, margin)),
    [update],
  );
  const focus = useCallback(
    (x: number, y: number, minScale: number) => update((v, s) => focusPoint(v, s, x, y, minScale)),
    [update],
  );
  const handleKey = useCallback(
    (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return false;
      if (event.key === '+' || event.key === '=') zoomIn();
      else if (event.key === '-' || event.key === '_') zoomOut();
      else if (event.key === '0') reset();
      else return false;
      return true;
    },
    [zoomIn, zoomOut, reset],
  );

  return {
    attach: setElement,
    view,
    space,
    scale: pixelScale(view, space),
    viewBox: viewBoxOf(view, space),
    canZoomIn: view.k < space.maxZoom - 1e-6,
    canZoomOut: view.k > MIN_ZOOM + 1e-6,
    zoomIn,
    zoomOut,
    reset,
    reveal,
    focus,
    handleKey,
    consumeDrag,
    toScreen: (x, y) => toScreen(view, space, x, y),
    toContent: (px, py) => toContent(view, space, px, py),
  };
}
