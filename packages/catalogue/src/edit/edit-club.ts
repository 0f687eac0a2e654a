import type { Locale } from '@stadio/tenants';

/** What an edit needs of the club's tenant file: its time zone, languages and short name. */
export interface EditClub {
  slug: string;
  timeZone: string;
  locales: readonly Locale[];
  clientShortName: string;
}
