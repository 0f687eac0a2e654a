import { z } from 'zod';

/** A name other parts of the files refer to: letters, digits and dashes ("cat-1", "league"). */
export const keySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,62}$/, {
    message: 'must be a short name of letters, digits, "-" or "_" (no spaces), like "cat-1"',
  });

export const colourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'must be a colour like "#1F6FEB"' });

/** A file of the tenants folder ("my-club/crests/lyon.svg") or a full https address. */
export const assetOrUrl = z
  .string()
  .trim()
  .refine((value) => /^https:\/\//.test(value) || /^[a-z0-9][a-z0-9-]*\/[^\s\\]+$/.test(value), {
    message: 'must be a file inside the tenants folder like "my-club/views/n12.jpg", or an https:// address',
  })
  .refine((value) => !value.split('/').includes('..'), { message: 'must not climb out with ".."' });

/** Money in cents, as the files write it: 3500 is 35.00. */
export const centsSchema = z
  .number({ message: 'must be an amount in cents, like 3500 for 35.00' })
  .int({ message: 'must be a whole number of cents, like 3500 for 35.00' })
  .nonnegative();

/**
 * A local date and time in the club's time zone, as a person writes it: "2026-08-14 20:45".
 * A plain date means midnight.
 */
export const localDateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?$/, {
    message:
      'must be a date and time in the club\'s time zone like "2026-08-14 20:45" (or a date "2026-08-14")',
  })
  .refine(
    (value) => {
      const [date = '', time = '00:00'] = value.split(' ');
      const [y, m, d] = date.split('-').map(Number);
      const [hh, mm] = time.split(':').map(Number);
      const probe = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
      return (
        probe.getUTCFullYear() === y &&
        probe.getUTCMonth() === (m ?? 1) - 1 &&
        probe.getUTCDate() === d &&
        (hh ?? 0) < 24 &&
        (mm ?? 0) < 60
      );
    },
    { message: 'is not a real date or time (check the day of the month and the hour)' },
  );
