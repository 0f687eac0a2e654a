import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './promo-csv';

describe('batch CSV (RFC 4180, UTF-8 with BOM)', () => {
  it('starts with a byte-order mark and ends every row with CRLF', () => {
    const text = csvDocument([
      ['code', 'rules'],
      ['SPONSOR-ABC', '-10 %'],
    ]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('code,rules\r\nSPONSOR-ABC,-10 %\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('Réduction été')).toBe('Réduction été');
  });
});
