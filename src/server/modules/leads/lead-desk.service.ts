import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type CsvColumn, csvHeader, csvRow } from '../../../shared/csv';
import { leadCsvColumns } from '../../../shared/lead-text';
import { touchText } from '../../../shared/schemas/attribution';
import {
  DEFAULT_RESPONSE_HOURS,
  inboxKinds,
  type LeadKind,
  type LeadRecord,
  type LeadSettings,
  type LeadSourceCount,
  type LeadSummary,
  type LeadsSummary,
  leadKindLabels,
} from '../../../shared/schemas/lead-desk';
import { COUNT_CAP, DEFAULT_PAGE_LIMIT, type Page, type PageQuery } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { leadCounts, leadIndex, leadSettings } from '../../db/schema/index';
import {
  afterCursor,
  DEALER_TIME_ZONE,
  encodeCursor,
  matchesAllWords,
  receivedBetween,
} from '../../lib/paging';
import { type IndexRow, indexColumns, toLeadSummary } from './lead-index';
import { hydrate } from './lead-records';

/** What narrows a lead list: the page query plus the kind-specific filters. */
export type LeadFilter = Omit<PageQuery, 'limit' | 'cursor'> & {
  kind?: LeadKind;
  status?: string;
  /** Sell or consignment. */
  type?: string;
  /** The channel it came from (lead_index.source). */
  source?: string;
};

function whereOf(filter: LeadFilter): SQL | undefined {
  return and(
    // The inbox is every kind staff answer; a subscriber list asks for its kind by name.
    filter.kind ? eq(leadIndex.kind, filter.kind) : inArray(leadIndex.kind, [...inboxKinds]),
    filter.status ? eq(leadIndex.status, filter.status) : undefined,
    filter.type ? eq(leadIndex.subtype, filter.type) : undefined,
    filter.source ? eq(leadIndex.source, filter.source) : undefined,
    receivedBetween(leadIndex.createdAt, filter),
    matchesAllWords([sql`${leadIndex.search}`], filter.q),
  );
}

async function readIndex(db: Db, filter: LeadFilter, limit: number | null, cursor?: string) {
  return db
    .select(indexColumns)
    .from(leadIndex)
    .where(and(whereOf(filter), afterCursor(leadIndex.createdAt, leadIndex.id, cursor)))
    .orderBy(desc(leadIndex.createdAt), desc(leadIndex.id))
    .limit(limit ?? 1_000_000_000);
}

/**
 * The total under a list. Kind, status and subtype totals are kept counts (a lookup); a search or a date
 * range is counted for real, up to COUNT_CAP matches.
 */
