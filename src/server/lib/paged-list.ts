import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page, PageQuery } from '../../shared/schemas/paging';
import type { Db } from '../db/client';
import { afterCursor, afterSortedCursor, encodeSortedCursor, toPage } from './paging';

type PagedTable = PgTable & { id: PgColumn; createdAt: PgColumn };
type KeyedRow = { id: number; createdAt: Date };

/**
 * One admin list in both of its forms, newest first: without `limit` every matching row as an array
 * (what a client of the original API gets when it sends no parameters), with `limit` one keyset Page and
 * the number of matches. `filters` are the list's own conditions (search, status …); the cursor is
 * applied here so that every list pages the same way.
 */
export async function listOrPage<Row extends KeyedRow, T>(
  db: Db,
  table: PagedTable,
  filters: SQL | undefined,
  query: Pick<PageQuery, 'limit' | 'cursor'>,
  map: (row: Row) => T,
  order?: ListOrder<Row>,
): Promise<T[] | Page<T>> {
  if (order) return listOrPageSorted(db, table, filters, query, map, order);
  const rows = db
    .select()
    .from(table)
    .where(and(filters, afterCursor(table.createdAt, table.id, query.cursor)))
    .orderBy(desc(table.createdAt), desc(table.id));
  if (!query.limit) return ((await rows) as Row[]).map(map);
  // One row more than asked says whether there is a next page without a second query.
  const [page, [{ total }]] = await Promise.all([
    rows.limit(query.limit + 1) as Promise<Row[]>,
    db.select({ total: count() }).from(table).where(filters),
  ]);
  return toPage(page, query.limit, total, map);
}

/** An order other than newest first: a whole-number column, then id the same way (ties keep one order). */
export type ListOrder<Row> = {
  /** The order's name, written into its cursors. */
  name: string;
  column: PgColumn;
  direction: 'asc' | 'desc';
  /** The column's value in a row, for the next page's cursor. */
  value: (row: Row) => number;
};

/** listOrPage in another order, paged by keyset on (column, id) (see afterSortedCursor). */
async function listOrPageSorted<Row extends KeyedRow, T>(
  db: Db,
  table: PagedTable,
  filters: SQL | undefined,
  query: Pick<PageQuery, 'limit' | 'cursor'>,
  map: (row: Row) => T,
  order: ListOrder<Row>,
): Promise<T[] | Page<T>> {
  const by = order.direction === 'asc' ? asc : desc;
  const rows = db
    .select()
    .from(table)
    .where(and(filters, afterSortedCursor(order.column, table.id, order, query.cursor)))
    .orderBy(by(order.column), by(table.id));
  if (!query.limit) return ((await rows) as Row[]).map(map);
  const [page, [{ total }]] = await Promise.all([
    rows.limit(query.limit + 1) as Promise<Row[]>,
    db.select({ total: count() }).from(table).where(filters),
  ]);
  const items = page.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map(map),
    nextCursor:
      page.length > query.limit && last
        ? encodeSortedCursor({ order: order.name, value: order.value(last), id: last.id })
        : null,
    total,
  };
}
