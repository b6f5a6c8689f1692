import type { AuthUser } from '../../../shared/schemas/auth';
import type { LeadEventData, LeadKind } from '../../../shared/schemas/lead-desk';
import type { Db } from '../../db/client';
import { leadEvents } from '../../db/schema/index';

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
