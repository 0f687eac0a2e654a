/**
 * Pure zoom/pan arithmetic shared by the SVG overview and the seat canvas. A view is the content
 * point shown at the viewport's centre plus a zoom factor (1 = whole content fits), which maps
 * onto an SVG viewBox (with the default "xMidYMid meet") and onto a canvas transform alike.
 */
export interface ZoomView {
  cx: number;
  cy: number;
  k: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

export interface ZoomSpace {
  viewport: Size;
  content: Rect;
  maxZoom: number;
}

export const MIN_ZOOM = 1;

/** Pixels per content unit when the whole content fits the viewport. */
export function fitScale({ viewport, content }: ZoomSpace): number {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return 1;
  return Math.min(viewport.width / content.width, viewport.height / content.height);
}

/** Pixels per content unit at this view. */
export function pixelScale(view: ZoomView, space: ZoomSpace): number {
  return fitScale(space) * view.k;
}

export function initialView({ content }: ZoomSpace): ZoomView {
  return { cx: content.x + content.width / 2, cy: content.y + content.height / 2, k: MIN_ZOOM };
}

/** Keeps the zoom in range and the content on screen: no panning past its edges. */
export function clampView(view: ZoomView, space: ZoomSpace): ZoomView {
  const k = Math.min(space.maxZoom, Math.max(MIN_ZOOM, view.k));
  const scale = fitScale(space) * k;
  const clampAxis = (c: number, start: number, length: number, viewportLength: number) => {
    const half = viewportLength / (2 * scale);
    if (half * 2 >= length) return start + length / 2;
    return Math.min(start + length - half, Math.max(start + half, c));
  };
  const { content, viewport } = space;
  return {
    k,
    cx: clampAxis(view.cx, content.x, content.width, viewport.width),
    cy: clampAxis(view.cy, content.y, content.height, viewport.height),
  };
}

export function toScreen(view: ZoomView, space: ZoomSpace, x: number, y: number) {
  const scale = pixelScale(view, space);
  return {
    x: (x - view.cx) * scale + space.viewport.width / 2,
    y: (y - view.cy) * scale + space.viewport.height / 2,
  };
}

export function toContent(view: ZoomView, space: ZoomSpace, px: number, py: number) {
  const scale = pixelScale(view, space);
  return {
    x: view.cx + (px - space.viewport.width / 2) / scale,
    y: view.cy + (py - space.viewport.height / 2) / scale,
  };
}

/** Zooms by `factor` keeping the content under the viewport point (px, py) where it is. */
export function zoomAround(view: ZoomView, space: ZoomSpace, factor: number, px: number, py: number) {
  const anchor = toContent(view, space, px, py);
  const k = Math.min(space.maxZoom, Math.max(MIN_ZOOM, view.k * factor));
  const scale = fitScale(space) * k;
  return clampView(
    {
      k,
      cx: anchor.x - (px - space.viewport.width / 2) / scale,
      cy: anchor.y - (py - space.viewport.height / 2) / scale,
    },
    space,
  );
}

/** Moves the content by a drag of (dx, dy) pixels. */
export function panBy(view: ZoomView, space: ZoomSpace, dx: number, dy: number): ZoomView {
  const scale = pixelScale(view, space);
  return clampView({ ...view, cx: view.cx - dx / scale, cy: view.cy - dy / scale }, space);
}

/** Pans the least needed so the content point (x, y) is at least `margin` pixels inside the viewport. */
export function revealPoint(view: ZoomView, space: ZoomSpace, x: number, y: number, margin: number) {
  const p = toScreen(view, space, x, y);
  const { width, height } = space.viewport;
  const m = Math.min(margin, width / 2, height / 2);
  const dx = p.x < m ? m - p.x : p.x > width - m ? width - m - p.x : 0;
  const dy = p.y < m ? m - p.y : p.y > height - m ? height - m - p.y : 0;
  return dx === 0 && dy === 0 ? view : panBy(view, space, dx, dy);
}

/** Centres the content point (x, y), zoomed in to at least `minScale` pixels per unit if allowed. */
export function focusPoint(
  view: ZoomView,
  space: ZoomSpace,
  x: number,
  y: number,
  minScale: number,
): ZoomView {
  const k = Math.max(view.k, minScale / fitScale(space));
  return clampView({ cx: x, cy: y, k }, space);
}

/** The SVG viewBox showing this view (the viewport's aspect ratio is handled by "meet"). */
export function viewBoxOf(view: ZoomView, space: ZoomSpace): string {
  const width = space.content.width / view.k;
  const height = space.content.height / view.k;
  return `${view.cx - width / 2} ${view.cy - height / 2} ${width} ${height}`;
}
