import { type AppLocale, LOCALES, loadMessages, type Messages } from '@stadio/i18n';
import IntlMessageFormat from 'intl-messageformat';

/** A key of the documents strings (`myOrders.documents`): "ticketTitle", "vat"… */
export type DocumentKey = keyof Messages['myOrders']['documents'];

/** Formats one documents string of a language (ICU syntax) as plain text. */
export type DocumentTranslate = (key: DocumentKey, values?: Record<string, string | number>) => string;

/** The language documents are written in: `locale` when the shop has it, else English. */
export function documentLocale(locale: string): AppLocale {
  return (LOCALES as readonly string[]).includes(locale) ? (locale as AppLocale) : 'en';
}

/** The translator of the tickets' and invoices' PDFs in one language. */
export async function documentTranslator(locale: string): Promise<DocumentTranslate> {
  const language = documentLocale(locale);
  const messages = (await loadMessages(language)).myOrders.documents as Record<string, string>;
  return (key, values) => {
    const message = messages[key];
    if (message === undefined) throw new Error(`missing document message ${key} in ${language}`);
    return String(new IntlMessageFormat(message, language).format(values));
  };
}
