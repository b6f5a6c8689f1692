import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type CsvColumn, csvHeader, csvRow } from '../../../shared/csv';
import { leadCsvColumns } from '../../../shared/lead-text';
import {
  DEFAULT_RESPONSE_HOURS,
  inboxKinds,
  isOverdue,
  type LeadDetail,
  type LeadEventData,
  type LeadKind,
  type LeadRecord,
  type LeadReplyInput,
  type LeadSettings,
  type LeadSummary,
  type LeadsSummary,
  leadKindLabels,
  type MailState,
  type TimelineEvent,
} from '../../../shared/schemas/lead-desk';
import { COUNT_CAP, DEFAULT_PAGE_LIMIT, type Page, type PageQuery } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { leadCounts, leadEvents, leadIndex, leadSettings, mailOutbox } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import {
  afterCursor,
  DEALER_TIME_ZONE,
  encodeCursor,
  matchesAllWords,
  receivedBetween,
} from '../../lib/paging';
import { enqueueMail } from '../../mail/outbox';
import { getCar } from '../cars/cars.service';
import { retryNow } from '../outbox/outbox.service';
import { acquisitionLeads } from './acquisitions.service';
import { contactLeads } from './contact.service';
import { financeLeads } from './finance.service';
import { type Actor, recordEvent } from './lead-events';
import { type IndexRow, indexColumns, type KindRecord, toLeadSummary } from './lead-index';
import { sellLeads } from './sell.service';
import { subscriberLeads } from './subscribers.service';

/** What narrows a lead list: the page query plus the kind-specific filters. */
export type LeadFilter = Omit<PageQuery, 'limit' | 'cursor'> & {
  kind?: LeadKind;
  status?: string;
  /** Sell or consignment. */
  type?: string;
};

