import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  type Subscriber,
  type subscriberInput,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { enqueueStaffNotice } from '../../mail/templates';
import { caughtByHoneypot, decoyId, deleteLead, type LeadEnv } from './lead-common';
import { indexLead } from './lead-index';
import { subscriberNotice } from './leads.notices';

export type SubscriberRow = typeof subscribers.$inferSelect;
export const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

export const subscriberValues = (input: z.infer<typeof subscriberInput>) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email.toLowerCase(),
});

/** Subscribes an e-mail once; a second subscribe with the same address (any case) is a 409. */
export async function subscribe(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof subscriberInput>,
): Promise<Subscriber> {
  const values = subscriberValues(input);
  if (caughtByHoneypot(input)) return toSubscriber({ ...values, id: decoyId(), createdAt: new Date() });
  return db.transaction(async (tx) => {
    // ON CONFLICT rather than look-then-insert: two simultaneous subscribes cannot both succeed.
    const [row] = await tx
      .insert(subscribers)
      .values(values)
      .onConflictDoNothing({ target: subscribers.email })
      .returning();
    if (!row) throw new AppError('conflict', ALREADY_SUBSCRIBED_MESSAGE);
    const record = toSubscriber(row);
    await indexLead(tx, 'subscriber', record);
    await enqueueStaffNotice(tx, env, subscriberNotice(record));
    return record;
  });
}

export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  return rows.map(toSubscriber);
}

export const deleteSubscriber = (db: Db, id: number) => deleteLead(db, 'subscriber', subscribers, id);
