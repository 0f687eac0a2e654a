import { describe, expect, it } from 'vitest';
import { WeightedLru } from './weighted-lru';

describe('WeightedLru', () => {
  it('drops the least recently used past its budget of entries', () => {
    const lru = new WeightedLru<string>(2);
    lru.set('a', 'A');
    lru.set('b', 'B');
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C');
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C']);
  });

  it('weighs entries, counts a replaced entry once, and never drops the one just kept', () => {
    const lru = new WeightedLru<number[]>(5, (items) => items.length);
    lru.set('a', [1, 2]);
    lru.set('a', [1, 2, 3]);
    lru.set('b', [1, 2]);
    expect([lru.get('a')?.length, lru.get('b')?.length]).toEqual([3, 2]);
    lru.set('huge', [1, 2, 3, 4, 5, 6]);
    expect([lru.get('a'), lru.get('b'), lru.get('huge')?.length]).toEqual([undefined, undefined, 6]);
  });
});
