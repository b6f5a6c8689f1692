import { z } from 'zod';
import { text } from './common';

/** The page size admin screens ask for; the server caps any request at PAGE_LIMIT_MAX. */
export const DEFAULT_PAGE_LIMIT = 50;
export const PAGE_LIMIT_MAX = 200;

/** A calendar day, YYYY-MM-DD; ranges are whole days in Sydney time. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date as YYYY-MM-DD')
  // Date.parse rolls 2024-02-30 over to March 1 instead of failing, so the day must survive the round
  // trip; PostgreSQL has no year 0. Either would reach the database and fail there (500, not 400).
  .refine((s) => {
    const day = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s) && !s.startsWith('0000');
  }, 'Must be a real date');

/**
 * Query parameters every paged admin list understands. All optional: an admin list called without any of
 * them answers exactly as SPEC §7 says (the whole list as an array); any of them switches the answer to a
 * Page of `limit` (default DEFAULT_PAGE_LIMIT) records.
 */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).optional(),
  /** Opaque; from the previous page's `nextCursor`. */
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, 'Must be a cursor from a previous page')
    .optional(),
  /** Words to find (all of them, anywhere in the record's searchable text). */
  q: text(200).trim().optional(),
  /** Received on or after this day (Sydney). */
  from: isoDay.optional(),
  /** Received on or before this day (Sydney). */
  to: isoDay.optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** One page of a keyset-paged list, newest first. */
export type Page<T> = {
  items: T[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many records match the filters (all pages). */
  total: number;
  /**
   * Set when a search or date range matches more than `total` records: counting every match of a broad
   * search over 100,000 leads would cost more than the page, so the count stops (show "1,000+").
   */
  totalCapped?: true;
};

/** Where the count of a searched list stops. */
export const COUNT_CAP = 1000;

/** Builds the query string of a paged list call, leaving out empty values. */
export function pageSearch(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const s = search.toString();
  return s ? `?${s}` : '';
}
