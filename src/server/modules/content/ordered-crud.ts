import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { deleteById, findById } from '../../lib/by-id';
import { notFound } from '../../lib/errors';
import { writeRoutes } from '../../lib/item-routes';
import { routeDocs } from '../../plugins/openapi';

type OrderedTable = PgTable & { id: PgColumn; order: PgColumn };
type Insert<T extends OrderedTable> = T['$inferInsert'];
type Select<T extends OrderedTable> = T['$inferSelect'];

export type OrderedCrud<T extends OrderedTable, TRecord> = {
  /** By order, then id, so equal orders still list in a stable sequence. */
  list(db: Db): Promise<TRecord[]>;
  create(db: Db, input: Insert<T>): Promise<TRecord>;
  /** Changes only the given fields; `{order}` alone is how the admin lists move items up and down. */
  update(db: Db, id: number, patch: Partial<Insert<T>>): Promise<TRecord>;
  remove(db: Db, id: number): Promise<void>;
};

/**
 * List, create, update and delete over a table of ordered items (slides, testimonials, logos,
 * services). `rules` derives fields from the record as it will be after a write, e.g. clearing the
 * media URL a hero slide does not use; with rules, an update reads the current row first.
 */
export function orderedCrud<T extends OrderedTable, TRecord>(options: {
  table: T;
  label: string;
  toRecord: (row: Select<T>) => TRecord;
  rules?: (item: Insert<T>) => Partial<Insert<T>>;
}): OrderedCrud<T, TRecord> {
  const { table, label, toRecord, rules } = options;
  // Drizzle cannot resolve its select and insert types for a table that is still a type parameter.
  const rowsOf = (rows: unknown) => rows as Select<T>[];

  return {
    async list(db) {
      const rows = rowsOf(
        await db
          .select()
          .from(table as PgTable)
          .orderBy(asc(table.order), asc(table.id)),
      );
      return rows.map(toRecord);
    },

    async create(db, input) {
      const values = rules ? { ...input, ...rules(input) } : input;
      const [row] = rowsOf(await db.insert(table).values(values).returning());
      return toRecord(row);
    },

    async update(db, id, patch) {
      if (rules) {
        return db.transaction(async (tx) => {
          const [current] = rowsOf(
            await tx
              .select()
              .from(table as PgTable)
              .where(eq(table.id, id))
              .for('update'),
          );
          if (!current) throw notFound(label);
          const changes = { ...patch, ...rules({ ...current, ...definedOnly(patch) }) };
          const [row] = rowsOf(await tx.update(table).set(changes).where(eq(table.id, id)).returning());
          return toRecord(row);
        });
      }
      if (Object.keys(definedOnly(patch)).length === 0) {
        return toRecord(await findById<Select<T>>(db, table, id, label));
      }
      const [row] = rowsOf(await db.update(table).set(patch).where(eq(table.id, id)).returning());
      if (!row) throw notFound(label);
      return toRecord(row);
    },

    remove: (db, id) => deleteById(db, table, id, label),
  };
}

/** Optional fields that were not sent come through as undefined and must not overwrite anything. */
function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Public `GET path`; admin `GET path`, `POST path` (201), `PATCH path/:id`, `DELETE path/:id` (204). */
export function orderedCrudRoutes<T extends OrderedTable, TRecord>(
  path: string,
  crud: OrderedCrud<T, TRecord>,
  schemas: { input: z.ZodType<Insert<T>>; patch: z.ZodType<Partial<Insert<T>>> },
) {
  return {
    public(app: FastifyInstance) {
      const summary = `The ${path.slice(1).replace(/-/g, ' ')}, in their order`;
      app.get(path, routeDocs('Content')(summary), async () => crud.list(app.db));
    },
    admin(app: FastifyInstance) {
      app.get(path, async () => crud.list(app.db));
      writeRoutes(app, path, schemas, crud);
    },
  };
}
