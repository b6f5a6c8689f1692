import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../shared/csv';
import { csvFileName } from './csv';

// The exports are built on the server now, with the shared cells below; these guard what staff download.
describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    [' padded', '" padded"'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('quotes cells with commas, quotes, line breaks and edge spaces: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+61 400 000 000', "'+61 400 000 000"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['\tcmd', "'\tcmd"],
    [-5, '-5'],
  ])('neutralises cells a spreadsheet would run as a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
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
