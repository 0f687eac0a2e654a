import { describe, expect, it } from 'vitest';
import { formatDueDate, scheduleTotal, sortedSchedule, todayIn } from './schedule-display';

describe('formatDueDate', () => {
  it('writes dd/MM/yyyy in French and MM/dd/yyyy otherwise', () => {
    expect(formatDueDate('2026-12-05', 'fr')).toBe('05/12/2026');
    expect(formatDueDate('2026-12-05', 'en')).toBe('12/05/2026');
    expect(formatDueDate('2026-12-05', 'ru')).toBe('12/05/2026');
  });
  it('shows an unexpected value as it came rather than a wrong date', () => {
    expect(formatDueDate('soon', 'fr')).toBe('soon');
  });
});

describe('schedules', () => {
  const lines = [
    { rank: 2, dueDate: '2027-01-05', amount: 3333 },
    { rank: 1, dueDate: '2026-12-05', amount: 3334 },
    { rank: 3, dueDate: '2027-02-05', amount: 3333 },
  ];
  it('sum in cents to the total', () => {
    expect(scheduleTotal(lines)).toBe(10000);
  });
  it('list the first instalment first', () => {
    expect(sortedSchedule(lines).map((l) => l.rank)).toEqual([1, 2, 3]);
  });
  it("take today's date in the club's time zone", () => {
    // 23:30 UTC is already the next day in Moscow.
    const late = new Date('2026-12-05T23:30:00Z');
    expect(todayIn('Europe/Moscow', late)).toBe('2026-12-06');
    expect(todayIn('Europe/Paris', late)).toBe('2026-12-06');
    expect(todayIn('UTC', late)).toBe('2026-12-05');
  });
});
