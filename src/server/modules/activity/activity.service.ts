import { and, asc, eq, lt, sql } from 'drizzle-orm';
import {
  ACTIVITY_RETENTION_MONTHS,
  type ActivityFacets,
  type ActivityPage,
  type ActivityQuery,
  type ActivityEntry as LoggedEntry,
} from '../../../shared/schemas/activity';
import { DEFAULT_PAGE_LIMIT, type Page } from '../../../shared/schemas/paging';
import type { Db } from '../../db/client';
import { activityLog, users } from '../../db/schema/index';
import { recordOf } from '../../lib/api-row';
import { listOrPage } from '../../lib/paged-list';
import { matchesAllWords, receivedBetween } from '../../lib/paging';

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

/** Every column of the log is shown. */
export const toEntry = recordOf<LoggedEntry>()([
  'id',
  'userId',
  'username',
  'action',
  'entity',
  'entityId',
  'summary',
  'ip',
  'createdAt',
]);

/** One page of the log, newest first, narrowed by the screen's filters. */
export async function listActivity(db: Db, query: ActivityQuery): Promise<ActivityPage> {
  const filters = and(
    query.user ? eq(activityLog.userId, query.user) : undefined,
    query.entity ? eq(activityLog.entity, query.entity) : undefined,
    query.action ? eq(activityLog.action, query.action) : undefined,
    receivedBetween(activityLog.createdAt, query),
    matchesAllWords(
      [sql`${activityLog.summary}`, sql`${activityLog.username}`, sql`coalesce(${activityLog.entityId}, '')`],
      query.q,
    ),
  );
  return (await listOrPage(
    db,
    activityLog,
    filters,
    { limit: query.limit ?? DEFAULT_PAGE_LIMIT, cursor: query.cursor },
    toEntry,
  )) as Page<LoggedEntry>;
}

/** The filter choices: every account (disabled ones too, their entries stay) and what the log holds. */
export async function activityFacets(db: Db): Promise<ActivityFacets> {
  const [people, entities, actions] = await Promise.all([
    db.select({ id: users.id, username: users.username }).from(users).orderBy(asc(users.username)),
    db.selectDistinct({ value: activityLog.entity }).from(activityLog).orderBy(asc(activityLog.entity)),
    db.selectDistinct({ value: activityLog.action }).from(activityLog).orderBy(asc(activityLog.action)),
  ]);
  return {
    users: people,
    entities: entities.map((r) => r.value),
    actions: actions.map((r) => r.value),
  };
}

/** Deletes the entries older than the retention period; returns how many went. */
export async function pruneActivity(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ACTIVITY_RETENTION_MONTHS);
  const removed = await db
    .delete(activityLog)
    .where(lt(activityLog.createdAt, cutoff))
    .returning({ id: activityLog.id });
  return removed.length;
}
