import { describe, expect, it } from 'vitest';
import { overviewBounds } from './overview-bounds';

const box = (x0: number, y0: number, x1: number, y1: number) => ({
  x: x0,
  y: y0,
  width: x1 - x0,
  height: y1 - y0,
});

describe('the part of the drawing the overview fits', () => {
  it('is what is drawn with a margin, at the drawing’s proportions', () => {
    const bounds = overviewBounds({ width: 1000, height: 800 }, box(200, 150, 800, 650));
    expect(bounds.width / bounds.height).toBeCloseTo(1000 / 800);
    expect(bounds.x).toBeLessThan(200);
    expect(bounds.x + bounds.width).toBeGreaterThan(800);
    expect(bounds.y).toBeLessThan(150);
    expect(bounds.y + bounds.height).toBeGreaterThan(650);
    expect(bounds.width).toBeLessThan(800);
  });

  it('is the whole drawing when the blocks fill it or there are none', () => {
    const whole = { x: 0, y: 0, width: 1000, height: 800 };
    expect(overviewBounds({ width: 1000, height: 800 }, box(0, 0, 1000, 800))).toEqual(whole);
    expect(overviewBounds({ width: 1000, height: 800 }, null)).toEqual(whole);
  });

  it('stays inside the drawing near its edge, and fits a venue drawn past its edge as drawn', () => {
    const nearEdge = overviewBounds({ width: 1000, height: 800 }, box(0, 0, 300, 200));
    expect([nearEdge.x, nearEdge.y]).toEqual([0, 0]);
    const past = overviewBounds({ width: 100, height: 100 }, box(-20, 10, 90, 120));
    expect(past.x).toBeLessThan(-20);
    expect(past.y + past.height).toBeGreaterThan(120);
    expect(past.width).toBeCloseTo(past.height);
  });
});
