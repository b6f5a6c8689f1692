/**
 * CSV for lead exports (RFC 4180: comma separated, CRLF rows, quotes doubled). Cells that a spreadsheet
 * would run as a formula (leading = + - @, tab or carriage return) get a leading single quote, so a
 * visitor's "=HYPERLINK(…)" arrives as text, never as a live formula.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF included. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

export const csvHeader = <T>(columns: readonly CsvColumn<T>[]) => csvLine(columns.map((c) => c.header));
export const csvRow = <T>(row: T, columns: readonly CsvColumn<T>[]) =>
  csvLine(columns.map((c) => c.value(row)));

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvHeader(columns) + rows.map((row) => csvRow(row, columns)).join('');
}
