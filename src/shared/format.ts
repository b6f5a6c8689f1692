/** Display rules of SPEC §9: prices with thousands separators, mileage in km, US-English short dates, sizes. */

/**
 * A whole number with thousands separators, as Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
 * writes it. Done by hand because the first Intl formatter a page creates loads the locale data, about
 * 100 ms of main-thread time on a mid-range phone, and every public page shows prices on first paint.
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return String(n);
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return sign + String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "2024 Porsche 911 GT3": how a vehicle is named everywhere. */
export const vehicleTitle = (v: { year: number; make: string; model: string }) =>
  `${v.year} ${v.make} ${v.model}`;

export const formatNumber = groupDigits;
export const formatPrice = (n: number) => `$${groupDigits(n)}`;
/** A car's price as shown everywhere: 0 means the dealer quotes it on request. */
export const carPriceLabel = (price: number) => (price > 0 ? formatPrice(price) : 'Price on application');
export const formatMileage = (km: number) => `${groupDigits(km)} km`;
export const formatDailyRate = (n: number) => `$${groupDigits(n)}/day`;

export const formatMoney2 = (n: number) =>
  `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

/** e.g. "11/22/2026" */
export const formatDate = (iso: string | Date) => new Date(iso).toLocaleDateString('en-US');
let dateTimeFormat: Intl.DateTimeFormat | undefined;
/**
 * e.g. "11/22/2026, 9:05 AM" — admin contact and media lists show hour and minute. One formatter, made
 * on first use: toLocaleString with options builds a new one per call, about a millisecond each, which
 * a list of fifty leads felt.
 */
export function formatDateTime(iso: string | Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return dateTimeFormat.format(new Date(iso));
}

/** Bytes under 1 KB, KB with one decimal under 1 MB, else MB with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Text shortened to at most `max` characters for a meta description or share preview: cut at the last
 * word that fits and marked with an ellipsis, never mid-word (chat apps show the cut as it is).
 */
export function clipText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—·]+$/, '')}…`;
}

/** "needs_work" → "needs work" */
export const humanize = (value: string) => value.replace(/_/g, ' ');
export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
