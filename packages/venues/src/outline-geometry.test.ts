import { describe, expect, it } from 'vitest';
import { outlineBox, outlinePolygons } from './outline-geometry';

const rounded = (box: ReturnType<typeof outlineBox>) =>
  box && {
    x: Math.round(box.x * 100) / 100,
    y: Math.round(box.y * 100) / 100,
    width: Math.round(box.width * 100) / 100,
    height: Math.round(box.height * 100) / 100,
  };

describe('block outlines as club files write them', () => {
  it('reads absolute and relative lines, with or without commas, and implicit repeats, as closed polygons', () => {
    const square = { x: 10, y: 20, width: 40, height: 30 };
    for (const d of [
      'M10,20L50,20L50,50L10,50Z',
      'M 10 20 L 50 20 L 50 50 L 10 50 Z',
      'M10 20 50 20 50 50 10 50z',
      'm10 20 40 0 0 30 -40 0z',
      'M10 20 H50 V50 H10 Z',
      'm10,20h40v30h-40z',
      'M1e1 2E1 L5e1 20 L50 50 L10 50 Z',
    ])
      expect(outlineBox(d), d).toEqual(square);
    expect(outlinePolygons('M10 20 50 20 50 50 10 50z')).toEqual([
      [
        { x: 10, y: 20 },
        { x: 50, y: 20 },
        { x: 50, y: 50 },
        { x: 10, y: 50 },
      ],
    ]);
  });

  it('follows curves as drawn, not their control points', () => {
    // A quarter of a circle of radius 10 as a cubic: its control points stick out, the curve does not.
    const k = 5.5228;
    expect(rounded(outlineBox(`M0 10 C0 ${10 - k} ${10 - k} 0 10 0 L10 10 Z`))).toEqual({
      x: 0,
      y: 0,
      width: 10,
      height: 10,
    });
    // A quadratic bulging down to y = 5 (its control point is at y = 10), then its smooth continuation.
    expect(rounded(outlineBox('M0 0 Q10 10 20 0 T40 0'))).toEqual({ x: 0, y: -5, width: 40, height: 10 });
    // S reflects the last control point of the cubic before it.
    const s = outlineBox('M0 0 C0 -10 10 -10 10 0 S20 10 20 0');
    expect(s?.y).toBeCloseTo(-7.5, 1);
    expect((s?.y ?? 0) + (s?.height ?? 0)).toBeCloseTo(7.5, 1);
  });

  it('draws arcs round their centre, whichever flags and however packed', () => {
    // A circle of radius 10 round (20, 20) as two half arcs.
    expect(rounded(outlineBox('M10 20 A10 10 0 1 0 30 20 A10 10 0 1 0 10 20 Z'))).toEqual({
      x: 10,
      y: 10,
      width: 20,
      height: 20,
    });
    // The same half arc, flags packed against the end point: the lower half (sweep 0, y down).
    expect(rounded(outlineBox('M10 20a10 10 0 0010 10'))).toMatchObject({ x: 10, y: 20 });
    expect(rounded(outlineBox('M10 20a10 10 0 1020 0'))).toEqual({ x: 10, y: 20, width: 20, height: 10 });
    expect(rounded(outlineBox('M10 20a10 10 0 1120 0'))).toEqual({ x: 10, y: 10, width: 20, height: 10 });
    // Radii too small for the two ends are scaled up: still a half circle.
    expect(rounded(outlineBox('M0 0 A1 1 0 0 1 20 0'))).toEqual({ x: 0, y: -10, width: 20, height: 10 });
  });

  it('keeps each subpath apart and stops at malformed data, as browsers do', () => {
    expect(outlinePolygons('M0 0 L10 0 L10 10 Z M20 0 l5 0 l0 5 z')).toHaveLength(2);
    expect(outlineBox('M0 0 L10 0 L10 10 oops L99 99')).toEqual({ x: 0, y: 0, width: 10, height: 10 });
    expect(outlineBox('')).toBeNull();
    expect(outlineBox('garbage')).toBeNull();
  });
});
