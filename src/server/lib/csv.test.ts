import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+46 70 123')).toBe("'+46 70 123");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-2)).toBe('-2');
  });

  it('writes a header, CRLF lines and a byte-order mark', () => {
    expect(toCsv(['Name', 'City'], [['Åsa', 'Göteborg']])).toBe(
      '\uFEFFName,City\r\nÅsa,Göteborg\r\n',
    );
  });
});
