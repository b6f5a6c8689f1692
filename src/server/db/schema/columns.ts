/**
 * Column and table shapes that several tables share. Not exported from index.ts: drizzle-kit reads the
 * tables built with them, and the SQL they produce is the same as when each table spelled them out.
 */
import { type BuildExtraConfigColumns, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Millisecond precision, so the (createdAt, id) keyset cursor of a paged list round-trips exactly through a
 * JavaScript Date (a microsecond timestamp would make rows of the same millisecond fall between pages).
 */
export const createdAtMs = () =>
  timestamp('created_at', { withTimezone: true }).notNull().default(sql`date_trunc('milliseconds', now())`);

const serialId = () => serial('id').primaryKey();
type WithId<C> = { id: ReturnType<typeof serialId> } & C;

/** A table whose rows are numbered by a serial id, before its other columns. */
export const idTable = <N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra?: (t: BuildExtraConfigColumns<N, WithId<C>, 'pg'>) => PgTableExtraConfigValue[],
) => pgTable<N, WithId<C>>(name, { id: serialId(), ...columns }, extra);

/** The row this one belongs to: always set, and deleted with it. */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/**
 * A kind of lead: its fields between the id and a status that starts as new, the time it was received,
 * and the (status, received) index its admin list filters by.
 */
export const leadTable = <C extends Record<string, PgColumnBuilderBase>>(
  name: string,
  statusIndex: string,
  columns: C,
) =>
  idTable(
    name,
    { ...columns, status: text('status').notNull().default('new'), createdAt: createdAtMs() },
    (t) => [index(statusIndex).on(t.status, t.createdAt)],
  );

/**
 * The person a subscription or a lead is from, as every form that asks for a first and last name takes
 * them (both required; the contact form's last name is optional, so that table spells its own).
 */
export const personColumns = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
});

/** Items staff put in order (slides, testimonials, logos, services), listed by (order, id). */
export const orderedTable = <C extends Record<string, PgColumnBuilderBase>>(name: string, columns: C) =>
  idTable(name, { ...columns, order: integer('order').notNull().default(0) }, (t) => [
    index(`${name}_order_idx`).on(t.order, t.id),
  ]);

/**
 * A make or model as the waitlist compares them: accents, case, spaces and punctuation dropped, so that
 * "Mercedes-Benz" and "mercedes benz" are one make. The same key as `nameKey` in shared/waitlist-match.ts,
 * computed by the database so an index on it finds the candidates of a match; keep the two in step.
 */
export const nameKeyOf = (column: AnyPgColumn | SQL) =>
  sql`lower(regexp_replace(normalize(${column}, NFKD), '[^A-Za-z0-9]+', '', 'g'))`;

/**
 * The token of a marketing address's one-click unsubscribe link: 244 random bits (two v4 UUIDs), made by
 * the database so no insert can forget it.
 */
export const unsubscribeToken = () =>
  text('unsubscribe_token')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
