import { describe, expect, it } from 'vitest';
import { formatFixtureProblem, parseFixturesCsv } from './fixtures-csv';

const messages = (text: string) => parseFixturesCsv(text).problems.map(formatFixtureProblem);

describe('parseFixturesCsv', () => {
  it('reads a plain fixture list', () => {
    const { fixtures, problems } = parseFixturesCsv(
      'date,time,opponent,competition\n2026-08-14,20:45,Olympique Lyonnais,Ligue 1\n2026-08-22,17:00,FC Nantes,Ligue 1\n',
    );
    expect(problems).toEqual([]);
    expect(fixtures).toEqual([
      { line: 2, date: '2026-08-14', time: '20:45', opponent: 'Olympique Lyonnais', competition: 'Ligue 1' },
      { line: 3, date: '2026-08-22', time: '17:00', opponent: 'FC Nantes', competition: 'Ligue 1' },
    ]);
  });

  it('takes the header in any order and case, a BOM, CRLF, quotes and blank trailing lines', () => {
    const text =
      '\uFEFFOpponent,COMPETITION,Date,Time,Sale Opens,sale_closes\r\n' +
      '"Lyon, Olympique",Coupe de France,2026-09-01,21:00,2026-08-01 10:00,2026-09-01 20:00\r\n' +
      '"Saint-Étienne ""Les Verts""",Ligue 1,2026-09-12,8:30,,\r\n' +
      '\r\n,,,,,\r\n\r\n';
    const { fixtures, problems } = parseFixturesCsv(text);
    expect(problems).toEqual([]);
    expect(fixtures).toEqual([
      {
        line: 2,
        date: '2026-09-01',
        time: '21:00',
        opponent: 'Lyon, Olympique',
        competition: 'Coupe de France',
        saleOpens: '2026-08-01 10:00',
        saleCloses: '2026-09-01 20:00',
      },
      {
        line: 3,
        date: '2026-09-12',
        time: '08:30',
        opponent: 'Saint-Étienne "Les Verts"',
        competition: 'Ligue 1',
      },
    ]);
  });

  it('counts lines as an editor does when a quoted value spans two lines', () => {
    const { fixtures, problems } = parseFixturesCsv(
      'date,time,opponent,competition\n2026-08-14,20:45,"Olympique\nLyonnais",Ligue 1\n2026-08-22,8pm,Nantes,Ligue 1\n',
    );
    expect(fixtures.map((f) => f.line)).toEqual([2]);
    expect(problems.map(formatFixtureProblem)).toEqual([
      'line 4, column time: "8pm" is not a time like 20:45 (24-hour clock)',
    ]);
  });

  it('names the line and column of each bad value and what to write', () => {
    const text = [
      'date,time,opponent,competition,sale_opens,sale_closes',
      '14/08/2026,20:45,Lyon,Ligue 1,,',
      '2026-02-30,20:45,Lyon,Ligue 1,,',
      '2026-08-14,8pm,Lyon,Ligue 1,,',
      '2026-08-14,20:45,,Ligue 1,,',
      '2026-08-14,20:45,Lyon,Ligue 1,tomorrow,',
      '2026-08-14,20:45,Lyon,Ligue 1,2026-08-10 10:00,2026-08-01 10:00',
      '2026-08-14,20:45,Lyon,Ligue 1,2026-08-15 10:00,',
      '2026-08-14,20:45,Lyon, FC,Ligue 1,,',
    ].join('\n');
    expect(messages(text)).toEqual([
      'line 2, column date: "14/08/2026" is not a date like 2026-08-14 (year-month-day)',
      'line 3, column date: "2026-02-30" is not a date like 2026-08-14 (year-month-day)',
      'line 4, column time: "8pm" is not a time like 20:45 (24-hour clock)',
      'line 5, column opponent: is empty; write the visiting club\'s name, like "Olympique Lyonnais"',
      'line 6, column sale_opens: "tomorrow" is not a date and time like 2026-07-01 10:00 (year-month-day hours:minutes), or leave it empty',
      'line 7, column sale_closes: "2026-08-01 10:00" must come after sale_opens "2026-08-10 10:00"',
      'line 8, column sale_opens: "2026-08-15 10:00" must come before the kick-off, 2026-08-14 20:45',
      'line 9: has 7 values but the header names 6 columns; put a value that holds a comma in double quotes, like "Lyon, FC"',
    ]);
    expect(parseFixturesCsv(text).fixtures).toEqual([]);
  });

  it('keeps the good lines of a file that has a bad one', () => {
    const { fixtures, problems } = parseFixturesCsv(
      'date,time,opponent,competition\n2026-08-14,20:45,Lyon,Ligue 1\n2026-08-22,25:00,Nantes,Ligue 1\n',
    );
    expect(fixtures.map((f) => f.opponent)).toEqual(['Lyon']);
    expect(problems).toEqual([
      {
        line: 3,
        column: 'time',
        where: 'line 3, column time',
        message: '"25:00" is not a time like 20:45 (24-hour clock)',
      },
    ]);
  });

  it('accepts a plain date or a spreadsheet date-time in the sale columns', () => {
    const { fixtures, problems } = parseFixturesCsv(
      'date,time,opponent,competition,sale_opens,sale_closes\n2026-08-14,20:45,Lyon,Ligue 1,2026-07-01,2026-08-14T19:00\n',
    );
    expect(problems).toEqual([]);
    expect(fixtures[0]).toMatchObject({ saleOpens: '2026-07-01', saleCloses: '2026-08-14 19:00' });
  });

  it('says what the header must name', () => {
    expect(messages('date,kickoff,opponent\n2026-08-14,20:45,Lyon\n')).toEqual([
      'line 1, column kickoff: is not a column of a fixture list; the first line names the columns: date,time,opponent,competition (and optionally sale_opens,sale_closes). Remove it or rename it',
      'line 1: the header has no "time", "competition" columns; the first line names the columns: date,time,opponent,competition (and optionally sale_opens,sale_closes)',
    ]);
    expect(messages('date,time,opponent,competition,Date\n')).toEqual([
      'line 1, column date: is named twice in the header; keep one',
    ]);
    expect(messages('')).toEqual([
      'line 1: the file is empty; the first line names the columns: date,time,opponent,competition (and optionally sale_opens,sale_closes)',
    ]);
  });

  it('reports a quote that is never closed', () => {
    expect(messages('date,time,opponent,competition\n2026-08-14,20:45,"Lyon,Ligue 1\n')).toEqual([
      'line 2: a value opens a double quote (") that is never closed; close it after the value, like "Lyon, FC"',
    ]);
  });
});
