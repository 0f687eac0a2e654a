import { describe, expect, it } from 'vitest';
import { HoldFactsCache } from './hold-facts-cache';

const entry = { target: null, prices: [], blocks: [] };
const seatsOf = (n: number) => new Map(Array.from({ length: n }, (_, i) => [`s${i}`, 'cat']));

describe('HoldFactsCache', () => {
  it('keeps facts of the newest revision read, and nothing read at an older one', () => {
    const cache = new HoldFactsCache();
    expect(cache.accept('riviera', 4)).toBe(true);
    cache.club('riviera').keepTarget('event:m1', entry);
    expect(cache.accept('riviera', 4)).toBe(true);
    expect(cache.club('riviera').target('event:m1')).toBe(entry);
    // A read that started before a change another read has seen is not kept.
    expect(cache.accept('riviera', 3)).toBe(false);
    expect(cache.club('riviera').revision).toBe(4);
    // A newer revision empties the club first.
    expect(cache.accept('riviera', 5)).toBe(true);
    expect(cache.club('riviera').revision).toBe(5);
    expect(cache.club('riviera').target('event:m1')).toBeUndefined();
  });

  it('keeps each club apart and forgets one club only', () => {
    const cache = new HoldFactsCache();
    cache.accept('riviera', 1);
    cache.accept('amstel', 9);
    cache.club('riviera').keepTarget('event:m1', entry);
    cache.club('amstel').keepTarget('event:m1', entry);
    cache.forget('riviera');
    expect(cache.club('riviera').revision).toBe(-1);
    expect(cache.club('riviera').target('event:m1')).toBeUndefined();
    expect(cache.club('amstel').target('event:m1')).toBe(entry);
  });

  it('keeps facts read at a newer revision when a hold planned with older ones forgets the club', () => {
    const cache = new HoldFactsCache();
    cache.accept('riviera', 7);
    cache.club('riviera').keepTarget('event:m1', entry);
    // Hundreds of holds planned at revision 6 fail after someone already read revision 7.
    cache.forget('riviera', 6);
    expect(cache.club('riviera').target('event:m1')).toBe(entry);
    cache.forget('riviera', 7);
    expect(cache.club('riviera').target('event:m1')).toBeUndefined();
  });

  it('lets concurrent callers share one read of the same facts, and reads again afterwards', async () => {
    const cache = new HoldFactsCache();
    let reads = 0;
    let finish: (value: string) => void = () => undefined;
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const waiting = Array.from({ length: 200 }, () => cache.readOnce('riviera', 'target:event:m1', read));
    // Another club, or other facts, are read on their own.
    void cache.readOnce('amstel', 'target:event:m1', async () => 'amstel');
    expect(reads).toBe(1);
    finish('facts');
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['facts']));
    await cache.readOnce('riviera', 'target:event:m1', async () => {
      reads += 1;
      return 'again';
    });
    expect(reads).toBe(2);
  });

  it('shares a failed read with its waiters, then reads again', async () => {
    const cache = new HoldFactsCache();
    const failing = cache.readOnce('riviera', 'seats:A', async () => {
      throw new Error('connection lost');
    });
    const joined = cache.readOnce('riviera', 'seats:A', async () => 'never');
    await expect(failing).rejects.toThrow('connection lost');
    await expect(joined).rejects.toThrow('connection lost');
    expect(await cache.readOnce('riviera', 'seats:A', async () => 'fresh')).toBe('fresh');
  });

  it('drops the least recently used blocks beyond 100,000 seats, never the block just kept', () => {
    const club = new HoldFactsCache().club('riviera');
    club.keepSeats('A', seatsOf(40_000));
    club.keepSeats('B', seatsOf(40_000));
    expect(club.seatsOf('A')?.size).toBe(40_000);
    club.keepSeats('C', seatsOf(40_000));
    // A was used after B, so B goes.
    expect(club.seatsOf('B')).toBeUndefined();
    expect(club.seatsOf('A')).toBeDefined();
    club.keepSeats('huge', seatsOf(150_000));
    expect(club.seatsOf('huge')?.size).toBe(150_000);
    expect(club.seatsOf('A')).toBeUndefined();
    expect(club.seatsOf('C')).toBeUndefined();
  });
});
