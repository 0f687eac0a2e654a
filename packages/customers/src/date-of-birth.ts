import { z } from 'zod';
import { notGiven } from './blank';

const OLDEST_YEAR = 1900;

/** Whether `yyyy-mm-dd` names a real calendar day (rejects 2023-02-30). */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A birth date written yyyy-mm-dd (docs/product.md#validation-rules): code `date_format` for another shape,
 * `invalid` for a day that does not exist, lies in the future or before 1900.
 */
export const dateOfBirthSchema = z
  .string(notGiven)
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'date_format', abort: true })
      .refine(isCalendarDay, { message: 'invalid', abort: true })
      .refine((value) => {
        // Compared as text: both sides are yyyy-mm-dd, so the order of strings is the order of days.
        const today = new Date().toISOString().slice(0, 10);
        return value >= `${OLDEST_YEAR}-01-01` && value <= today;
      }, 'invalid'),
  );
