/** One record of a CSV text and the line it starts on (1-based, as an editor shows it). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvReadResult {
  records: CsvRecord[];
  /** A quote left open at the end of the text: the line where the quoted value began. */
  unclosedQuoteLine?: number;
}

/**
 * An RFC 4180 reader, small on purpose (no CSV library is installed and this one text format
 * does not justify one): comma-separated, values in double quotes may hold commas, line breaks and
 * doubled quotes (""), lines end in CRLF, LF or CR, a byte-order mark at the start is dropped.
 * Empty lines are left out, as are lines of commas only (what spreadsheets export for blank rows).
 */
export function readCsv(text: string): CsvReadResult {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let recordLine = 1;
  /** Whether the current record has any character at all (so a lone line break is no record). */
  let started = false;

  const endRecord = () => {
    fields.push(field);
    if (started && fields.some((value) => value.trim() !== '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    started = false;
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++;
        field += char;
      }
      continue;
    }
    if (char === '"' && field.trim() === '') {
      // A quote opens a value only at its start (spaces before it are dropped, as spreadsheets do).
      field = '';
      quoted = true;
      quoteLine = line;
      started = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
      started = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += char;
      started = true;
    }
  }
  if (quoted) return { records, unclosedQuoteLine: quoteLine };
  if (started) endRecord();
  return { records };
}
