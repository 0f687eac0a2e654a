import { describe, expect, it } from 'vitest';
import { centsText, csvCell, csvField, csvHeader, csvRows, neutralizeFormula } from './csv-format';

describe('CSV dialect of the exports', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('guards cells a spreadsheet would run as formulas, not the numbers it writes itself', () => {
    for (const text of ['=1+1', '+33 6 12', '-2+3+cmd', '-5 € off', '@SUM(A1)', '\tx', '\rx'])
      expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(neutralizeFormula('Anna')).toBe('Anna');
    // An amount is a number to a spreadsheet, not a formula: written as it is.
    for (const text of ['-2', '-5 €', '-10 %', '+1.5', '-3,50 EUR'])
      expect(neutralizeFormula(text)).toBe(text);
    expect(csvCell('=HYPERLINK("http://x","y")', { key: 'k', type: 'text' })).toBe(
      `"'=HYPERLINK(""http://x"",""y"")"`,
    );
    expect(csvCell(-250, { key: 'k', type: 'money' })).toBe('-2.50');
  });

  it('writes cents as decimals with a point', () => {
    expect(centsText(0)).toBe('0.00');
    expect(centsText(5)).toBe('0.05');
    expect(centsText(123456)).toBe('1234.56');
    expect(centsText(-1005)).toBe('-10.05');
  });

  it('starts with a BOM and ends every record with CRLF; empty cells stay empty', () => {
    expect(csvHeader(['A', 'B, C'])).toBe('\uFEFFA,"B, C"\r\n');
    expect(
      csvRows(
        [
          { a: 'x', b: null },
          { a: 'y', b: 100 },
        ],
        [
          { key: 'a', type: 'text' },
          { key: 'b', type: 'money' },
        ],
      ),
    ).toBe('x,\r\ny,1.00\r\n');
  });
});
