/**
 * The browser's side of a CSV export: the server builds and streams the file (src/shared/csv.ts keeps the
 * formula-injection guard there); the client names it and hands it to the browser as a download.
 */

/** "contact-enquiries" → "contact-enquiries-2026-05-14.csv" (local date, so it matches the staff's day). */
export function csvFileName(base: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Saves a downloaded file under the given name. */
export function saveFile(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