function whereOf(filter: LeadFilter): SQL | undefined {
  return and(
    // The inbox is every kind staff answer; a subscriber list asks for its kind by name.
    filter.kind ? eq(leadIndex.kind, filter.kind) : inArray(leadIndex.kind, [...inboxKinds]),
    filter.status ? eq(leadIndex.status, filter.status) : undefined,
    filter.type ? eq(leadIndex.subtype, filter.type) : undefined,
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
  if (!filter.q && !filter.from && !filter.to) {
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

/** The full records of a page of index rows, in the page's order. */
const stores: { [K in LeadKind]: { byIds: (db: Db, ids: number[]) => Promise<KindRecord[K][]> } } = {
  contact: contactLeads,
  sell: sellLeads,
  acquisition: acquisitionLeads,
  finance: financeLeads,
  subscriber: subscriberLeads,
};

async function hydrate<T extends LeadRecord>(db: Db, kind: LeadKind, rows: IndexRow[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const records: { id: number }[] = await stores[kind].byIds(
    db,
    rows.map((r) => r.leadId),
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  // A lead deleted between the two reads is simply left out.
  return rows.flatMap((r) => {
    const record = byId.get(r.leadId);
    return record ? [record as T] : [];
  });
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

const EXPORT_BATCH = 1000;

const inboxCsvColumns: CsvColumn<LeadSummary>[] = [
  { header: 'Received', value: (l) => l.createdAt },
  { header: 'Kind', value: (l) => leadKindLabels[l.kind] },
  { header: 'Status', value: (l) => l.status },
  { header: 'Name', value: (l) => l.name },
  { header: 'Email', value: (l) => l.email },
  { header: 'Phone', value: (l) => l.phone },
  { header: 'Summary', value: (l) => l.summary },
];

/**
 * The CSV of a filtered view, produced a batch at a time by keyset paging: 100,000 rows stream out
 * without ever being held in memory together. `kind` absent: the inbox.
 */
export async function* exportLeads(db: Db, filter: LeadFilter): AsyncGenerator<string> {
  const kind = filter.kind;
  const columns = (kind ? leadCsvColumns[kind] : inboxCsvColumns) as CsvColumn<unknown>[];
  yield `\uFEFF${csvHeader(columns)}`;
  let cursor: string | undefined;
  for (;;) {
    const rows = await readIndex(db, filter, EXPORT_BATCH, cursor);
    if (rows.length === 0) return;
    const records = kind ? await hydrate(db, kind, rows) : rows.map(toLeadSummary);
    yield records.map((record) => csvRow(record, columns)).join('');
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1];
    cursor = encodeCursor({ createdAt: last.createdAt, id: last.id });
  }
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

// ---------------------------------------------------------------- a lead's page

async function indexRowFor(db: Db, kind: LeadKind, id: number): Promise<IndexRow> {
  const [row] = await db
    .select(indexColumns)
    .from(leadIndex)
    .where(and(eq(leadIndex.kind, kind), eq(leadIndex.leadId, id)));
  if (!row) throw notFound('Lead');
  return row;
}

const mailStateOf = (mail: {
  sentAt: Date | null;
  lastError: string | null;
  attempts: number;
}): MailState => ({
  state: mail.sentAt ? 'sent' : mail.lastError ? 'failed' : 'pending',
  attempts: mail.attempts,
  error: mail.sentAt ? null : mail.lastError,
  sentAt: mail.sentAt?.toISOString() ?? null,
});

type EventRow = typeof leadEvents.$inferSelect;
type MailRow = { sentAt: Date | null; lastError: string | null; attempts: number } | null;
export const toTimelineEvent = (row: EventRow, mail: MailRow): TimelineEvent => ({
  id: String(row.id),
  at: row.createdAt.toISOString(),
  by: row.username,
  data: row.data,
  ...(mail ? { mail: mailStateOf(mail) } : {}),
});

async function eventsOf(db: Db, kind: LeadKind, id: number, eventId?: number): Promise<TimelineEvent[]> {
  const rows = await db
    .select({
      event: leadEvents,
      sentAt: mailOutbox.sentAt,
      lastError: mailOutbox.lastError,
      attempts: mailOutbox.attempts,
      mailId: mailOutbox.id,
    })
    .from(leadEvents)
    .leftJoin(mailOutbox, eq(mailOutbox.id, leadEvents.mailId))
    .where(
      and(
        eq(leadEvents.kind, kind),
        eq(leadEvents.leadId, id),
        eventId === undefined ? undefined : eq(leadEvents.id, eventId),
      ),
    )
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return rows.map((r) =>
    toTimelineEvent(r.event, r.mailId === null ? null : { ...r, attempts: r.attempts ?? 0 }),
  );
}

export async function leadDetail(db: Db, kind: LeadKind, id: number): Promise<LeadDetail> {
  const row = await indexRowFor(db, kind, id);
  const [[lead], related, events, { responseHours }] = await Promise.all([
    hydrate(db, kind, [row]),
    db
      .select(indexColumns)
      .from(leadIndex)
      .where(
        and(
          or(eq(leadIndex.email, row.email), row.phone ? eq(leadIndex.phone, row.phone) : undefined),
          sql`not (${leadIndex.kind} = ${kind} and ${leadIndex.leadId} = ${id})`,
        ),
      )
      .orderBy(desc(leadIndex.createdAt), desc(leadIndex.id))
      .limit(50),
    eventsOf(db, kind, id),
    getLeadSettings(db),
  ]);
  if (!lead) throw notFound('Lead');
  const summary = toLeadSummary(row);
  // A booking request names a hire car, not a car for sale: its page links the hire car instead.
  const booking = 'bookingDates' in lead && lead.bookingDates;
  const carId = 'vehicleEnquiry' in lead && !booking ? lead.vehicleEnquiry?.id : undefined;
  const linkedCarId = carId
    ? await getCar(db, carId).then(
        (car) => car.id,
        () => null,
      )
    : null;
  return {
    summary,
    lead,
    linkedCarId,
    related: related.map(toLeadSummary),
    earlierCount: related.filter((r) => r.createdAt < row.createdAt).length,
    timeline: [{ id: 'received', at: summary.createdAt, by: null, data: { type: 'received' } }, ...events],
    overdue: isOverdue(summary, responseHours),
  };
}

async function addEvent(
  db: Db,
  kind: LeadKind,
  id: number,
  actor: Actor,
  data: LeadEventData,
  mailId?: number,
) {
  const row = await recordEvent(db, kind, id, actor, data, mailId ?? null);
  const [event] = await eventsOf(db, kind, id, row.id);
  return event;
}

export async function addNote(db: Db, kind: LeadKind, id: number, actor: Actor, text: string) {
  await indexRowFor(db, kind, id);
  return addEvent(db, kind, id, actor, { type: 'note', text });
}

/**
 * A reply from the dealer's address through the durable outbox, recorded on the timeline in the same
 * transaction: it is either queued and on the history, or neither.
 */
export async function replyToLead(db: Db, kind: LeadKind, id: number, actor: Actor, input: LeadReplyInput) {
  const row = await indexRowFor(db, kind, id);
  const [lead] = await hydrate(db, kind, [row]);
  if (!lead) throw notFound('Lead');
  return db.transaction(async (tx) => {
    const mailId = await enqueueMail(tx, {
      kind: 'lead-reply',
      to: lead.email,
      subject: input.subject,
      text: input.body,
    });
    const data = { type: 'email', to: lead.email, subject: input.subject, body: input.body } as const;
    return addEvent(tx, kind, id, actor, data, mailId);
  });
}

/** Sends a reply that has not gone out yet now, instead of at its next scheduled attempt. */
export async function retryReply(
  db: Db,
  kind: LeadKind,
  id: number,
  eventId: number,
  maxAttempts: number,
): Promise<TimelineEvent> {
  const [row] = await db
    .select({ mailId: leadEvents.mailId })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.id, eventId),
        eq(leadEvents.kind, kind),
        eq(leadEvents.leadId, id),
        isNotNull(leadEvents.mailId),
      ),
    );
  if (!row?.mailId) throw notFound('E-mail');
  const [mail] = await db
    .update(mailOutbox)
    .set(retryNow(maxAttempts))
    .where(and(eq(mailOutbox.id, row.mailId), sql`${mailOutbox.sentAt} is null`))
    .returning({ id: mailOutbox.id });
  if (!mail) throw new AppError('conflict', 'This e-mail has already been sent');
  const [event] = await eventsOf(db, kind, id, eventId);
  return event;
}
