import { describe, expect, it } from 'vitest';
import { lineStatus, nextTurn, turnInterval, type LineRoom } from './line-maths';

const OPENS = Date.parse('2026-05-01T10:00:00Z');
const room: LineRoom = { opensAt: OPENS, admitPerMinute: 30, admissionMinutes: 20 };
const minutes = (n: number) => n * 60_000;

/** Fans joining at the given times, one after the other, as the join statement numbers them. */
function lineUp(times: number[]) {
  let previous: number | null = null;
  return times.map((at, index) => {
    previous = nextTurn(room, previous, at);
    return { number: index + 1, turnAt: previous };
  });
}

describe('line maths', () => {
  it('spaces turns by the rate from the opening, in arrival order', () => {
    expect(turnInterval(30)).toBe(2_000);
    const fans = lineUp([OPENS - minutes(5), OPENS - minutes(1), OPENS, OPENS + 500]);
    expect(fans.map((f) => f.turnAt - OPENS)).toEqual([0, 2_000, 4_000, 6_000]);
  });

  it('does not bank unused turns: a fan at an empty line is admitted at once, the next one an interval later', () => {
    const fans = lineUp([OPENS, OPENS + minutes(10), OPENS + minutes(10), OPENS + minutes(10)]);
    expect(fans.map((f) => f.turnAt - OPENS)).toEqual([
      0,
      minutes(10),
      minutes(10) + 2_000,
      minutes(10) + 4_000,
    ]);
  });

  it('gives strictly increasing turns to a burst of arrivals at the same instant', () => {
    const fans = lineUp(Array.from({ length: 100 }, () => OPENS + 1));
    for (let i = 1; i < fans.length; i += 1)
      expect(fans[i]?.turnAt).toBeGreaterThan(fans[i - 1]?.turnAt ?? Infinity);
    expect((fans[99]?.turnAt ?? 0) - OPENS).toBe(1 + 99 * 2_000);
  });

  it('is not open before the opening', () => {
    expect(lineStatus(room, null, 0, OPENS - 1)).toEqual({ state: 'NOT_OPEN', opensAt: OPENS });
  });

  it('counts the fans still ahead from the last one admitted', () => {
    const fans = lineUp(Array.from({ length: 10 }, () => OPENS));
    const at = OPENS + 5_000; // turns at 0, 2 s and 4 s have come: fans 1 to 3 are in
    expect(lineStatus(room, fans[2] ?? null, 3, at)).toEqual({
      state: 'ADMITTED',
      admittedUntil: OPENS + 4_000 + minutes(20),
    });
    expect(lineStatus(room, fans[3] ?? null, 3, at)).toEqual({
      state: 'WAITING',
      position: 1,
      waitMs: 1_000,
    });
    expect(lineStatus(room, fans[9] ?? null, 3, at)).toEqual({
      state: 'WAITING',
      position: 7,
      waitMs: 13_000,
    });
  });

  it('ends an admission after the admission minutes', () => {
    const [fan] = lineUp([OPENS]);
    expect(lineStatus(room, fan ?? null, 1, OPENS + minutes(20) - 1).state).toBe('ADMITTED');
    expect(lineStatus(room, fan ?? null, 1, OPENS + minutes(20)).state).toBe('EXPIRED');
  });
});
