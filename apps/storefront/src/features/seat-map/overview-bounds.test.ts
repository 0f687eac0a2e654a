import { describe, expect, it } from 'vitest';
import { overviewBounds } from './overview-bounds';

const square = (x0: number, y0: number, x1: number, y1: number) => ({
  contour: `M${x0},${y0}L${x1},${y0}L${x1},${y1}L${x0},${y1}Z`,
});

describe('the part of the drawing the overview fits', () => {
  it('is the blocks with a margin, at the drawing’s proportions', () => {
    const bounds = overviewBounds({ width: 1000, height: 800 }, [square(200, 150, 800, 650)]);
    expect(bounds.width / bounds.height).toBeCloseTo(1000 / 800);
    expect(bounds.x).toBeLessThan(200);
    expect(bounds.x + bounds.width).toBeGreaterThan(800);
    expect(bounds.y).toBeLessThan(150);
    expect(bounds.y + bounds.height).toBeGreaterThan(650);
    expect(bounds.width).toBeLessThan(800);
  });

  it('is the whole drawing when the blocks fill it or there are none', () => {
    expect(overviewBounds({ width: 1000, height: 800 }, [square(0, 0, 1000, 800)])).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 800,
    });
    expect(overviewBounds({ width: 1000, height: 800 }, [])).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 800,
    });
  });
});
