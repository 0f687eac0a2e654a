// Not from `@stadio/tenants/client`, whose tenant schema would bring zod to every page that shows a date.
import { formatClubDate } from '@stadio/tenants/zoned-time';

/**
 * The date format of docs/product.md#money-and-dates: dd/MM/yyyy HH:mm in French, MM/dd/yyyy HH:mm otherwise,
 * always in the venue's time zone (a fan abroad sees the kick-off time printed on the ticket).
 */
export function formatEventDate(date: Date | string, locale: string, timeZone: string): string {
  return formatClubDate(new Date(date), locale, timeZone);
}
