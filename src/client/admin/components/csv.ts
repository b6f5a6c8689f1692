/**
 * Client-side CSV for lead exports (RFC 4180: comma separated, CRLF rows, quotes doubled).
 * Cells that a spreadsheet would run as a formula (leading = + - @, tab or carriage return) get a
 * leading single quote, so a visitor's "=HYPERLINK(…)" arrives as text, never as a live formula.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvCell(c.header))];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))));
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

/** "contact-enquiries" → "contact-enquiries-2026-05-14.csv" (local date, so it matches the staff's day). */
export function csvFileName(base: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves the text as a file; the byte order mark makes Excel read UTF-8 names correctly. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
