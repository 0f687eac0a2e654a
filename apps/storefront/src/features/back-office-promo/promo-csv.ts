/*
 * A batch as CSV for the sponsor (docs/staff-roles.md, PROMO_EDIT): RFC 4180 (CRLF line ends,
 * fields quoted when they hold a comma, a quote or a line break, quotes doubled), UTF-8 with a
 * byte-order mark so that Excel reads accents right.
 */

const BOM = '\uFEFF';

/** One field as RFC 4180 writes it. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the header row, then one row per record; CRLF after every row. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return BOM + rows.map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
