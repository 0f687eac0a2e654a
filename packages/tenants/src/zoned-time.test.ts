import { describe, expect, it } from 'vitest';
import { instantOfWallTime, rememberZoneOffsets, wallClock, zoneOffsets } from './zoned-time';

describe('zoned time', () => {
  it('reads the wall clock of a zone', () => {
    expect(wallClock(new Date('2025-03-28T23:30:00Z'), 'Europe/Paris')).toEqual({
      year: 2025,
      month: 3,
      day: 29,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('finds the instant of a wall time, midnight included, around DST changes', () => {
    expect(instantOfWallTime('Europe/Paris', { year: 2030, month: 7, day: 1 }).toISOString()).toBe(
      '2030-06-30T22:00:00.000Z',
    );
    // 02:30 does not exist in Paris on 30 March 2025: the clock jumps to 03:30.
    expect(
      instantOfWallTime('Europe/Paris', { year: 2025, month: 3, day: 30, hour: 2, minute: 30 }).toISOString(),
    ).toBe('2025-03-30T01:30:00.000Z');
    expect(
      instantOfWallTime('Europe/Moscow', { year: 2025, month: 1, day: 32, hour: 19 }).toISOString(),
    ).toBe('2025-02-01T16:00:00.000Z');
  });

  describe('from a table of offsets', () => {
    // An oracle independent of the module: what Intl's clock in the zone shows.
    const intl = (instant: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(new Date(instant));
      const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      return {
        year: part('year'),
        month: part('month'),
        day: part('day'),
        hour: part('hour'),
        minute: part('minute'),
        second: part('second'),
      };
    };
    const from = Date.UTC(2025, 9, 1, 12, 0, 0, 500);
    const until = Date.UTC(2028, 2, 1);
    // Half-hour and 45-minute offsets, southern DST, a half-hour DST shift and a zone without DST.
    const zones = [
      'Europe/Paris',
      'Europe/Moscow',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'America/Santiago',
    ];

    it.each(zones)('reads %s as Intl does, every 5 hours and around each change', (timeZone) => {
      const table = zoneOffsets(timeZone, from, until);
      rememberZoneOffsets(table);
      const instants: number[] = [];
      for (let t = table.from; t < until; t += 5 * 3_600_000 + 1_234) instants.push(t);
      for (const [at] of table.changes.slice(1))
        instants.push(at - 3_600_000, at - 1_000, at - 1, at, at + 1, at + 1_000, at + 3_600_000);
      const differing = instants.filter(
        (t) => JSON.stringify(wallClock(new Date(t), timeZone)) !== JSON.stringify(intl(t, timeZone)),
      );
      expect(differing.map((t) => new Date(t).toISOString())).toEqual([]);
    });

    it('has each DST change of the span, to the second', () => {
      const paris = zoneOffsets('Europe/Paris', from, until);
      expect(paris.changes.map(([at, offset]) => [new Date(at).toISOString(), offset / 3_600_000])).toEqual([
        ['2025-10-01T12:00:00.000Z', 2],
        ['2025-10-26T01:00:00.000Z', 1],
        ['2026-03-29T01:00:00.000Z', 2],
        ['2026-10-25T01:00:00.000Z', 1],
        ['2027-03-28T01:00:00.000Z', 2],
        ['2027-10-31T01:00:00.000Z', 1],
      ]);
      expect(zoneOffsets('Asia/Kathmandu', from, until).changes).toEqual([[paris.from, 5.75 * 3_600_000]]);
    });

    it('leaves instants outside its span to Intl', () => {
      rememberZoneOffsets({ timeZone: 'Europe/Madrid', from, until, changes: [[from, 9 * 3_600_000]] });
      expect(wallClock(new Date(from + 1), 'Europe/Madrid').hour).toBe(21);
      expect(wallClock(new Date(until), 'Europe/Madrid')).toEqual(intl(until, 'Europe/Madrid'));
      expect(wallClock(new Date(from - 1), 'Europe/Madrid')).toEqual(intl(from - 1, 'Europe/Madrid'));
    });
  });
});
