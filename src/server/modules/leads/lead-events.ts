/** A lead's timeline: its events written in the caller's transaction, and read with their mails' state. */
import { and, asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../shared/schemas/auth';
import type { LeadEventData, LeadKind, MailState, TimelineEvent } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { leadEvents, mailOutbox } from '../../db/schema/index';

/** The staff member behind a change; null for what the system does by itself. */
export type Actor = AuthUser | null;

/** Adds a line to a lead's timeline, in the caller's transaction. */
export async function recordEvent(
  db: Db,
  kind: LeadKind,
  leadId: number,
  actor: Actor,
  data: LeadEventData,
  mailId: number | null = null,
) {
  const [row] = await db
    .insert(leadEvents)
    .values({
      kind,
      leadId,
      type: data.type,
      userId: actor?.id ?? null,
      username: actor?.username ?? null,
      data,
      mailId,
    })
    .returning();
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

/** A lead's timeline, oldest first, each event with its mail's state (or only the event `eventId`). */
export async function eventsOf(
  db: Db,
  kind: LeadKind,
  id: number,
  eventId?: number,
): Promise<TimelineEvent[]> {
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

/** Adds a line to the timeline and reads it back as the page shows it (with its mail's state). */
export async function addEvent(
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
