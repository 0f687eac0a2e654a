import { loadMessages, type AppLocale } from '@stadio/i18n';
import IntlMessageFormat from 'intl-messageformat';
import { EXPORT_COLUMNS, EXPORT_KINDS, type ExportKind, type ExportVocabulary } from './export-kinds';

/**
 * The header row and sheet name of an export in the staff member's language, from the back
 * office's own messages (`boExports`), so the page and the file word the columns alike; money
 * headers name the club's currency ("Total (EUR)"). `words` turns a row's status and reason codes
 * into the same language's words.
 */
export async function exportHeaders(
  kind: ExportKind,
  locale: AppLocale,
  currency: string,
): Promise<{
  headers: string[];
  title: string;
  words: (row: Record<string, unknown>) => Record<string, unknown>;
}> {
  const messages = (await loadMessages(locale)).boExports;
  const key = EXPORT_KINDS[kind];
  const texts = messages.columns[key] as Record<string, string>;
  const headers = EXPORT_COLUMNS[kind].map((column) => {
    const text = texts[column.key];
    if (text === undefined) throw new Error(`missing export header ${key}.${column.key} in ${locale}`);
    return String(new IntlMessageFormat(text, locale).format({ currency }));
  });
  const coded = EXPORT_COLUMNS[kind].filter((column) => column.words);
  // Codes become the words the page shows (docs/product.md#exports); a code without a word (a
  // reason added later) is written as it is rather than dropped.
  const words = (row: Record<string, unknown>) => {
    if (coded.length === 0) return row;
    const out = { ...row };
    for (const column of coded) {
      const value = row[column.key];
      const vocabulary = messages[column.words as ExportVocabulary] as Record<string, string>;
      if (typeof value === 'string') out[column.key] = vocabulary[value] ?? value;
    }
    return out;
  };
  return { headers, title: messages.kinds[key].label, words };
}
