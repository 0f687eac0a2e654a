import type { ExportColumn } from './export-kinds';

/*
 * The CSV dialect of the exports (ADR 0051): RFC 4180 — comma-separated, CRLF line ends, a field
 * quoted when it holds a comma, a quote, CR or LF, quotes doubled — in UTF-8 opened by a byte order
 * mark, which is what makes Excel read UTF-8 instead of the machine's code page.
 */

/** The UTF-8 byte order mark the file starts with. */
export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/**
 * A signed amount, optionally with a percent or currency sign (a promo label `-5 €`, `-10 %`):
 * digits, a separator and a symbol cannot hold a formula, and a spreadsheet reads it as the
 * number it is, so it is not guarded.
 */
const NUMBER_LIKE = /^[+-]?\s?\d+(?:[.,]\d+)?\s?(?:%|\p{Sc}|[A-Z]{3})?$/u;

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or CR that some strip first) gets a
 * leading apostrophe, as OWASP's CSV-injection advice says: a buyer naming themselves
 * `=HYPERLINK(…)` must not become a link in the accountant's sheet. Numbers and dates we write
 * ourselves are never text cells, so a negative discount keeps its minus; nor is a number-like
 * text (`-5 €`).
 */
export function neutralizeFormula(text: string): string {
  if (NUMBER_LIKE.test(text)) return text;
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field, quoted when it must be. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as a decimal with a point and two digits (`-2.50`), whatever the staff member's language. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A cell's text: money in decimal, dates as the query wrote them (club time), text guarded. */
export function csvCell(value: unknown, column: ExportColumn): string {
  if (value === null || value === undefined) return '';
  if (column.type === 'money') return centsText(Number(value));
  if (column.type === 'integer') return String(value);
  if (column.type === 'datetime' || column.type === 'date') return String(value);
  return csvField(neutralizeFormula(String(value)));
}

/** One record with its line end. */
export function csvLine(fields: readonly string[]): string {
  return fields.join(',') + CSV_LINE_END;
}

/** The header record: header texts are ours, but still quoted when needed. */
export function csvHeader(headers: readonly string[]): string {
  return CSV_BOM + csvLine(headers.map((header) => csvField(header)));
}

/** The records of one batch of rows as one string. */
export function csvRows(rows: readonly Record<string, unknown>[], columns: readonly ExportColumn[]): string {
  let out = '';
  for (const row of rows) out += csvLine(columns.map((column) => csvCell(row[column.key], column)));
  return out;
}
