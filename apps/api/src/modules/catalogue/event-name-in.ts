import { events, type DbExecutor } from '@stadio/db';
import { and, eq } from 'drizzle-orm';
import { nameIn } from './catalogue-names';

/**
 * Names an event in each reader's language (ADR 0025): for e-mails written at once to people who
 * read different languages, such as a transfer's sender and recipient. An unknown event is ''.
 */
export async function eventNameIn(
  db: DbExecutor,
  tenantId: string,
  eventId: string | undefined,
): Promise<(locale: string) => string> {
  const [row] = eventId
    ? await db
        .select({ name: events.name, translations: events.nameTranslations })
        .from(events)
        .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    : [];
  return (locale) => (row ? nameIn(row.name, row.translations, locale) : '');
}