async function countIndex(db: Db, filter: LeadFilter): Promise<{ total: number; totalCapped?: true }> {
  if (!filter.q && !filter.from && !filter.to && !filter.source) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${leadCounts.n}), 0)`.mapWith(Number) })
      .from(leadCounts)
      .where(
        and(
          filter.kind ? eq(leadCounts.kind, filter.kind) : inArray(leadCounts.kind, [...inboxKinds]),
          filter.status ? eq(leadCounts.status, filter.status) : undefined,
          filter.type ? eq(leadCounts.subtype, filter.type) : undefined,
        ),
      );
    return { total: row?.n ?? 0 };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(leadIndex)
    .where(whereOf(filter))
    .limit(COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > COUNT_CAP ? { total: COUNT_CAP, totalCapped: true } : { total: n };
}

function pageFrom<T>(
  rows: IndexRow[],
  limit: number,
  counted: { total: number; totalCapped?: true },
  items: T[],
): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
    ...counted,
  };
}

/** One page of the inbox: every lead kind staff answer, newest first. */
export async function pageInbox(
  db: Db,
  query: LeadFilter & { limit?: number; cursor?: string },
): Promise<Page<LeadSummary>> {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const [rows, total] = await Promise.all([
    readIndex(db, query, limit + 1, query.cursor),
    countIndex(db, query),
  ]);
  return pageFrom(rows, limit, total, rows.slice(0, limit).map(toLeadSummary));
}

/** One page of one kind's SPEC list in its own record shape (the paged form of GET /api/admin/…). */
export async function pageLeadsOfKind<T extends LeadRecord>(
  db: Db,
  kind: LeadKind,
  query: LeadFilter & { limit?: number; cursor?: string },
): Promise<Page<T>> {
  const filter = { ...query, kind };
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const [rows, total] = await Promise.all([
    readIndex(db, filter, limit + 1, query.cursor),
    countIndex(db, filter),
  ]);
  return pageFrom(rows, limit, total, await hydrate<T>(db, kind, rows.slice(0, limit)));
}

// ---------------------------------------------------------------- export

/** Rows read per query of an export: large enough that 100,000 rows take a few hundred queries, small
 * enough that a batch's records and its CSV text stay a few hundred kilobytes. */
const EXPORT_BATCH = 500;

const inboxCsvColumns: CsvColumn<LeadSummary>[] = [
  { header: 'Received', value: (l) => l.createdAt },
  { header: 'Kind', value: (l) => leadKindLabels[l.kind] },
  { header: 'Status', value: (l) => l.status },
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Summary', value: (l) => l.summary },
];

/** A lead's record beside its index row, whose source and attribution every export ends with. */
type Exported<T> = { record: T; row: IndexRow };
const withOrigin = <T>(columns: CsvColumn<T>[]): CsvColumn<Exported<T>>[] => [
  ...columns.map((c) => ({ header: c.header, value: (e: Exported<T>) => c.value(e.record) })),
  { header: 'Source', value: (e) => e.row.source },
  { header: 'First touch', value: (e) => touchText(e.row.attribution?.first) },
  { header: 'Last touch', value: (e) => touchText(e.row.attribution?.last) },
];

/**
 * The CSV of a filtered view, produced a batch at a time by keyset paging: 100,000 rows stream out
 * without ever being held in memory together. Each batch is one string yielded once; sendCsv streams it
 * as bytes, so at most about one batch waits in memory while the client reads (issue 32: the export's
 * RSS growth). `kind` absent: the inbox.
 */
export async function* exportLeads(db: Db, filter: LeadFilter): AsyncGenerator<string> {
  const kind = filter.kind;
  const columns = withOrigin((kind ? leadCsvColumns[kind] : inboxCsvColumns) as CsvColumn<unknown>[]);
  yield `\uFEFF${csvHeader(columns)}`;
  let cursor: string | undefined;
  for (;;) {
    const rows = await readIndex(db, filter, EXPORT_BATCH, cursor);
    if (rows.length === 0) return;
    // A kind's records by their id (one kind: ids are unique); the inbox is its index rows alone, each
    // paired with its own row, since two kinds may share a lead id.
    const recordOf = kind
      ? new Map((await hydrate(db, kind, rows)).map((record) => [record.id, record]))
      : null;
    let chunk = '';
    for (const row of rows) {
      const record = recordOf ? recordOf.get(row.leadId) : toLeadSummary(row);
      // A lead deleted between the two reads is simply left out.
      if (record) chunk += csvRow({ record, row }, columns);
    }
    yield chunk;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    cursor = encodeCursor({ createdAt: last.createdAt, id: last.id });
  }
}

/** How many leads of the inbox came from each source (null: before sources were recorded), most first. */
export async function leadSourceCounts(db: Db): Promise<LeadSourceCount[]> {
  const rows = await db
    .select({ source: leadIndex.source, n: count() })
    .from(leadIndex)
    .where(inArray(leadIndex.kind, [...inboxKinds]))
    .groupBy(leadIndex.source)
    .orderBy(desc(count()), leadIndex.source);
  return rows.map((r) => ({ source: r.source, count: r.n }));
}

// ---------------------------------------------------------------- settings and counts

export async function getLeadSettings(db: Db): Promise<LeadSettings> {
  const [row] = await db.select().from(leadSettings).where(eq(leadSettings.id, 1));
  return { responseHours: row?.responseHours ?? DEFAULT_RESPONSE_HOURS };
}

export async function saveLeadSettings(db: Db, input: LeadSettings): Promise<LeadSettings> {
  await db
    .insert(leadSettings)
    .values({ id: 1, ...input })
    .onConflictDoUpdate({ target: leadSettings.id, set: input });
  return input;
}

const startOfSydneyToday = sql`date_trunc('day', now() at time zone ${DEALER_TIME_ZONE}) at time zone ${DEALER_TIME_ZONE}`;

/** New, overdue and today's leads per kind: each count reads an index, never the whole table. */
export async function leadsSummary(db: Db): Promise<LeadsSummary> {
  const { responseHours } = await getLeadSettings(db);
  const overdueBefore = sql`now() - make_interval(hours => ${responseHours})`;
  const [fresh, overdue, today, subscriberTotal] = await Promise.all([
    db
      .select({ kind: leadCounts.kind, n: sql<number>`sum(${leadCounts.n})`.mapWith(Number) })
      .from(leadCounts)
      .where(eq(leadCounts.status, 'new'))
      .groupBy(leadCounts.kind),
    // Only new leads are read: a few among the 100,000, through the (status, kind, created_at) index.
    db
      .select({ kind: leadIndex.kind, n: count() })
      .from(leadIndex)
      .where(and(eq(leadIndex.status, 'new'), sql`${leadIndex.createdAt} < ${overdueBefore}`))
      .groupBy(leadIndex.kind),
    db
      .select({ kind: leadIndex.kind, n: count() })
      .from(leadIndex)
      .where(sql`${leadIndex.createdAt} >= ${startOfSydneyToday}`)
      .groupBy(leadIndex.kind),
    db
      .select({ n: sql<number>`coalesce(sum(${leadCounts.n}), 0)`.mapWith(Number) })
      .from(leadCounts)
      .where(eq(leadCounts.kind, 'subscriber')),
  ]);
  const of = (rows: { kind: string; n: number }[], kind: string) => rows.find((r) => r.kind === kind)?.n ?? 0;
  const kinds = Object.fromEntries(
    inboxKinds.map((kind) => [
      kind,
      { new: of(fresh, kind), overdue: of(overdue, kind), today: of(today, kind) },
    ]),
  ) as LeadsSummary['kinds'];
  return {
    responseHours,
    kinds,
    subscribers: { today: of(today, 'subscriber'), total: subscriberTotal[0]?.n ?? 0 },
  };
}
