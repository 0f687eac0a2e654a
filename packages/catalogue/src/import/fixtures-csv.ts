import { localDateTimeSchema } from '../format/common';
import { readCsv } from './csv-reader';

export { opponentKey } from './key-slug';

/**
 * One match of a league's fixture list (`tenants/<slug>/fixtures.csv`). Dates and times stay as the
 * club's local time, written the way the catalogue files write them (format/common.ts
 * localDateTimeSchema); the compiler turns them into instants in the club's time zone.
 */
export interface Fixture {
  /** The line of the file it was read from, for messages. */
  line: number;
  /** "2026-08-14" */
  date: string;
  /** "20:45" */
  time: string;
  opponent: string;
  competition: string;
  /** "2026-07-01 10:00" (or a date alone, meaning midnight) */
  saleOpens?: string;
  saleCloses?: string;
}

/** One thing wrong in the file: where, and what to write instead. */
export interface FixtureProblem {
  line: number;
  /** The column's name as the header should write it; absent for a whole line. */
  column?: string;
  /** "line 4, column time" */
  where: string;
  /** '"8pm" is not a time like 20:45' */
  message: string;
}

const REQUIRED = ['date', 'time', 'opponent', 'competition'] as const;
const OPTIONAL = ['sale_opens', 'sale_closes'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];
const COLUMNS: readonly Column[] = [...REQUIRED, ...OPTIONAL];
const HEADER_HINT = `the first line names the columns: ${REQUIRED.join(',')} (and optionally ${OPTIONAL.join(',')})`;

/** "Sale Opens", "sale-opens" and "SALE_OPENS" all name the column sale_opens. */
const columnName = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

function realDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

/** "20:45" (and "8:45", written back as "08:45"); undefined when it is not a time of day. */
function timeOfDay(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** A local date or date and time as "yyyy-mm-dd HH:mm", so two of them compare as texts. */
const atMinute = (value: string) => (value.length === 10 ? `${value} 00:00` : value);

/**
 * The fixture list as a league publishes it: a header `date,time,opponent,competition` with
 * optional `sale_opens,sale_closes`, in any order and case; `yyyy-mm-dd`, `HH:mm`, and
 * `yyyy-mm-dd HH:mm` for the sale columns, all in the club's time zone. RFC 4180 quoting, a BOM,
 * CRLF and blank lines are fine. Every problem names its line and column and what to write; the
 * fixtures of lines without problems are returned either way.
 */
export function parseFixturesCsv(text: string): { fixtures: Fixture[]; problems: FixtureProblem[] } {
  const problems: FixtureProblem[] = [];
  const problem = (line: number, column: string | undefined, message: string) =>
    problems.push({
      line,
      ...(column ? { column } : {}),
      where: column ? `line ${line}, column ${column}` : `line ${line}`,
      message,
    });

  const { records, unclosedQuoteLine } = readCsv(text);
  if (unclosedQuoteLine !== undefined)
    problem(
      unclosedQuoteLine,
      undefined,
      'a value opens a double quote (") that is never closed; close it after the value, like "Lyon, FC"',
    );
  const [header, ...rows] = records;
  if (!header) {
    if (unclosedQuoteLine === undefined) problem(1, undefined, `the file is empty; ${HEADER_HINT}`);
    return { fixtures: [], problems };
  }

  const columns = new Map<Column, number>();
  header.fields.forEach((raw, index) => {
    const name = columnName(raw);
    if (name === '') {
      problem(header.line, undefined, `column ${index + 1} of the header has no name; ${HEADER_HINT}`);
    } else if (!(COLUMNS as readonly string[]).includes(name)) {
      problem(
        header.line,
        raw.trim(),
        `is not a column of a fixture list; ${HEADER_HINT}. Remove it or rename it`,
      );
    } else if (columns.has(name as Column)) {
      problem(header.line, name, 'is named twice in the header; keep one');
    } else columns.set(name as Column, index);
  });
  const missing = REQUIRED.filter((column) => !columns.has(column));
  if (missing.length > 0) {
    problem(
      header.line,
      undefined,
      `the header has no ${missing.map((c) => `"${c}"`).join(', ')} column${missing.length > 1 ? 's' : ''}; ${HEADER_HINT}`,
    );
    return { fixtures: [], problems };
  }

  const fixtures: Fixture[] = [];
  for (const record of rows) {
    const before = problems.length;
    const { line, fields } = record;
    if (fields.length > header.fields.length) {
      problem(
        line,
        undefined,
        `has ${fields.length} values but the header names ${header.fields.length} columns; ` +
          'put a value that holds a comma in double quotes, like "Lyon, FC"',
      );
      continue;
    }
    const value = (column: Column) => {
      const index = columns.get(column);
      return index === undefined ? '' : (fields[index] ?? '').trim();
    };
    const required = (column: Column, example: string) => {
      const text = value(column);
      if (!text) problem(line, column, `is empty; write ${example}`);
      return text;
    };

    const date = required('date', 'the match day like 2026-08-14');
    if (date && !realDate(date))
      problem(line, 'date', `"${date}" is not a date like 2026-08-14 (year-month-day)`);
    const rawTime = required('time', 'the kick-off like 20:45');
    const time = rawTime ? timeOfDay(rawTime) : undefined;
    if (rawTime && !time) problem(line, 'time', `"${rawTime}" is not a time like 20:45 (24-hour clock)`);
    const opponent = required('opponent', 'the visiting club\'s name, like "Olympique Lyonnais"');
    const competition = required('competition', 'the competition, like "Ligue 1" or "Cup"');

    const sale = (column: 'sale_opens' | 'sale_closes') => {
      const text = value(column);
      if (!text) return undefined;
      // "2026-07-01T10:00" is how some spreadsheets export a date and time.
      const parsed = localDateTimeSchema.safeParse(text.replace(/^(\d{4}-\d{2}-\d{2})(?:T|\s+)/, '$1 '));
      if (parsed.success) return parsed.data;
      problem(
        line,
        column,
        `"${text}" is not a date and time like 2026-07-01 10:00 (year-month-day hours:minutes), or leave it empty`,
      );
      return undefined;
    };
    const saleOpens = sale('sale_opens');
    const saleCloses = sale('sale_closes');
    if (saleOpens && saleCloses && atMinute(saleOpens) >= atMinute(saleCloses))
      problem(line, 'sale_closes', `"${saleCloses}" must come after sale_opens "${saleOpens}"`);
    const kickOff = `${date} ${time ?? ''}`;
    if (saleOpens && time && realDate(date) && atMinute(saleOpens) >= kickOff)
      problem(line, 'sale_opens', `"${saleOpens}" must come before the kick-off, ${kickOff}`);

    if (problems.length > before) continue;
    fixtures.push({
      line,
      date,
      time: time ?? rawTime,
      opponent,
      competition,
      ...(saleOpens ? { saleOpens } : {}),
      ...(saleCloses ? { saleCloses } : {}),
    });
  }
  return { fixtures, problems };
}

/** A problem as one line of text: 'line 4, column time: "8pm" is not a time like 20:45'. */
export function formatFixtureProblem(problem: FixtureProblem): string {
  return `${problem.where}: ${problem.message}`;
}
