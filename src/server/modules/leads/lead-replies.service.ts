/** Staff's e-mail replies to a lead, sent through the outbox and kept on its timeline. */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LeadKind, LeadReplyInput, TimelineEvent } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { leadEvents, mailOutbox } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { retryNow } from '../outbox/outbox.service';
import { type Actor, addEvent, eventsOf } from './lead-events';
import { hydrate, indexRowFor } from './lead-records';

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
