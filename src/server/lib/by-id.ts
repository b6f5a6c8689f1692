/**
 * Reads, changes and deletes one row by its id, answering a 404 that names the thing when it is not
 * there: what every admin collection does to a single item.
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { notFound } from './errors';

type IdTable = PgTable & { id: PgColumn };

// Drizzle cannot resolve the row type of a table passed in as a parameter; callers name it.
export async function findById<Row>(db: Db, table: IdTable, id: number, label: string): Promise<Row> {
  const [row] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
  if (!row) throw notFound(label);
  return row;
}

/** A 404 naming the thing unless a row with this id exists (a list of its children is about to be read). */
async function assertExists(db: Db, table: IdTable, id: number, label: string): Promise<void> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  if (!row) throw notFound(label);
}

/**
 * The rows whose `foreignKey` names one parent row, in `order`, as records: a 404 naming the parent when it
 * is not there, rather than an empty list that would pass for a parent with no children.
 */
export async function listChildren<Row, Item>(
  db: Db,
  parent: IdTable,
  parentId: number,
  label: string,
  foreignKey: PgColumn,
  toRecord: (row: Row) => Item,
  order: SQL[],
): Promise<Item[]> {
  await assertExists(db, parent, parentId, label);
  const rows = await db
    .select()
    .from(foreignKey.table)
    .where(eq(foreignKey, parentId))
    .orderBy(...order);
  return (rows as Row[]).map(toRecord);
}

/** Writes the fields of `patch` and stamps `updatedAt`. */
export async function updateById<Row>(
  db: Db,
  table: IdTable & { updatedAt: PgColumn },
  id: number,
  patch: object,
  label: string,
): Promise<Row> {
  const [row] = (await db
    .update(table)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as Row[];
  if (!row) throw notFound(label);
  return row;
}

export async function deleteById(db: Db, table: IdTable, id: number, label: string): Promise<void> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  if (deleted.length === 0) throw notFound(label);
}
