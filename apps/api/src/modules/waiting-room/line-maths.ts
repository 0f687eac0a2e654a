/*
 * Where a fan stands in an event's line (ADR 0014). Every fan gets a number (arrival order, gap
 * free) and a turn when they join: the later of now, the opening and one interval after the
 * previous fan's turn, so turns are strictly increasing with numbers and fans are let through
 * `admitPerMinute` a minute without any job advancing the line. A turn unused (nobody waiting)
 * is not banked: a fan arriving at an empty line is admitted at once, and the next one an interval
 * later. Times are epoch milliseconds.
 */

/** A waiting room as the line reads it. */
export interface LineRoom {
  opensAt: number;
  admitPerMinute: number;
  admissionMinutes: number;
}

/** A fan's place: their number and their turn. */
export interface LinePlace {
  number: number;
  turnAt: number;
}

/** What a fan sees. */
export type LineStatus =
  | { state: 'NOT_OPEN'; opensAt: number }
  | { state: 'WAITING'; position: number; waitMs: number }
  | { state: 'ADMITTED'; admittedUntil: number }
  | { state: 'EXPIRED' };

/** Milliseconds between two turns. */
export function turnInterval(admitPerMinute: number): number {
  return 60_000 / admitPerMinute;
}

/** The turn of the next fan to join at `now`, after the previous fan's turn (null: the first). */
export function nextTurn(room: LineRoom, previousTurnAt: number | null, now: number): number {
  const afterPrevious =
    previousTurnAt === null ? -Infinity : previousTurnAt + turnInterval(room.admitPerMinute);
  return Math.max(now, room.opensAt, afterPrevious);
}

/** When an admission given at `turnAt` ends. */
export function admissionEnd(room: LineRoom, turnAt: number): number {
  return turnAt + room.admissionMinutes * 60_000;
}

/**
 * A fan's status at `now`: `place` null means they have not joined yet (they are then shown as
 * waiting behind everybody, which only happens before their join is written). `lastAdmitted` is
 * the number of the last fan whose turn has come (0 when none), so the position is how many fans
 * are still ahead, plus one, whatever gaps in time the line had.
 */
export function lineStatus(
  room: LineRoom,
  place: LinePlace | null,
  lastAdmitted: number,
  now: number,
): LineStatus {
  if (now < room.opensAt) return { state: 'NOT_OPEN', opensAt: room.opensAt };
  if (!place) return { state: 'WAITING', position: 1, waitMs: 0 };
  if (place.turnAt <= now)
    return now < admissionEnd(room, place.turnAt)
      ? { state: 'ADMITTED', admittedUntil: admissionEnd(room, place.turnAt) }
      : { state: 'EXPIRED' };
  return { state: 'WAITING', position: Math.max(1, place.number - lastAdmitted), waitMs: place.turnAt - now };
}
