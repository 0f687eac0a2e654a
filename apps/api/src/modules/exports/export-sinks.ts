import { once, type EventEmitter } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvHeader, csvRows } from './csv-format';
import type { ExportColumn, ExportFormat } from './export-kinds';

/** Where an export's rows go: a header, batches of rows, then the end. */
export interface ExportSink {
  start(headers: readonly string[]): Promise<void>;
  rows(batch: readonly Record<string, unknown>[]): Promise<void>;
  end(): Promise<void>;
}

/** The file's content type and extension. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Backpressure (ADR 0051): the next batch is read only once the response has taken the last one,
 * so a slow download slows the cursor instead of filling memory.
 */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) await drainOrClose(out, out);
}

/** Waits for `stream`'s `drain`, or for the response to close (a cancelled download drains nothing). */
async function drainOrClose(stream: EventEmitter, out: Writable): Promise<void> {
  // One signal for both listeners, so the loser's listener does not stay on the response batch after batch.
  const done = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }),
    ]);
  } finally {
    done.abort();
  }
}

/** A zip entry's writable side, as the readable-stream 2 that archiver uses has it. */
interface EntryStream extends EventEmitter {
  _writableState: { needDrain: boolean };
}

/**
 * The stream the sheet's XML is written into inside the zip. exceljs writes a sheet into its own
 * buffer (`StreamBuf`), which archiver pipes into a PassThrough (readable-stream 2, which has no
 * `writableNeedDrain`) it reads the entry from; exceljs ignores that PassThrough's backpressure,
 * so without a wait a stalled download piles the rows up there (ADR 0051). None of it is in
 * exceljs's types: if an upgrade moves it, fail at once rather than buffer silently.
 */
function sheetEntry(sheet: ExcelJS.Worksheet): EntryStream {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const entry = pipes?.[0] as Partial<EntryStream> | undefined;
  if (pipes?.length !== 1 || typeof entry?._writableState?.needDrain !== 'boolean')
    throw new Error('exceljs: the sheet stream is not piped into one zip entry (see ADR 0051)');
  return entry as EntryStream;
}

/** RFC 4180 CSV with a BOM (csv-format.ts). */
export function csvSink(out: Writable, columns: readonly ExportColumn[]): ExportSink {
  return {
    start: async (headers) => {
      out.write(csvHeader(headers));
    },
    rows: async (batch) => {
      out.write(csvRows(batch, columns));
      await drained(out);
    },
    end: async () => {
      out.end();
      await Promise.race([once(out, 'finish'), once(out, 'close')]);
    },
  };
}

/** `2026-12-02 14:05:00` (club wall time) as the Date exceljs writes as that same serial. */
function wallDate(text: string): Date {
  const [date = '', time = '00:00:00'] = text.split(' ');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh, mm, ss));
}

/** A cell's value: money as a number of currency units, dates as dates, the rest as it is. */
function xlsxValue(value: unknown, column: ExportColumn): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'integer') return Number(value);
  if (column.type === 'datetime' || column.type === 'date') return wallDate(String(value));
  // A string cell is never run as a formula by Excel (only `{ formula }` cells are), so no guard here.
  return String(value);
}

const NUMBER_FORMATS: Partial<Record<ExportColumn['type'], (currency: string) => string>> = {
  money: (currency) => `#,##0.00 "${currency}"`,
  datetime: () => 'yyyy-mm-dd hh:mm',
  date: () => 'yyyy-mm-dd',
};

/**
 * An XLSX workbook written by exceljs's streaming writer: rows are committed as they come and
 * the zip is written into `out` as it goes (ADR 0051). One sheet named after the export; header
 * row bold and frozen.
 */
export function xlsxSink(
  out: Writable,
  columns: readonly ExportColumn[],
  options: { sheetName: string; currency: string },
): ExportSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const name = options.sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const entry = sheetEntry(sheet);
  return {
    start: async (headers) => {
      sheet.columns = columns.map((column, index) => {
        const format = NUMBER_FORMATS[column.type]?.(options.currency);
        return {
          header: headers[index] ?? column.key,
          key: column.key,
          width: Math.min(40, Math.max(12, (headers[index] ?? '').length + 2)),
          ...(format ? { style: { numFmt: format } } : {}),
        };
      });
      const header = sheet.getRow(1);
      header.font = { bold: true };
      header.commit();
    },
    rows: async (batch) => {
      for (const row of batch)
        sheet.addRow(columns.map((column) => xlsxValue(row[column.key], column))).commit();
      // The next batch is read only once the zip has taken this one (which it does only as fast
      // as the response drains) and the response has drained: at most about a batch is held.
      if (entry._writableState.needDrain && !out.destroyed) await drainOrClose(entry, out);
      await drained(out);
    },
    end: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
