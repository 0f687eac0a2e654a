import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitScale,
  focusPoint,
  initialView,
  panBy,
  revealPoint,
  toContent,
  toScreen,
  viewBoxOf,
  type ZoomSpace,
  zoomAround,
} from './zoom-math';

/** A 200 × 100 content area shown in a 400 × 400 viewport: it fits at 2 px per unit. */
const space: ZoomSpace = {
  viewport: { width: 400, height: 400 },
  content: { x: 0, y: 0, width: 200, height: 100 },
  maxZoom: 4,
};

describe('zoom math', () => {
  it('fits the content and starts centred on it', () => {
    expect(fitScale(space)).toBe(2);
    expect(initialView(space)).toEqual({ cx: 100, cy: 50, k: 1 });
    expect(toScreen(initialView(space), space, 0, 50)).toEqual({ x: 0, y: 200 });
  });

  it('maps screen and content points both ways', () => {
    const view = { cx: 60, cy: 40, k: 2.5 };
    const screen = toScreen(view, space, 75, 20);
    expect(toContent(view, space, screen.x, screen.y)).toEqual({ x: 75, y: 20 });
  });

  it('keeps the content point under the pointer where it is while zooming', () => {
    const before = toContent(initialView(space), space, 300, 150);
    const zoomed = zoomAround(initialView(space), space, 4, 300, 150);
    expect(zoomed.k).toBe(4);
    const after = toContent(zoomed, space, 300, 150);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('never zooms past its limits', () => {
    expect(zoomAround(initialView(space), space, 100, 200, 200).k).toBe(4);
    expect(zoomAround(initialView(space), space, 0.01, 200, 200).k).toBe(1);
  });

  it('does not pan the content off screen', () => {
    const zoomed = { cx: 100, cy: 50, k: 4 };
    // At 8 px per unit the viewport shows 50 units: the centre stays 25 units inside each edge.
    expect(panBy(zoomed, space, 10_000, 0).cx).toBe(25);
    expect(panBy(zoomed, space, -10_000, 0).cx).toBe(175);
    // 100 units are 800 px tall at this zoom, so the vertical drag is clamped as well.
    expect(panBy(zoomed, space, 0, 10_000).cy).toBe(25);
    // At zoom 1 the content fits, so it stays centred whatever the drag.
    expect(panBy(initialView(space), space, 300, 300)).toEqual(initialView(space));
  });

  it('pans just enough to bring a point inside the margin', () => {
    const zoomed = { cx: 50, cy: 50, k: 4 };
    const revealed = revealPoint(zoomed, space, 150, 50, 20);
    expect(toScreen(revealed, space, 150, 50).x).toBeCloseTo(380);
    // A point already inside leaves the view alone.
    expect(revealPoint(zoomed, space, 50, 50, 20)).toBe(zoomed);
  });

  it('centres a point and zooms in to a minimum scale, never out', () => {
    expect(focusPoint(initialView(space), space, 40, 50, 6)).toEqual({ cx: 40, cy: 50, k: 3 });
    // Near an edge the content's edge stops it: 6 px per unit show 200/3 units, half of them above the centre.
    expect(focusPoint(initialView(space), space, 40, 0, 6).cy).toBeCloseTo(100 / 3);
    expect(focusPoint({ cx: 100, cy: 50, k: 4 }, space, 100, 50, 2).k).toBe(4);
  });

  it('clamps a view made for another viewport', () => {
    expect(clampView({ cx: -50, cy: 500, k: 9 }, space)).toEqual({ cx: 25, cy: 75, k: 4 });
  });

  it('writes the SVG viewBox of a view', () => {
    expect(viewBoxOf(initialView(space), space)).toBe('0 0 200 100');
    expect(viewBoxOf({ cx: 100, cy: 50, k: 2 }, space)).toBe('50 25 100 50');
  });
});
