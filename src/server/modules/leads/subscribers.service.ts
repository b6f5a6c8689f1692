import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  type Subscriber,
  type subscriberInput,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { AppError } from '../../lib/errors';
import { enqueueStaffNotice } from '../../mail/templates';
import { caughtByHoneypot, type LeadEnv, leadStore, newRowValues, receiveLead } from './lead-common';
import { recordEvent } from './lead-events';
import { subscriberNotice } from './leads.notices';

export const subscriberValues = (input: z.infer<typeof subscriberInput>) => ({
  ...newRowValues(subscribers, input),
  email: input.email.toLowerCase(),
});

/**
 * Subscribes an e-mail once; a second subscribe with the same address (any case) is a 409. An address
 * that unsubscribed is subscribed again instead (answered like a new one): its row, with the history on
 * its timeline, is kept rather than duplicated.
 */
export async function subscribe(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof subscriberInput>,
): Promise<Subscriber> {
  const values = subscriberValues(input);
  if (!caughtByHoneypot(input)) {
    const again = await resubscribe(db, env, values.email);
    if (again) return again;
  }
  return receiveLead(db, env, input, {
    leads: subscriberLeads,
    values,
    insert: async (tx) => {
      // ON CONFLICT rather than look-then-insert: two simultaneous subscribes cannot both succeed.
      const [row] = await tx
        .insert(subscribers)
        .values(values)
        .onConflictDoNothing({ target: subscribers.email })
        .returning();
      if (!row) throw new AppError('conflict', ALREADY_SUBSCRIBED_MESSAGE);
      const [record] = await subscriberLeads.records(tx, [row]);
      return record;
    },
    notice: subscriberNotice,
  });
}

async function resubscribe(db: Db, env: LeadEnv, email: string): Promise<Subscriber | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({ unsubscribedAt: null })
      .where(and(eq(subscribers.email, email), isNotNull(subscribers.unsubscribedAt)))
      .returning();
    if (!row) return null;
    await recordEvent(tx, 'subscriber', row.id, null, {
      type: 'note',
      text: 'Subscribed again through the website.',
    });
    const [record] = await subscriberLeads.records(tx, [row]);
    await enqueueStaffNotice(tx, env, subscriberNotice(record));
    return record;
  });
}

/** The unsubscribe token never leaves the server but in the subscriber's own e-mails. */
export const toSubscriber = recordOf<Subscriber>()([
  'id',
  'firstName',
  'lastName',
  'email',
  'createdAt',
  'unsubscribedAt',
]);

export const subscriberLeads = leadStore('subscriber', subscribers, async (_db, rows) =>
  rows.map(toSubscriber),
);

/**
 * The one-click unsubscribe of the subscriber holding this token (see modules/waitlist/unsubscribe.service):
 * marks when they left, once, with a line on their timeline; null when no subscriber holds the token.
 */
export async function unsubscribeSubscriber(
  db: Db,
  token: string,
): Promise<{ id: number; email: string; unsubscribedAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: subscribers.id, email: subscribers.email, unsubscribedAt: subscribers.unsubscribedAt })
      .from(subscribers)
      .where(eq(subscribers.unsubscribeToken, token))
      .for('update');
    if (!subscriber) return null;
    if (subscriber.unsubscribedAt) return { ...subscriber, unsubscribedAt: subscriber.unsubscribedAt };
    const [{ unsubscribedAt }] = await tx
      .update(subscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(eq(subscribers.id, subscriber.id))
      .returning({ unsubscribedAt: subscribers.unsubscribedAt });
    // The timeline keeps the consent history, even after they subscribe again.
    await recordEvent(tx, 'subscriber', subscriber.id, null, {
      type: 'note',
      text: 'Unsubscribed from new-arrival e-mails with the one-click link.',
    });
    return { id: subscriber.id, email: subscriber.email, unsubscribedAt: unsubscribedAt! };
  });
}
