/** One line of an instalment schedule (schema.graphql, type Installment). */
export interface ScheduleLine {
  rank: number;
  /** yyyy-mm-dd in the club's time zone. */
  dueDate: string;
  amount: number;
}

/**
 * A due date as docs/product.md#money-and-dates writes it, without the time: dd/MM/yyyy in French, MM/dd/yyyy
 * otherwise. The API gives a calendar date already in the club's zone, so no time zone conversion happens
 * here.
 */
export function formatDueDate(dueDate: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  if (!match) return dueDate;
  const [, year, month, day] = match;
  return locale === 'fr' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/** Sum of a schedule in cents; the page shows it under the table, and it must be the order's total. */
export function scheduleTotal(lines: readonly ScheduleLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The lines in paying order (rank 1 first), whatever order the API listed them in. */
export function sortedSchedule<T extends ScheduleLine>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.rank - b.rank);
}

/**
 * The schedule of a single payment: the whole total, due today. Shown like a plan so the two
 * choices read the same; `today` is the first due date of any plan the API sent (its clock, its zone).
 */
export function singlePaymentSchedule(total: number, today: string): ScheduleLine[] {
  return [{ rank: 1, dueDate: today, amount: total }];
}

/** Today's date in a time zone as yyyy-mm-dd, for a single payment when no plan gives the date. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
