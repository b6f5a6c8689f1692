import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema/index';

export type ActivityEntry = {
  userId?: number | null;
  username?: string;
  /** e.g. create, update, delete, status, login, login-failed, password, 2fa-enabled. */
  action: string;
  /** What kind of record: cars, hire-cars, staff, settings, auth… */
  entity: string;
  entityId?: string | number | null;
  summary?: string;
  ip?: string | null;
};

/** Records one line of the activity log (issue 20). */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId ?? null,
    username: entry.username ?? '',
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: (entry.summary ?? '').slice(0, 500),
    ip: entry.ip ?? null,
  });
}
