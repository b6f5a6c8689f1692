import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../shared/csv';
import { csvFileName } from './csv';

// The exports are built on the server now, with the shared cells below; these guard what staff download.
describe('csv', () => {
  it('quotes cells with commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-5)).toBe('-5');
  });

  it('builds a header row and one CRLF-terminated row per record', () => {
    const rows = [
      { name: 'Ann', note: 'x,y' },
      { name: 'Bob', note: null },
    ];
    const csv = toCsv(rows, [
      { header: 'Name', value: (r) => r.name },
      { header: 'Note', value: (r) => r.note },
    ]);
    expect(csv).toBe('Name,Note\r\nAnn,"x,y"\r\nBob,\r\n');
  });

  it('names files with the local date', () => {
    expect(csvFileName('subscribers', new Date(2026, 0, 5, 10))).toBe('subscribers-2026-01-05.csv');
  });
});
