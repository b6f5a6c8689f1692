/** SQL pieces every report shares: a range of Sydney days as instants, and the Sydney day or week of one. */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { ReportBucket, ReportRange, SeriesRow } from '../../../shared/schemas/reports';
import { bucketsOf } from '../../../shared/schemas/reports';
import { DEALER_TIME_ZONE } from '../../lib/paging';

type Instant = AnyColumn | SQL;

/** The first instant of a Sydney day given as a date expression (its midnight, whatever the offset). */
export const sydneyMidnight = (date: SQL) => sql`((${date})::timestamp at time zone ${DEALER_TIME_ZONE})`;
/** The first instant of a Sydney day (its midnight, whatever the offset that day). */
export const startOfDay = (day: string) => sydneyMidnight(sql`${day}::date`);
/** The first instant after a Sydney day. */
export const endOfDay = (day: string) =>
  sql`(((${day}::date) + 1)::timestamp at time zone ${DEALER_TIME_ZONE})`;

/** `instant` falls on a day of the range (Sydney time); an index on it serves the comparison. */
export const inRange = (instant: Instant, range: Pick<ReportRange, 'from' | 'to'>) =>
  sql`(${instant} >= ${startOfDay(range.from)} and ${instant} < ${endOfDay(range.to)})`;

/** The Sydney calendar day of an instant. */
export const sydneyDateOf = (instant: Instant) => sql`(${instant} at time zone ${DEALER_TIME_ZONE})::date`;

/**
 * The day, or the Monday of the week, an instant falls in (Sydney time), as YYYY-MM-DD. The bucket is a
 * validated enum written into the SQL, so that the select and its `group by 1` are the same expression.
 */
export const bucketOf = (instant: Instant, bucket: ReportBucket) =>
  sql<string>`to_char(date_trunc('${sql.raw(bucket === 'week' ? 'week' : 'day')}', ${instant} at time zone ${DEALER_TIME_ZONE}), 'YYYY-MM-DD')`;

/** Counts (bucket, series, n) laid out as one row per bucket of the range, every series in each (0 if none). */
export function seriesRows(
  range: ReportRange,
  series: readonly string[],
  counts: { bucket: string; series: string; n: number }[],
): SeriesRow[] {
  const rows = new Map(
    bucketsOf(range).map((bucket) => [bucket, Object.fromEntries(series.map((name) => [name, 0]))]),
  );
  for (const { bucket, series: name, n } of counts) {
    const values = rows.get(bucket);
    if (values && name in values) values[name] += n;
  }
  return [...rows].map(([bucket, values]) => ({ bucket, values }));
}

/** Rows of a raw query, on both drivers. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** A number PostgreSQL may answer as text (numeric, percentile_cont on pg), or null. */
export const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
