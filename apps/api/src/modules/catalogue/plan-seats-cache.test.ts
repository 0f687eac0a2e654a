import { describe, expect, it } from 'vitest';
import type { PlanSeat } from './load-block-seats';
import { PlanSeatsCache } from './plan-seats-cache';

const seat = (id: string, categoryName = 'Tribune'): PlanSeat => ({
  id,
  blockId: id.split('-')[0] ?? '',
  row: 1,
  column: 1,
  rowName: 'A',
  seatNumber: '1',
  x: 0,
  y: 0,
  isAccessible: false,
  isRestrictedView: false,
  category: { id: 'cat', name: categoryName, description: null, colour: '#123456', isActive: true },
});
const plan = (blockId: string, count: number) =>
  Array.from({ length: count }, (_, i) => seat(`${blockId}-${i + 1}`));
const kept = (cache: PlanSeatsCache, revision: number, blockIds: string[], locale = 'fr') => [
  ...cache.plans('riviera', revision, locale, blockIds).keys(),
];

describe('PlanSeatsCache', () => {
  it('gives back a plan only at the revision and in the language it was read in', () => {
    const cache = new PlanSeatsCache();
    const n1 = plan('N1', 3);
    cache.keep('riviera', 4, 'fr', new Map([['N1', n1]]));
    expect(cache.plans('riviera', 4, 'fr', ['N1', 'N2']).get('N1')).toBe(n1);
    expect(kept(cache, 4, ['N1', 'N2'])).toEqual(['N1']);
    expect(kept(cache, 5, ['N1'])).toEqual([]);
    expect(kept(cache, 3, ['N1'])).toEqual([]);
    expect(kept(cache, 4, ['N1'], 'en')).toEqual([]);
    expect(cache.plans('north-end', 4, 'fr', ['N1']).size).toBe(0);
  });

  it('empties a club on a newer revision and refuses plans read at an older one', () => {
    const cache = new PlanSeatsCache();
    cache.keep('riviera', 4, 'fr', new Map([['N1', plan('N1', 2)]]));
    cache.keep('riviera', 5, 'fr', new Map([['N2', plan('N2', 2)]]));
    expect(kept(cache, 5, ['N1', 'N2'])).toEqual(['N2']);
    // A read that started before the change and ended after it: its plan may be the old one.
    cache.keep('riviera', 4, 'fr', new Map([['N1', plan('N1', 2)]]));
    expect(kept(cache, 5, ['N1', 'N2'])).toEqual(['N2']);
    expect(kept(cache, 4, ['N1', 'N2'])).toEqual([]);
  });

  it('keeps no block without seats: any id can be asked for', () => {
    const cache = new PlanSeatsCache();
    cache.keep('riviera', 1, 'fr', new Map([['nope', []]]));
    expect(kept(cache, 1, ['nope'])).toEqual([]);
  });

  it('drops the least recently used blocks beyond its seat budget', () => {
    const cache = new PlanSeatsCache(10);
    cache.keep('riviera', 1, 'fr', new Map([['A', plan('A', 4)]]));
    cache.keep('riviera', 1, 'fr', new Map([['B', plan('B', 4)]]));
    kept(cache, 1, ['A']); // A is now the most recently used
    cache.keep('riviera', 1, 'fr', new Map([['C', plan('C', 4)]]));
    expect(kept(cache, 1, ['A', 'B', 'C'])).toEqual(['A', 'C']);
  });
});
