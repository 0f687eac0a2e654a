import { describe, expect, it } from 'vitest';
import { nearestInDirection } from './spatial-nav';

/** Block label points: a row of three, one below the middle, one far off to the upper right. */
const points = [
  { id: 'left', x: 0, y: 0 },
  { id: 'middle', x: 10, y: 0 },
  { id: 'right', x: 20, y: 1 },
  { id: 'below', x: 11, y: 10 },
  { id: 'corner', x: 40, y: -30 },
];
const from = (id: string) => points.find((p) => p.id === id) ?? { id, x: 0, y: 0 };

describe('nearestInDirection', () => {
  it('prefers the block in line over a nearer one off to the side', () => {
    expect(nearestInDirection(from('middle'), points, 'ArrowRight')?.id).toBe('right');
    expect(nearestInDirection(from('middle'), points, 'ArrowDown')?.id).toBe('below');
    expect(nearestInDirection(from('below'), points, 'ArrowUp')?.id).toBe('middle');
  });

  it('reaches blocks diagonally ahead, within 60° of the arrow', () => {
    expect(nearestInDirection(from('right'), points, 'ArrowUp')?.id).toBe('corner');
  });

  it('stays put at the edge of the map', () => {
    expect(nearestInDirection(from('left'), points, 'ArrowLeft')).toBeUndefined();
    expect(nearestInDirection(from('below'), points, 'ArrowDown')).toBeUndefined();
  });
});
