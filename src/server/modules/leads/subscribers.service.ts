import type { z } from 'zod';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  type Subscriber,
  type subscriberInput,
} from '../../../shared/schemas/leads';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { type LeadEnv, leadStore, newRowValues, receiveLead } from './lead-common';
import { subscriberNotice } from './leads.notices';

export const subscriberValues = (input: z.infer<typeof subscriberInput>) => ({
  ...newRowValues(subscribers, input),
  email: input.email.toLowerCase(),
});

/** Subscribes an e-mail once; a second subscribe with the same address (any case) is a 409. */
export async function subscribe(
  db: Db,
  env: LeadEnv,
  input: z.infer<typeof subscriberInput>,
): Promise<Subscriber> {
  const values = subscriberValues(input);
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

export const subscriberLeads = leadStore('subscriber', subscribers);
