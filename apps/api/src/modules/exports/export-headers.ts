import { loadMessages, type AppLocale } from '@stadio/i18n';
import IntlMessageFormat from 'intl-messageformat';
import { EXPORT_COLUMNS, EXPORT_KINDS, type ExportKind } from './export-kinds';

/**
 * The header row and sheet name of an export in the staff member's language, from the back
 * office's own messages (`boExports`), so the page and the file word the columns alike; money
 * headers name the club's currency ("Total (EUR)").
 */
export async function exportHeaders(
  kind: ExportKind,
  locale: AppLocale,
  currency: string,
): Promise<{ headers: string[]; title: string }> {
  const messages = (await loadMessages(locale)).boExports;
  const key = EXPORT_KINDS[kind];
  const texts = messages.columns[key] as Record<string, string>;
  const headers = EXPORT_COLUMNS[kind].map((column) => {
    const text = texts[column.key];
    if (text === undefined) throw new Error(`missing export header ${key}.${column.key} in ${locale}`);
    return String(new IntlMessageFormat(text, locale).format({ currency }));
  });
  return { headers, title: messages.kinds[key].label };
}
