import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache';

function clock(start = 0) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('micro-cache', () => {
  it('runs one computation for everyone asking the same key at once, then serves it until it expires', async () => {
    const time = clock();
    const cache = createMicroCache<number>({ ttlMs: 1000, maxEntries: 10, now: time.now });
    let runs = 0;
    const compute = async () => ++runs;
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('k', compute)));
    expect(new Set(answers)).toEqual(new Set([1]));
    time.advance(999);
    expect(await cache.get('k', compute)).toBe(1);
    time.advance(1);
    expect(await cache.get('k', compute)).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps keys apart, forgets on demand, and never keeps a failure', async () => {
    const cache = createMicroCache<string>({ ttlMs: 1000, maxEntries: 10 });
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    cache.forget('a');
    expect(await cache.get('a', async () => 'A2')).toBe('A2');
    await expect(cache.get('c', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('c', async () => 'C')).toBe('C');
  });

  it('drops the oldest keys beyond its size', async () => {
    const cache = createMicroCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    let runs = 0;
    const compute = async () => ++runs;
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    expect(await cache.get('b', compute)).toBe(2);
    expect(await cache.get('a', compute)).toBe(4);
  });
});
