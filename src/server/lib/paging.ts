import { and, type Column, type SQL, sql } from 'drizzle-orm';
import type { PageQuery } from '../../shared/schemas/paging';
import { AppError } from './errors';

/**
 * Keyset (cursor) paging on (createdAt, id), newest first. The cursor is the last row's key, so a page
 * is found by an index seek however deep it is, and rows that arrive while staff scroll never shift a
 * later page (no duplicates, no gaps), unlike OFFSET. Timestamps keep millisecond precision in the
 * tables that are paged, so a JavaScript Date round-trips exactly.
 */
export type Cursor = { createdAt: Date; id: number };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.createdAt.getTime()}.${cursor.id}`).toString('base64url');
}

const MAX_CURSOR_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function decodeCursor(value: string): Cursor {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(value, 'base64url').toString());
  // A forged cursor past year 9999 or an id beyond a PostgreSQL integer would fail in the database (500).
  if (!match || Number(match[1]) > MAX_CURSOR_TIME || Number(match[2]) > 2_147_483_647)
    throw new AppError('bad_request', 'cursor: Must be a cursor from a previous page');
  return { createdAt: new Date(Number(match[1])), id: Number(match[2]) };
}

/** `(createdAt, id) < cursor`: the rows after the cursor in newest-first order. */
export function afterCursor(createdAt: Column, id: Column, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { createdAt: at, id: lastId } = decodeCursor(cursor);
  return sql`(${createdAt}, ${id}) < (${at.toISOString()}::timestamptz, ${lastId})`;
}

/**
 * Keyset paging in another order than newest first: by a whole-number column (price, year, kilometres)
 * and then id, both ascending or both descending, so `(column, id)` compared as a pair finds the next
 * page. The cursor names its order: one taken from another order is refused, not read as a position.
 */
export type SortedCursor = { order: string; value: number; id: number };

export function encodeSortedCursor(cursor: SortedCursor): string {
  return Buffer.from(`${cursor.order}~${cursor.value}.${cursor.id}`).toString('base64url');
}

export function afterSortedCursor(
  column: Column,
  id: Column,
  order: { name: string; direction: 'asc' | 'desc' },
  cursor: string | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const match = /^([a-z-]{1,20})~(\d{1,10})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (
    !match ||
    match[1] !== order.name ||
    Number(match[2]) > 2_147_483_647 ||
    Number(match[3]) > 2_147_483_647
  )
    throw new AppError('bad_request', 'cursor: Must be a cursor from a previous page of this order');
  const [value, lastId] = [Number(match[2]), Number(match[3])];
  return order.direction === 'asc'
    ? sql`(${column}, ${id}) > (${value}, ${lastId})`
    : sql`(${column}, ${id}) < (${value}, ${lastId})`;
}

/** Whole Sydney days: `from` at its midnight, `to` up to the next midnight. */
export const DEALER_TIME_ZONE = 'Australia/Sydney';
export function receivedBetween(createdAt: Column, query: Pick<PageQuery, 'from' | 'to'>): SQL | undefined {
  return and(
    query.from
      ? sql`${createdAt} >= (${query.from}::date)::timestamp at time zone ${DEALER_TIME_ZONE}`
      : undefined,
    query.to
      ? sql`${createdAt} < ((${query.to}::date) + 1)::timestamp at time zone ${DEALER_TIME_ZONE}`
      : undefined,
  );
}

/** The words of a search, each matched anywhere (ILIKE, wildcards in the words escaped). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Every word found in one of the columns: `(a ILIKE w1 OR b ILIKE w1) AND (…w2…)`. */
export function matchesAllWords(columns: SQL[], q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (w) =>
        sql`(${sql.join(
          columns.map((c) => sql`${c} ilike ${w}`),
          sql` or `,
        )})`,
    ),
  );
}

/** Cuts the rows read with `limit + 1` into a page: the extra row only says that another page exists. */
export function toPage<R extends { createdAt: Date; id: number }, T>(
  rows: R[],
  limit: number,
  total: number,
  map: (row: R) => T,
): { items: T[]; nextCursor: string | null; total: number } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    total,
  };
}
